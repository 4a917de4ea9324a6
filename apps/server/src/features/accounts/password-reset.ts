// Forgotten passwords: a reset link by mail that works once, expires after RESET_LINK_TTL_MS and
// dies when a newer one is sent. Only a SHA-256 of the link's token is stored.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { MESSAGES, RESET_LINK_TTL_MS, type ResetPasswordBody } from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import { badRequest } from "../../http/app-error.ts";
import type { Mail } from "../../mail/mailer.ts";
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
 * Prepares the reset mail for `email` when an account has that address; undefined otherwise.
 * The caller answers the same either way and sends the mail after answering.
 */
export async function createResetLink(deps: Deps, email: string): Promise<Mail | undefined> {
  const user = await findUserByEmail(deps.db, normalizeEmail(email));
  if (!user) return undefined;
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await replaceResetLinks(deps.db, {
    id: randomUUID(),
    user_id: user.id,
    token_hash: hashResetToken(token),
    expires_at: new Date(now + RESET_LINK_TTL_MS).toISOString(),
    used_at: null,
    created_at: new Date(now).toISOString(),
  });
  const link = `${deps.config.publicUrl}/reset-password/${token}`;
  return resetLinkMail(user.email, link, Math.round(RESET_LINK_TTL_MS / 60_000));
}

/** Sets the new password and revokes every earlier token of the account. */
export async function resetPassword(deps: Deps, body: ResetPasswordBody): Promise<void> {
  const link = await findResetLink(deps.db, hashResetToken(body.token));
  const now = new Date();
  if (!link || link.used_at !== null || Date.parse(link.expires_at) <= now.getTime()) {
    throw badRequest(MESSAGES.resetLinkInvalid);
  }
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markResetLinkUsed(trx, link.id, now.toISOString()))) throw badRequest(MESSAGES.resetLinkInvalid);
    await updateUser(trx, link.user_id, { password_hash: passwordHash }, { revokeTokens: true });
    await deleteOtherResetLinks(trx, link.user_id, link.id);
  });
}
