// The Q&A session of an event page and the host dashboard (SPEC.md §2 "Q&A session").
// Placeholder with the final props until the Q&A feature is built.
import type { HandraiseEvent, MemberType } from "@handraise/contract";

export type QandASessionProps = {
  event: HandraiseEvent;
  memberType: MemberType;
  /** The member id the viewer acts under (account _id or guestId), if a member or host. */
  memberId: string | undefined;
};

export function QandASession({ event }: QandASessionProps) {
  return (
    <section aria-labelledby="qanda-heading">
      <h2 id="qanda-heading" className="text-xl font-semibold">
        Q&amp;A
      </h2>
      <p className="text-slate-600">Questions for {event.title} appear here.</p>
    </section>
  );
}
