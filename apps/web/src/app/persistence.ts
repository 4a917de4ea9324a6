// What the browser keeps of the client state, outside the reducers so that every reducer stays
// pure: the saved login and guest identity are read once when the store is made, and written
// after each reducer by RTK's listener middleware. The same listener tells the credential module
// of every change of the viewer's credential (a login, a logout, a guest join).
import { createListenerMiddleware, isAnyOf } from "@reduxjs/toolkit";
import { type EventsState, guestJoined } from "../features/events/slice.ts";
import {
  loggedOut,
  type SessionState,
  sessionStarted,
  userCleared,
  userInfoRefreshed,
} from "../features/session/slice.ts";
import { credentialChanged, credentialOf } from "../lib/credential.ts";
import { storage } from "../lib/storage.ts";

type PersistedState = { session: SessionState; events: EventsState };

/** The state as the browser saved it; nothing outside a browser (the unit tests). */
export function restoredState(): PersistedState {
  const saved = typeof localStorage === "undefined" ? undefined : storage.loadLogin();
  const guestInfo = typeof localStorage === "undefined" ? undefined : storage.loadGuest();
  return {
    session: { token: saved?.token ?? null, userInfo: saved?.userInfo ?? null, lastFetched: null, loggingOut: false },
    events: { guestInfo: guestInfo ?? null },
  };
}

/** Saves what changed and keeps the credential in step with the state; one per store. */
export function persistenceMiddleware() {
  const listener = createListenerMiddleware<PersistedState>();
  listener.startListening({
    matcher: isAnyOf(sessionStarted, userInfoRefreshed),
    effect: (_action, api) => {
      const { token, userInfo } = api.getState().session;
      if (token && userInfo) storage.saveLogin({ token, userInfo });
    },
  });
  // Clearing the user wipes local and session storage (docs/product.md §4).
  listener.startListening({ matcher: isAnyOf(userCleared, loggedOut), effect: () => storage.wipe() });
  listener.startListening({ actionCreator: guestJoined, effect: ({ payload }) => storage.saveGuest(payload) });
  listener.startListening({
    predicate: (_action, state, before) => credentialKeyOf(state) !== credentialKeyOf(before),
    effect: (_action, api) => followCredential(api.getState()),
  });
  return listener.middleware;
}

/** Sets the credential module from the state (the store's first state, then every change). */
export function followCredential(state: PersistedState): void {
  credentialChanged(credentialOf(state.session.token, state.events.guestInfo?.guestToken));
}

function credentialKeyOf(state: PersistedState): string {
  return `${state.session.token ?? ""} ${state.events.guestInfo?.guestToken ?? ""}`;
}
