// Who the viewer is for an event (docs/product.md §4 "Member type"), from the contract's shared rule,
// the signed-in user and the stored guest identity.
import { type HandraiseEvent, type MemberType, memberTypeOf } from "@handraise/contract";
import { useAppSelector } from "../../app/hooks.ts";

/** `undefined` while the event is not loaded: membership is unknown until then. */
export function useMemberType(event: HandraiseEvent | null | undefined): MemberType | undefined {
  const userId = useAppSelector((s) => s.session.userInfo?._id);
  const guestInfo = useAppSelector((s) => s.events.guestInfo);
  if (!event) return undefined;
  return memberTypeOf(event, userId, guestInfo);
}

/** The id the viewer acts under in an event: the account id for hosts and members, the guestId for guests. */
export function useMemberId(memberType: MemberType | undefined): string | undefined {
  const userId = useAppSelector((s) => s.session.userInfo?._id);
  const guestId = useAppSelector((s) => s.events.guestInfo?.guestId);
  if (memberType === "host" || memberType === "account_member") return userId;
  if (memberType === "guest_member") return guestId;
  return undefined;
}
