// The only way a user row leaves the server: never a password hash, a token version or a
// payment-provider id.
import { isLocale, type UserInfo } from "@handraise/contract";
import type { UsersTable } from "../../db/tables.ts";

export function presentUserInfo(user: UsersTable): UserInfo {
  return {
    _id: user.id,
    displayName: user.display_name,
    email: user.email,
    companyName: user.company_name,
    isPro: user.is_pro === 1,
    language: isLocale(user.locale) ? user.locale : null,
  };
}
