// Who may do what with a poll (issue 19): hosts create, change and delete; drafts are theirs
// alone (for anyone else a draft does not exist); votes are taken only while a poll is open.
import { ANSWER_MESSAGES } from "@handraise/contract";
import { conflict, forbidden, notFound } from "../../http/app-error.ts";
import type { EventAccess } from "../events/event-access.ts";
import type { PollRow } from "./repository.ts";

/** The poll as the caller may see it: a draft, or an event they may not read, is 404. */
export function assertPollVisible(access: EventAccess | undefined, poll: PollRow): EventAccess {
  if (!access?.canRead) throw notFound(ANSWER_MESSAGES.pollNotFound);
  if (poll.status === "draft" && !access.isHost) throw notFound(ANSWER_MESSAGES.pollNotFound);
  return access;
}

/** Changing, hiding answers and deleting: the event's hosts. */
export function assertPollHost(access: EventAccess | undefined, poll: PollRow): EventAccess {
  const visible = assertPollVisible(access, poll);
  if (!visible.isHost) throw forbidden();
  return visible;
}

/** A vote in a draft or closed poll is 409. */
export function assertOpenForVotes(poll: PollRow): void {
  if (poll.status !== "open") throw conflict(ANSWER_MESSAGES.pollNotOpen);
}
