// Forgotten passwords: a reset link by mail that works once, expires after RESET_LINK_TTL_MS and
// dies when a newer one is sent. Only a SHA-256 of the link's token is stored.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, RESET_LINK_TTL_MS, type ResetPasswordBody } from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import { badRequest } from "../../http/app-error.ts";
import { rowsChanged, scopes } from "../../http/cache-invalidation.ts";
import { mailLocaleOf } from "../../i18n/mail.ts";
import { queueMail } from "../../mail/outbox.ts";
import { resetLinkMail } from "./mail-templates.ts";
import { hashPassword } from "./passwords.ts";
import {
  deleteOtherResetLinks,
  findResetLink,
  findUserByEmail,
  markResetLinkUsed,
  replaceResetLinks,
  updateUser,
} from "./repository.ts";
import { normalizeEmail } from "./service.ts";

type Deps = Pick<AppContext, "db" | "config">;

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * Stores a reset link for `email` and queues its mail in the same transaction, when an account
 * has that address; answers whether it did. The caller answers the same either way.
 */
export async function createResetLink(deps: Deps, email: string): Promise<boolean> {
  const user = await findUserByEmail(deps.db, normalizeEmail(email));
  if (!user) return false;
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const link = `${deps.config.publicUrl}/reset-password/${token}`;
  await deps.db.transaction().execute(async (trx) => {
    await replaceResetLinks(trx, {
      id: randomUUID(),
      user_id: user.id,
      token_hash: hashResetToken(token),
      expires_at: new Date(now + RESET_LINK_TTL_MS).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    });
    const minutes = Math.round(RESET_LINK_TTL_MS / 60_000);
    await queueMail(trx, resetLinkMail(user.email, link, minutes, mailLocaleOf(user.locale)));
  });
  return true;
}

/** Sets the new password and revokes every earlier token of the account; answers the account's id. */
export async function resetPassword(deps: Deps, body: ResetPasswordBody): Promise<string> {
  const link = await findResetLink(deps.db, hashResetToken(body.token));
  const now = new Date();
  if (!link || link.used_at !== null || Date.parse(link.expires_at) <= now.getTime()) {
    throw badRequest(ANSWER_MESSAGES.resetLinkInvalid);
  }
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markResetLinkUsed(trx, link.id, now.toISOString()))) throw badRequest(ANSWER_MESSAGES.resetLinkInvalid);
    await updateUser(trx, link.user_id, { password_hash: passwordHash }, { revokeTokens: true });
    await deleteOtherResetLinks(trx, link.user_id, link.id);
  });
  await rowsChanged(deps.db, [scopes.account(link.user_id)]);
  return link.user_id;
}
