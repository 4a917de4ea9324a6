// Re-authentication (docs/features/accounts.md "Re-authentication"): a new e-mail or password, or deleting
// the account, is taken only from a session that signed in within REAUTH_WINDOW_S seconds, or
// with the account's current password in the body. Anyone at an unlocked laptop has the
// session, not the password.
import { ANSWER_MESSAGES, ERROR_CODES, MESSAGES } from "@handraise/contract";
import type { AccountActor } from "../../http/actor.ts";
import { AppError } from "../../http/app-error.ts";
import { passwordMatches } from "./passwords.ts";

/** 401 that keeps the session: the client asks for the password and sends the change again. */
const reauthRefusal = (message: string, code: string) => new AppError(401, message, false, code);

/**
 * Passes when the session is recent or the password is right; answers when the session counts as
 * signed in from now on (seconds): now after a proven password, else when it signed in.
 */
export async function assertRecentSignIn(
  windowS: number,
  actor: AccountActor,
  currentPassword: string | undefined,
): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  if (currentPassword !== undefined) {
    if (!(await passwordMatches(currentPassword, actor.user.password_hash))) {
      throw reauthRefusal(ANSWER_MESSAGES.currentPasswordWrong, ERROR_CODES.currentPasswordWrong);
    }
    return now;
  }
  const signedInAt = actor.signedInAt;
  if (signedInAt !== undefined && signedInAt <= now && now - signedInAt <= windowS) return signedInAt;
  throw reauthRefusal(MESSAGES.reauthRequired, ERROR_CODES.reauthRequired);
}
