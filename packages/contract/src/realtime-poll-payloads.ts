// What each socket message about polls carries (docs/features/polls.md "Live"). Apart from the
// event room's other messages (realtime-payloads.ts) so that only a page that shows polls
// downloads the poll schema to parse them.
import * as z from "zod/mini";
import { builtOnUse } from "./built-on-use.ts";
import { pollSchema } from "./polls.ts";

const aboutEvent = builtOnUse(() => z.object({ eventId: z.string() }));

export const POLL_EVENT_PAYLOADS = {
  /**
   * A poll was created or changed, or its votes did (folded: at most two a second per poll). Each
   * room gets its own view: hosts the host's, the audience the audience's; drafts reach hosts
   * only. No `myVote`: a voter's own vote comes from their vote's answer and the list.
   */
  pollChanged: builtOnUse(() => z.extend(aboutEvent, { poll: pollSchema })),
  /** A poll was deleted, or went back to draft (for the audience it is gone). */
  pollDeleted: builtOnUse(() => z.extend(aboutEvent, { pollId: z.string() })),
} as const;
