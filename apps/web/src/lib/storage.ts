// Local persistence of docs/product.md §3 and §7: the saved login, guest info, per-event terms flags
// and the beta flag. Reading never throws: a corrupt value counts as absent.
import type { UserInfo } from "@handraise/contract";

export type SavedLogin = { token: string; userInfo: UserInfo };
export type GuestInfo = {
  guestId: string;
  guestName: string;
  guestMemberEvent_Ids: string[];
  guestToken?: string;
};

const KEYS = { login: "handraise.session", guest: "guestInfo", beta: "isBetaModalShown" } as const;

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
  betaModalShown(): boolean {
    return localStorage.getItem(KEYS.beta) === "true";
  },
  setBetaModalShown(): void {
    localStorage.setItem(KEYS.beta, "true");
  },
  /**
   * Clearing the user wipes local and session storage (docs/product.md §4). The beta notice is about the
   * device, not the user, so its flag survives: it is not shown again after a logout or expiry.
   */
  wipe(): void {
    const betaShown = storage.betaModalShown();
    localStorage.clear();
    sessionStorage.clear();
    if (betaShown) storage.setBetaModalShown();
  },
};
