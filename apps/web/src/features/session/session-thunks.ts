// Account calls of SPEC.md §7 as thunks: each talks to /api/auth, updates the session slice and
// rejects with the server's message or the catalogue fallback, so forms show one string.
import {
  type AuthAnswer,
  type LoginBody,
  MESSAGES,
  type RegisterBody,
  type ResetPasswordBody,
  TIMINGS,
  type UpdateMeBody,
  type UserInfo,
} from "@handraise/contract";
import { createAsyncThunk } from "@reduxjs/toolkit";
import type { RootState } from "../../app/store.ts";
import { api, errorMessage } from "../../lib/api-client.ts";
import {
  loggedOut,
  resetMessageSet,
  sessionError,
  sessionLoading,
  sessionStarted,
  userCleared,
  userInfoRefreshed,
} from "./session-slice.ts";

type ThunkConfig = { state: RootState; rejectValue: string };
type MessageAnswer = { message: string };

/** `GET /api/auth/me` may answer `{userInfo}` or a bare userInfo (SPEC.md §7). */
type MeAnswer = { userInfo: UserInfo; token?: string } | (UserInfo & { token?: string });

function unwrapUserInfo(answer: MeAnswer): UserInfo {
  return "userInfo" in answer && answer.userInfo ? answer.userInfo : (answer as UserInfo);
}

type Dispatch = (action: unknown) => unknown;

/** Login and register share one path: store {token, userInfo}, or keep the reason on the slice. */
async function startSession(dispatch: Dispatch, path: string, body: LoginBody | RegisterBody, fallback: string) {
  dispatch(sessionLoading(true));
  try {
    const answer = await api.post<AuthAnswer>(path, body, fallback);
    dispatch(sessionStarted(answer));
    return { userInfo: answer.userInfo };
  } catch (error) {
    const message = errorMessage(error, fallback);
    dispatch(sessionError(message));
    return { error: message };
  } finally {
    dispatch(sessionLoading(false));
  }
}

export const login = createAsyncThunk<UserInfo, LoginBody, ThunkConfig>(
  "session/login",
  async (body, { dispatch, rejectWithValue }) => {
    const result = await startSession(dispatch, "/api/auth/login", body, MESSAGES.loginFailed);
    return result.userInfo ?? rejectWithValue(result.error ?? MESSAGES.loginFailed);
  },
);

export const register = createAsyncThunk<UserInfo, RegisterBody, ThunkConfig>(
  "session/register",
  async (body, { dispatch, rejectWithValue }) => {
    const result = await startSession(dispatch, "/api/auth/register", body, MESSAGES.registrationFailed);
    return result.userInfo ?? rejectWithValue(result.error ?? MESSAGES.registrationFailed);
  },
);

/** Re-reads the signed-in user; needs a stored token first (SPEC.md §5). */
export const fetchMe = createAsyncThunk<UserInfo, void, ThunkConfig>(
  "session/fetchMe",
  async (_, { getState, dispatch, rejectWithValue }) => {
    if (!getState().session.token) return rejectWithValue(MESSAGES.noTokenFound);
    try {
      const answer = await api.get<MeAnswer>("/api/auth/me", MESSAGES.notAuthenticated);
      const userInfo = unwrapUserInfo(answer);
      dispatch(userInfoRefreshed(userInfo));
      return userInfo;
    } catch (error) {
      return rejectWithValue(errorMessage(error, MESSAGES.notAuthenticated));
    }
  },
);

/** A changed password revokes older tokens, so the answer may carry a new one to keep. */
export const updateMe = createAsyncThunk<UserInfo, UpdateMeBody, ThunkConfig>(
  "session/updateMe",
  async (body, { dispatch, rejectWithValue }) => {
    try {
      const answer = await api.put<MeAnswer>("/api/auth/me", body, MESSAGES.updateFailed);
      const userInfo = unwrapUserInfo(answer);
      if (answer.token) dispatch(sessionStarted({ token: answer.token, userInfo }));
      else dispatch(userInfoRefreshed(userInfo));
      return userInfo;
    } catch (error) {
      return rejectWithValue(errorMessage(error, MESSAGES.updateFailed));
    }
  },
);

export const deleteMe = createAsyncThunk<void, void, ThunkConfig>(
  "session/deleteMe",
  async (_, { dispatch, rejectWithValue }) => {
    try {
      await api.delete<unknown>("/api/auth/me", MESSAGES.deleteFailed);
      dispatch(userCleared());
    } catch (error) {
      return rejectWithValue(errorMessage(error, MESSAGES.deleteFailed));
    }
  },
);

export const forgotPassword = createAsyncThunk<string, { email: string }, ThunkConfig>(
  "session/forgotPassword",
  async (body, { dispatch, rejectWithValue }) => {
    try {
      const answer = await api.post<MessageAnswer>("/api/auth/forgot-password", body, MESSAGES.errorSendingEmail);
      dispatch(resetMessageSet(answer.message));
      return answer.message;
    } catch (error) {
      return rejectWithValue(errorMessage(error, MESSAGES.errorSendingEmail));
    }
  },
);

export const resetPassword = createAsyncThunk<string, ResetPasswordBody, ThunkConfig>(
  "session/resetPassword",
  async (body, { dispatch, rejectWithValue }) => {
    try {
      const answer = await api.post<MessageAnswer>("/api/auth/reset-password", body, MESSAGES.resetFailed);
      dispatch(resetMessageSet(answer.message));
      return answer.message;
    } catch (error) {
      return rejectWithValue(errorMessage(error, MESSAGES.resetFailed));
    }
  },
);

/**
 * Logout clears the user, goes to / and reloads after 50 ms (SPEC.md §2), so no state of the
 * old session survives in memory.
 */
export const logout = createAsyncThunk<void, (path: string) => void | Promise<void>, ThunkConfig>(
  "session/logout",
  async (navigate, { dispatch }) => {
    dispatch(loggedOut());
    await navigate("/");
    setTimeout(() => window.location.reload(), TIMINGS.logoutReloadMs);
  },
);
