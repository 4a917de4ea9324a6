// Account calls of docs/product.md §7 as RTK Query endpoints. Each keeps the session slice (the token
// and the user, client state saved in the browser) in step with the server's answer, and fails
// with the server's message or the catalogue fallback, so forms show one string.
import {
  type LoginBody,
  MESSAGES,
  type MessageAnswer,
  type RegisterBody,
  type ResetPasswordBody,
  TIMINGS,
  type UpdateMeBody,
  type UserInfo,
} from "@handraise/contract";
import * as accountRoutes from "@handraise/contract/routes/accounts";
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { api, call } from "../../lib/api.ts";
import { loggedOut, type SessionState, sessionStarted, userCleared, userInfoRefreshed } from "./slice.ts";

type Started = {
  dispatch: ThunkDispatch<any, unknown, UnknownAction>;
  queryFulfilled: Promise<{ data: { token: string; userInfo: UserInfo } }>;
};

/** Login and register share one ending: keep {token, userInfo}. */
async function keepSession(_args: unknown, { dispatch, queryFulfilled }: Started) {
  const answer = await queryFulfilled.catch(() => undefined);
  if (answer) dispatch(sessionStarted(answer.data));
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<{ token: string; userInfo: UserInfo }, LoginBody>({
      query: (body) => call(accountRoutes.login, { body, fallback: MESSAGES.loginFailed }),
      onQueryStarted: keepSession,
    }),
    register: build.mutation<{ token: string; userInfo: UserInfo }, RegisterBody>({
      query: (body) => call(accountRoutes.register, { body, fallback: MESSAGES.registrationFailed }),
      onQueryStarted: keepSession,
    }),
    /** Re-reads the signed-in user; needs a stored token first (docs/product.md §5). */
    me: build.query<UserInfo, void>({
      async queryFn(_arg, { getState, dispatch }, _extra, baseQuery) {
        if (!(getState() as { session: SessionState }).session.token) {
          return { error: { status: 0, message: MESSAGES.noTokenFound } };
        }
        const result = await baseQuery(call(accountRoutes.getMe, { fallback: MESSAGES.notAuthenticated }));
        if (result.error) return { error: result.error };
        const { userInfo } = result.data as { userInfo: UserInfo };
        dispatch(userInfoRefreshed(userInfo));
        return { data: userInfo };
      },
    }),
    /** A changed password revokes older tokens, so the answer may carry a new one to keep. */
    updateMe: build.mutation<UserInfo, UpdateMeBody>({
      async queryFn(body, { dispatch }, _extra, baseQuery) {
        const result = await baseQuery(call(accountRoutes.updateMe, { body, fallback: MESSAGES.updateFailed }));
        if (result.error) return { error: result.error };
        const { userInfo, token } = result.data as { userInfo: UserInfo; token?: string };
        if (token) dispatch(sessionStarted({ token, userInfo }));
        else dispatch(userInfoRefreshed(userInfo));
        return { data: userInfo };
      },
    }),
    /** `currentPassword` when the server asked for it (a session that signed in long ago). */
    deleteMe: build.mutation<MessageAnswer, { currentPassword?: string } | undefined>({
      query: (body) =>
        call(accountRoutes.deleteMe, { ...(body?.currentPassword ? { body } : {}), fallback: MESSAGES.deleteFailed }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) dispatch(userCleared());
      },
    }),
    forgotPassword: build.mutation<MessageAnswer, { email: string }>({
      query: (body) => call(accountRoutes.forgotPassword, { body, fallback: MESSAGES.errorSendingEmail }),
    }),
    resetPassword: build.mutation<MessageAnswer, ResetPasswordBody>({
      query: (body) => call(accountRoutes.resetPassword, { body, fallback: MESSAGES.resetFailed }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useUpdateMeMutation,
  useDeleteMeMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = sessionApi;

/** Reads the signed-in user again now (at start, and when a plan may have changed). */
export const refreshMe = () => sessionApi.endpoints.me.initiate(undefined, { forceRefetch: true, subscribe: false });

/**
 * Logout clears the user, goes to / and reloads after 50 ms (docs/product.md §2), so no state of the
 * old session survives in memory. No server call: the token simply stops being used.
 */
export function logout(navigate: (path: string) => void | Promise<void>) {
  return async (dispatch: ThunkDispatch<any, unknown, UnknownAction>) => {
    dispatch(loggedOut());
    await navigate("/");
    setTimeout(() => window.location.reload(), TIMINGS.logoutReloadMs);
  };
}
