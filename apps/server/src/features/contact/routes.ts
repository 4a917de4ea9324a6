// POST /api/contact: the contact form. The message and its mail to the team are stored in one
// transaction before answering; the outbox worker sends the mail, retrying while SMTP is down.
import { ANSWER_MESSAGES, API_ROUTES, acceptedLanguages, pickLocale } from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callLimit } from "../../http/rate-limits.ts";
import { routeOf } from "../../http/route-of.ts";
import type { Feature } from "../feature.ts";
import { receiveContactMessage } from "./service.ts";

export const contactRoutes: Feature = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(API_ROUTES.sendContactMessage),
    // Per sender e-mail and per address: each message is stored and mailed to the team.
    preHandler: callLimit(app, ctx.config.rateLimit, "contact", (request) =>
      (request.body as { email: string }).email.trim().toLowerCase(),
    ),
    handler: async (request) => {
      // The language of the page the form was sent from, else the browser's (Accept-Language).
      const language = request.body.language ?? pickLocale(acceptedLanguages(request.headers["accept-language"]));
      await receiveContactMessage(ctx, request.body, language);
      ctx.outbox.nudge();
      return { message: ANSWER_MESSAGES.contactSent };
    },
  });
};
