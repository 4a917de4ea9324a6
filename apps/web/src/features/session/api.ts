// Account calls of docs/product.md §7 as RTK Query endpoints. Each keeps the session slice (the token
// and the user, client state saved in the browser) in step with the server's answer, and fails
// with the server's message or the catalogue fallback, so forms show one string. At login the
// account's language, when it has one, becomes the page's (docs/features/languages.md).
import {
  type AuthAnswer,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  TIMINGS,
  type UpdateMeBody,
} from "@handraise/contract";
import * as accountRoutes from "@handraise/contract/routes/accounts";
import { type SkipToken, skipToken } from "@reduxjs/toolkit/query";
import { type ApiDispatch, api, callRoute, routeCall } from "../../lib/api.ts";
import { switchLocale } from "../../lib/i18n/locale.ts";
import { loggedOut, type SessionState, sessionStarted, userCleared, userInfoRefreshed } from "./slice.ts";

type Started = { dispatch: ApiDispatch; queryFulfilled: Promise<{ data: AuthAnswer }> };

/** Login and register share one ending: keep {token, userInfo}, and show the account's language. */
async function keepSession(_args: unknown, { dispatch, queryFulfilled }: Started) {
  const answer = await queryFulfilled.catch(() => undefined);
  if (!answer) return;
  dispatch(sessionStarted(answer.data));
  const { language } = answer.data.userInfo;
  if (language)
    await switchLocale(language).catch((error: unknown) => console.warn("could not switch the language", error));
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation({
      ...routeCall(accountRoutes.login, (body: LoginBody) => ({ body, fallback: "messages.loginFailed" })),
      onQueryStarted: keepSession,
    }),
    register: build.mutation({
      ...routeCall(accountRoutes.register, (body: RegisterBody) => ({ body, fallback: "messages.registrationFailed" })),
      onQueryStarted: keepSession,
    }),
    /** Re-reads the signed-in user (refreshMe: only with a stored token, docs/product.md §5). */
    me: build.query({
      ...routeCall(accountRoutes.getMe, () => ({ fallback: "messages.notAuthenticated" })),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(userInfoRefreshed(answer.data.userInfo));
      },
    }),
    /** A changed password revokes older tokens, so the answer may carry a new one to keep. */
    updateMe: build.mutation({
      async queryFn(body: UpdateMeBody, { dispatch, signal }) {
        const result = await callRoute(accountRoutes.updateMe, { body, fallback: "messages.updateFailed", signal });
        if (result.error) return result;
        const { userInfo, token } = result.data;
        if (token) dispatch(sessionStarted({ token, userInfo }));
        else dispatch(userInfoRefreshed(userInfo));
        return { data: userInfo };
      },
    }),
    /** `currentPassword` when the server asked for it (a session that signed in long ago). */
    deleteMe: build.mutation({
      ...routeCall(accountRoutes.deleteMe, (body: { currentPassword?: string } | undefined) => ({
        ...(body?.currentPassword ? { body } : {}),
        fallback: "messages.deleteFailed",
      })),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) dispatch(userCleared());
      },
    }),
    forgotPassword: build.mutation({
      ...routeCall(accountRoutes.forgotPassword, (body: { email: string }) => ({
        body,
        fallback: "messages.errorSendingEmail",
      })),
    }),
    resetPassword: build.mutation({
      ...routeCall(accountRoutes.resetPassword, (body: ResetPasswordBody) => ({
        body,
        fallback: "messages.resetFailed",
      })),
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

/**
 * Reads the signed-in user again now (at start, and when a plan may have changed); asks nothing
 * without a stored token (docs/product.md §5).
 */
export const refreshMe = () => (dispatch: ApiDispatch, getState: () => { session: SessionState }) => {
  if (!getState().session.token) return;
  void dispatch(sessionApi.endpoints.me.initiate(undefined, { forceRefetch: true, subscribe: false }));
};

/**
 * Logout clears the user, goes to / and reloads after 50 ms (docs/product.md §2), so no state of the
 * old session survives in memory. No server call: the token simply stops being used.
 */
export function logout(navigate: (path: string) => void | Promise<void>) {
  return async (dispatch: ApiDispatch) => {
    dispatch(loggedOut());
    await navigate("/");
    setTimeout(() => window.location.reload(), TIMINGS.logoutReloadMs);
  };
}

/**
 * The argument of a query that needs a signed-in account (docs/product.md §5: the event lists and
 * the plan status need a stored token and user id): RTK Query's `skipToken` without them, so no
 * request goes out.
 */
export function signedInArg(session: SessionState): undefined | SkipToken {
  return session.token && session.userInfo?._id ? undefined : skipToken;
}
