// /api/auth/*: register, login, the signed-in account (read, edit, delete), forgotten passwords.
// Each route: validate (schema) → authorise → service → present.
import { ANSWER_MESSAGES, API_ROUTES } from "@handraise/contract";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { callLimit, digest } from "../../http/rate-limits.ts";
import { routeOf } from "../../http/route-of.ts";
import type { Feature } from "../feature.ts";
import { createResetLink, resetPassword } from "./password-reset.ts";
import { presentUserInfo } from "./presenter.ts";
import { deleteAccount, logIn, logOutEverywhere, normalizeEmail, registerAccount, updateAccount } from "./service.ts";

/** The account (or target e-mail) a credential call is about, for its per-account limit. */
function emailOfBody(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? normalizeEmail(email) : undefined;
}

/** The account a password confirmation is about: the caller (401 for a dead token, after the address counted). */
function accountOf(ctx: AppContext) {
  return async (request: FastifyRequest) => (await ctx.auth.account(request)).user.id;
}

/** Counts only the calls that send `currentPassword`: the rest guess nothing. */
function whenConfirming(limit: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler {
  return async function confirming(request, reply) {
    const body = request.body as { currentPassword?: unknown } | null | undefined;
    if (typeof body?.currentPassword === "string") await limit.call(this, request, reply);
  };
}

/** The reset link a reset call tries, for its per-link limit (by digest: the link is a secret). */
function resetTokenOfBody(request: FastifyRequest): string | undefined {
  const token = (request.body as { token?: unknown } | undefined)?.token;
  return typeof token === "string" ? digest(token) : undefined;
}

export const accountRoutes: Feature = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const limits = ctx.config.rateLimit;
  const confirmLimit = whenConfirming(callLimit(app, limits, "confirmPassword", accountOf(ctx)));

  app.route({
    ...routeOf(API_ROUTES.register),
    preHandler: callLimit(app, limits, "register", emailOfBody),
    handler: async (request) => {
      const { token, user } = await registerAccount(ctx, request.body);
      return { token, userInfo: presentUserInfo(user) };
    },
  });

  app.route({
    ...routeOf(API_ROUTES.login),
    preHandler: callLimit(app, limits, "login", emailOfBody),
    handler: async (request) => {
      const { token, user } = await logIn(ctx, request.body);
      return { token, userInfo: presentUserInfo(user) };
    },
  });

  /** Ends every session of the account: all its tokens answer 401 and its sockets disconnect. */
  app.route({
    ...routeOf(API_ROUTES.logOutEverywhere),
    handler: async (request) => {
      const { user } = await ctx.auth.account(request);
      await logOutEverywhere(ctx, user.id);
      ctx.realtime.endAccountSessions(user.id);
      return { message: ANSWER_MESSAGES.loggedOutEverywhere };
    },
  });

  app.route({
    ...routeOf(API_ROUTES.getMe),
    handler: async (request) => {
      const { user } = await ctx.auth.account(request);
      return { userInfo: presentUserInfo(user) };
    },
  });

  app.route({
    ...routeOf(API_ROUTES.updateMe),
    preHandler: confirmLimit,
    handler: async (request) => {
      const actor = await ctx.auth.account(request);
      const { user } = actor;
      const updated = await updateAccount(ctx, actor, request.body);
      // A new password revoked every earlier token: their sockets end; the fresh token's stay.
      if (updated.token) ctx.realtime.endAccountSessions(user.id, updated.user.token_version);
      return { userInfo: presentUserInfo(updated.user), ...(updated.token ? { token: updated.token } : {}) };
    },
  });

  app.route({
    ...routeOf(API_ROUTES.deleteMe),
    preHandler: confirmLimit,
    handler: async (request) => {
      const actor = await ctx.auth.account(request);
      const { user } = actor;
      const deletedEventIds = await deleteAccount(ctx, actor, request.body?.currentPassword);
      ctx.realtime.endAccountSessions(user.id);
      // The audience of events that went with the account learns it, and leaves their rooms.
      for (const eventId of deletedEventIds) {
        ctx.realtime.toEvent(eventId).emit("eventDeleted", { eventId });
        await ctx.realtime.recheckRooms(eventId);
      }
      return { message: ANSWER_MESSAGES.accountDeletedServer };
    },
  });

  app.route({
    ...routeOf(API_ROUTES.forgotPassword),
    preHandler: callLimit(app, limits, "forgotPassword", emailOfBody),
    handler: async (request) => {
      // Same answer whether or not the account exists; the queued mail leaves after answering.
      if (await createResetLink(ctx, request.body.email)) ctx.outbox.nudge();
      return { message: ANSWER_MESSAGES.forgotPasswordSent };
    },
  });

  app.route({
    ...routeOf(API_ROUTES.resetPassword),
    preHandler: callLimit(app, limits, "resetPassword", resetTokenOfBody),
    handler: async (request) => {
      const userId = await resetPassword(ctx, request.body);
      ctx.realtime.endAccountSessions(userId);
      return { message: ANSWER_MESSAGES.passwordResetDone };
    },
  });
};
