// The browser keeps the session and the guest identity outside the reducers: every reducer is
// pure, the store restores what was saved, saves each change after the reducers, and the one
// credential the HTTP client and the socket use follows the state.
import type { UserInfo } from "@handraise/contract";
import { afterEach, describe, expect, it } from "vitest";
import { activityResumed, appSettingsSlice, becameInactive } from "../features/app-settings/slice.ts";
import { eventsSlice, guestJoined } from "../features/events/slice.ts";
import { loggedOut, sessionSlice, sessionStarted, userCleared, userInfoRefreshed } from "../features/session/slice.ts";
import { credentialHeaders, currentCredential } from "../lib/credential.ts";
import { createStore } from "./store.ts";

const ada: UserInfo = {
  _id: "u1",
  displayName: "Ada",
  email: "ada@example.com",
  companyName: "",
  isPro: false,
  language: null,
};
const guest = { guestId: "g1", guestName: "Gil", guestMemberEvent_Ids: ["e1"], guestToken: "guest-token" };

/** The browser's localStorage and sessionStorage, kept in memory (Node has none). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/** A storage that fails on any use: a reducer run under it must not notice. */
const untouchable = new Proxy(
  {},
  {
    get() {
      throw new Error("a reducer touched the browser's storage");
    },
  },
);

function installStorage(local: object, session: object = new MemoryStorage()) {
  Object.assign(globalThis, { localStorage: local, sessionStorage: session });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, "localStorage");
  Reflect.deleteProperty(globalThis, "sessionStorage");
});

describe("client state kept by the browser", () => {
  it("runs every slice's reducers without touching storage", () => {
    installStorage(untouchable, untouchable);
    let session = sessionSlice.reducer(undefined, sessionStarted({ token: "t1", userInfo: ada }));
    session = sessionSlice.reducer(session, userInfoRefreshed({ ...ada, displayName: "Ada L." }));
    session = sessionSlice.reducer(session, userCleared());
    session = sessionSlice.reducer(session, loggedOut());
    expect(session).toMatchObject({ token: null, userInfo: null, loggingOut: true });
    let events = eventsSlice.reducer(undefined, guestJoined(guest));
    events = eventsSlice.reducer(events, userCleared());
    expect(events.guestInfo).toBeNull();
    const settings = appSettingsSlice.reducer(appSettingsSlice.reducer(undefined, becameInactive()), activityResumed());
    expect(settings.isInactive).toBe(false);
  });

  it("restores the saved login, saves each change after the reducers and wipes it on clearing", () => {
    const local = new MemoryStorage();
    installStorage(local);
    local.setItem("handraise.session", JSON.stringify({ token: "t1", userInfo: ada }));
    local.setItem("isBetaModalShown", "true");
    local.setItem("handraise.locale", "de");
    const store = createStore();
    expect(store.getState().session.token).toBe("t1");
    expect(currentCredential()).toEqual({ token: "t1" });

    store.dispatch(userInfoRefreshed({ ...ada, displayName: "Ada L." }));
    expect(JSON.parse(local.getItem("handraise.session") ?? "{}").userInfo.displayName).toBe("Ada L.");

    store.dispatch(guestJoined(guest));
    expect(JSON.parse(local.getItem("guestInfo") ?? "{}").guestToken).toBe("guest-token");
    // The login wins over the guest identity.
    expect(credentialHeaders()).toEqual({ Authorization: "Bearer t1" });

    store.dispatch(userCleared());
    expect(local.getItem("handraise.session")).toBeNull();
    expect(local.getItem("guestInfo")).toBeNull();
    expect(local.getItem("isBetaModalShown")).toBe("true");
    // The language is the device's, like the beta notice: the page keeps it after a logout.
    expect(local.getItem("handraise.locale")).toBe("de");
    expect(store.getState().events.guestInfo).toBeNull();
    expect(currentCredential()).toEqual({});
  });

  it("acts as the guest once one joins, and as the account after a login", () => {
    installStorage(new MemoryStorage());
    const store = createStore();
    expect(currentCredential()).toEqual({});
    store.dispatch(guestJoined(guest));
    expect(credentialHeaders()).toEqual({ "X-Guest-Token": "guest-token" });
    store.dispatch(sessionStarted({ token: "t2", userInfo: ada }));
    expect(currentCredential()).toEqual({ token: "t2" });
    expect(JSON.parse(globalThis.localStorage.getItem("handraise.session") ?? "{}").token).toBe("t2");
  });
});
