// Local persistence of docs/product.md §3 and §7: the saved login, guest info, per-event terms flags
// and the beta flag (the language chosen on this device is lib/i18n/locale.ts's). Reading never
// throws: a corrupt value counts as absent.
import type { UserInfo } from "@handraise/contract";

export type SavedLogin = { token: string; userInfo: UserInfo };
export type GuestInfo = {
  guestId: string;
  guestName: string;
  guestMemberEvent_Ids: string[];
  guestToken?: string;
};

const KEYS = {
  login: "handraise.session",
  guest: "guestInfo",
  beta: "isBetaModalShown",
  /** Written by lib/i18n/locale.ts (switchLocale). */
  locale: "handraise.locale",
} as const;

/** The device's look, kept through a wipe: the theme (lib/theme.ts) and each event's presenter theme. */
const isLook = (key: string) => key === "handraise.theme" || key.startsWith("handraise.presenterTheme.");

function read<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export const storage = {
  /** Restored only if both the token and userInfo._id exist (docs/product.md §3). */
  loadLogin(): SavedLogin | undefined {
    const saved = read<Partial<SavedLogin>>(KEYS.login);
    if (saved?.token && saved.userInfo?._id) return saved as SavedLogin;
    return undefined;
  },
  saveLogin(login: SavedLogin): void {
    localStorage.setItem(KEYS.login, JSON.stringify(login));
  },
  clearLogin(): void {
    localStorage.removeItem(KEYS.login);
  },
  loadGuest(): GuestInfo | undefined {
    const guest = read<GuestInfo>(KEYS.guest);
    return guest?.guestId ? { ...guest, guestMemberEvent_Ids: guest.guestMemberEvent_Ids ?? [] } : undefined;
  },
  saveGuest(guest: GuestInfo): void {
    localStorage.setItem(KEYS.guest, JSON.stringify(guest));
  },
  guestAcceptedTerms(eventId: string): boolean {
    return localStorage.getItem(`guestTermsAccepted:${eventId}`) === "true";
  },
  setGuestAcceptedTerms(eventId: string): void {
    localStorage.setItem(`guestTermsAccepted:${eventId}`, "true");
  },
  /** Not yet, outside a browser (the build's first screens) or where nothing is kept. */
  betaModalShown(): boolean {
    return read<boolean>(KEYS.beta) === true;
  },
  setBetaModalShown(): void {
    localStorage.setItem(KEYS.beta, "true");
  },
  /**
   * Clearing the user wipes local and session storage (docs/product.md §4). The beta notice and the
   * language chosen are about the device, not the user, so they survive: the notice is not shown
   * again after a logout or expiry, and the page keeps its language. So do the themes.
   */
  wipe(): void {
    const betaShown = storage.betaModalShown();
    const locale = localStorage.getItem(KEYS.locale);
    const looks = Object.entries(localStorage).filter(([key]) => isLook(key));
    localStorage.clear();
    sessionStorage.clear();
    if (betaShown) storage.setBetaModalShown();
    if (locale) localStorage.setItem(KEYS.locale, locale);
    for (const [key, value] of looks) localStorage.setItem(key, String(value));
  },
};
