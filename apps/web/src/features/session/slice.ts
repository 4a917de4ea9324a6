// The user session (docs/product.md §3 "User session"): {token, userInfo}. The reducers are pure: the
// browser's copy is restored and saved outside them (app/persistence.ts).
import type { UserInfo } from "@handraise/contract";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export type SessionState = {
  token: string | null;
  userInfo: UserInfo | null;
  lastFetched: number | null;
  /** Set by logout until the page reloads, so guards do not redirect the leaving user to /login. */
  loggingOut: boolean;
};

const initialState: SessionState = { token: null, userInfo: null, lastFetched: null, loggingOut: false };

export const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {
    // The time of reading is taken when the action is made (prepare), never in the reducer.
    sessionStarted: {
      reducer(state, action: PayloadAction<{ token: string; userInfo: UserInfo; at: number }>) {
        state.token = action.payload.token;
        state.userInfo = action.payload.userInfo;
        state.lastFetched = action.payload.at;
      },
      prepare: (login: { token: string; userInfo: UserInfo }) => ({ payload: { ...login, at: Date.now() } }),
    },
    userInfoRefreshed: {
      reducer(state, action: PayloadAction<{ userInfo: UserInfo; at: number }>) {
        state.userInfo = action.payload.userInfo;
        state.lastFetched = action.payload.at;
      },
      prepare: (userInfo: UserInfo) => ({ payload: { userInfo, at: Date.now() } }),
    },
    /** Clearing the user wipes local and session storage too (docs/product.md §4, app/persistence.ts). */
    userCleared(state) {
      state.token = null;
      state.userInfo = null;
      state.lastFetched = null;
    },
    /** Logout: the user is cleared like userCleared, and the page is about to reload. */
    loggedOut(state) {
      state.token = null;
      state.userInfo = null;
      state.lastFetched = null;
      state.loggingOut = true;
    },
  },
});

export const { sessionStarted, userInfoRefreshed, userCleared, loggedOut } = sessionSlice.actions;
