// The user session (SPEC.md §3 "User session"): persisted as {token, userInfo}.
import type { UserInfo } from "@handraise/contract";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { storage } from "../../lib/storage.ts";

export type SessionState = {
  token: string | null;
  userInfo: UserInfo | null;
  lastFetched: number | null;
  /** Set by logout until the page reloads, so guards do not redirect the leaving user to /login. */
  loggingOut: boolean;
};

function initialSession(): SessionState {
  const saved = typeof localStorage === "undefined" ? undefined : storage.loadLogin();
  return {
    token: saved?.token ?? null,
    userInfo: saved?.userInfo ?? null,
    lastFetched: null,
    loggingOut: false,
  };
}

export const sessionSlice = createSlice({
  name: "session",
  initialState: initialSession,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ token: string; userInfo: UserInfo }>) {
      state.token = action.payload.token;
      state.userInfo = action.payload.userInfo;
      state.lastFetched = Date.now();
      storage.saveLogin(action.payload);
    },
    userInfoRefreshed(state, action: PayloadAction<UserInfo>) {
      state.userInfo = action.payload;
      state.lastFetched = Date.now();
      if (state.token) storage.saveLogin({ token: state.token, userInfo: action.payload });
    },
    /** Clearing the user wipes local and session storage (SPEC.md §4). */
    userCleared(state) {
      state.token = null;
      state.userInfo = null;
      state.lastFetched = null;
      storage.wipe();
    },
    /** Logout: the user is cleared like userCleared, and the page is about to reload. */
    loggedOut(state) {
      state.token = null;
      state.userInfo = null;
      state.lastFetched = null;
      state.loggingOut = true;
      storage.wipe();
    },
  },
});

export const { sessionStarted, userInfoRefreshed, userCleared, loggedOut } = sessionSlice.actions;
