// POST /api/contact: the contact form. The message is stored before answering; the mail to the
// team leaves after, and a failure to send is logged (the stored row keeps the message).
import { contactBodySchema, MESSAGES, messageAnswerSchema } from "@handraise/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendInBackground } from "../accounts/background-mail.ts";
import { callLimit } from "../../http/rate-limits.ts";
import type { Feature } from "../feature.ts";
import { receiveContactMessage } from "./service.ts";

export const contactRoutes: Feature = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/contact",
    {
      schema: { body: contactBodySchema, response: { 200: messageAnswerSchema } },
      // Per sender e-mail and per address: each message is stored and mailed to the team.
      preHandler: callLimit(app, ctx.config.rateLimit, "contact", (request) =>
        (request.body as { email: string }).email.trim().toLowerCase(),
      ),
    },
    async (request) => {
      const mail = await receiveContactMessage(ctx, request.body);
      sendInBackground(ctx.mailer, mail, request.log);
      return { message: MESSAGES.contactSent };
    },
  );
};
