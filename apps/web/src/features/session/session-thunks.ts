// Account calls of SPEC.md §7 as thunks: each talks to /api/auth, updates the session slice and
// rejects with the server's message or the catalogue fallback, so forms show one string.
import {
  API_ROUTES,
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
import { callApi, errorMessage } from "../../lib/api-client.ts";
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

type Dispatch = (action: unknown) => unknown;

/** Login and register share one path: store {token, userInfo}, or keep the reason on the slice. */
async function startSession(
  dispatch: Dispatch,
  route: typeof API_ROUTES.login | typeof API_ROUTES.register,
  body: LoginBody | RegisterBody,
  fallback: string,
) {
  dispatch(sessionLoading(true));
  try {
    const answer = await callApi(route, { body: body as RegisterBody, fallback });
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
    const result = await startSession(dispatch, API_ROUTES.login, body, MESSAGES.loginFailed);
    return result.userInfo ?? rejectWithValue(result.error ?? MESSAGES.loginFailed);
  },
);

export const register = createAsyncThunk<UserInfo, RegisterBody, ThunkConfig>(
  "session/register",
  async (body, { dispatch, rejectWithValue }) => {
    const result = await startSession(dispatch, API_ROUTES.register, body, MESSAGES.registrationFailed);
    return result.userInfo ?? rejectWithValue(result.error ?? MESSAGES.registrationFailed);
  },
);

/** Re-reads the signed-in user; needs a stored token first (SPEC.md §5). */
export const fetchMe = createAsyncThunk<UserInfo, void, ThunkConfig>(
  "session/fetchMe",
  async (_, { getState, dispatch, rejectWithValue }) => {
    if (!getState().session.token) return rejectWithValue(MESSAGES.noTokenFound);
    try {
      const { userInfo } = await callApi(API_ROUTES.getMe, { fallback: MESSAGES.notAuthenticated });
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
      const answer = await callApi(API_ROUTES.updateMe, { body, fallback: MESSAGES.updateFailed });
      const { userInfo } = answer;
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
      await callApi(API_ROUTES.deleteMe, { fallback: MESSAGES.deleteFailed });
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
      const answer = await callApi(API_ROUTES.forgotPassword, { body, fallback: MESSAGES.errorSendingEmail });
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
      const answer = await callApi(API_ROUTES.resetPassword, { body, fallback: MESSAGES.resetFailed });
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
