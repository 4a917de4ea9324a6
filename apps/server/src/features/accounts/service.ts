// Account rules: register, log in, read, edit and delete the signed-in account. Every answer
// carries a fresh token where the old ones were revoked.
import { randomUUID } from "node:crypto";
import { ANSWER_MESSAGES, type RegisterBody, type UpdateMeBody } from "@handraise/contract";
import type { AppContext } from "../../app-context.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { UsersTable } from "../../db/tables.ts";
import type { AccountActor } from "../../http/actor.ts";
import { conflict, unauthorized } from "../../http/app-error.ts";
import { rowsChanged, scopes } from "../../http/cache-invalidation.ts";
import { cancelBillingOf } from "../payments/account-closure.ts";
import { hashPassword, passwordMatches } from "./passwords.ts";
import { assertRecentSignIn } from "./reauth.ts";
import {
  deleteUserAndOwnedRows,
  eventIdsCreatedBy,
  findUserByEmail,
  findUserById,
  insertUser,
  type UserChanges,
  updateUser,
} from "./repository.ts";

type Deps = Pick<AppContext, "db" | "tokens">;

/** E-mail addresses are stored and compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type SignedIn = { token: string; user: UsersTable };

async function signIn(deps: Deps, user: UsersTable): Promise<SignedIn> {
  return { token: await deps.tokens.signAccount(user.id, user.token_version), user };
}

async function reload(deps: Deps, userId: string): Promise<UsersTable> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized(ANSWER_MESSAGES.sessionExpired);
  return user;
}

export async function registerAccount(deps: Deps, body: RegisterBody): Promise<SignedIn> {
  const email = normalizeEmail(body.email);
  if (await findUserByEmail(deps.db, email)) throw conflict(ANSWER_MESSAGES.emailTaken);
  const id = randomUUID();
  try {
    await insertUser(deps.db, {
      id,
      email,
      display_name: body.displayName,
      company_name: body.companyName ?? "",
      password_hash: await hashPassword(body.password),
      locale: body.language ?? null,
      created_at: new Date().toISOString(),
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(ANSWER_MESSAGES.emailTaken);
    throw error;
  }
  return signIn(deps, await reload(deps, id));
}

/** Any failure answers the same 401, so a login form never tells whether an address has an account. */
export async function logIn(deps: Deps, credentials: { email: string; password: string }): Promise<SignedIn> {
  const user = await findUserByEmail(deps.db, normalizeEmail(credentials.email));
  const matches = await passwordMatches(credentials.password, user?.password_hash);
  if (!user || !matches) throw unauthorized(ANSWER_MESSAGES.invalidCredentials);
  return signIn(deps, user);
}

/** The updated account, and a new token when a new password revoked the old ones. */
export type UpdatedAccount = { user: UsersTable; token: string | undefined };

/**
 * A new e-mail or password needs a recent sign-in or the current password (reauth.ts), checked
 * before anything else, so a borrowed session learns nothing (not even whether an e-mail is taken).
 */
export async function updateAccount(
  deps: Deps & Pick<AppContext, "config">,
  actor: AccountActor,
  body: UpdateMeBody,
): Promise<UpdatedAccount> {
  const { user } = actor;
  const newEmail = body.email !== undefined ? normalizeEmail(body.email) : undefined;
  // An empty password means "leave it as it is" (the profile form sends what it shows).
  const newPassword = body.password ? body.password : undefined;
  const sensitive = (newEmail !== undefined && newEmail !== user.email) || newPassword !== undefined;
  // A password sent is always checked, whether or not the change needed it.
  const signedInAt =
    sensitive || body.currentPassword !== undefined
      ? await assertRecentSignIn(deps.config.reauthWindowS, actor, body.currentPassword)
      : actor.signedInAt;
  const changes: UserChanges = {};
  if (body.displayName !== undefined) changes.display_name = body.displayName;
  if (body.companyName !== undefined) changes.company_name = body.companyName;
  if (body.language !== undefined) changes.locale = body.language;
  if (newEmail !== undefined && newEmail !== user.email) {
    const owner = await findUserByEmail(deps.db, newEmail);
    if (owner && owner.id !== user.id) throw conflict(ANSWER_MESSAGES.emailTaken);
    changes.email = newEmail;
  }
  if (newPassword) changes.password_hash = await hashPassword(newPassword);
  try {
    await updateUser(deps.db, user.id, changes, { revokeTokens: newPassword !== undefined });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ANSWER_MESSAGES.emailTaken);
    throw error;
  }
  // The kept account (and with a new password, its token_version) is dropped on every instance
  // before this answers: the old token is refused everywhere from the next request on.
  await rowsChanged(deps.db, [scopes.account(user.id)]);
  const updated = await reload(deps, user.id);
  if (!newPassword) return { user: updated, token: undefined };
  return { user: updated, token: await deps.tokens.signAccount(updated.id, updated.token_version, signedInAt) };
}

/** Revokes every token of the account (logout of all sessions, docs/product.md §10 "Identities and tokens"). */
export async function logOutEverywhere(deps: Deps, userId: string): Promise<void> {
  await updateUser(deps.db, userId, {}, { revokeTokens: true });
  await rowsChanged(deps.db, [scopes.account(userId)]);
}

/**
 * Deletes the account in one transaction, once the session proved it is the owner's (a recent
 * sign-in or the password); answers the ids of the events that went with it.
 */
export async function deleteAccount(
  deps: Deps & Pick<AppContext, "config">,
  actor: AccountActor,
  currentPassword: string | undefined,
): Promise<string[]> {
  await assertRecentSignIn(deps.config.reauthWindowS, actor, currentPassword);
  const userId = actor.user.id;
  // A deleted account must not keep paying: when Stripe cannot confirm the cancellation this
  // throws (502) and nothing is deleted, so the user can try again.
  await cancelBillingOf(deps, userId);
  const eventIds = await deps.db.transaction().execute(async (trx) => {
    const owned = await eventIdsCreatedBy(trx, userId);
    await deleteUserAndOwnedRows(trx, userId);
    return owned;
  });
  // The account, its events, its place as host and member in others' events: too wide to name.
  await rowsChanged(deps.db, [scopes.everything]);
  return eventIds;
}
