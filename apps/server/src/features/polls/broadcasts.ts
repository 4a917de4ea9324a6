// What the rooms hear about polls, after the commit (issue 19 "Live"). Each room gets its own
// view: the hosts' room the host's, the audience room the audience's (no tallies while results
// are hidden, no correct options before a quiz closes); a draft reaches the hosts alone, and the
// audience hears a poll that went back to draft as deleted. Broadcasts carry no `myVote`.
//
// Votes come in storms (a hall voting at once). Like likes (questions/broadcasts.ts), the first
// vote of a poll goes out at once and opens a window; votes inside it fold into one pollChanged
// when it closes, read afresh from storage then, so the final state always goes out and a poll
// gets at most two messages a second from votes.
import type { Poll } from "@handraise/contract";
import type { Realtime } from "../../realtime/realtime.ts";

export type PollViews = { host: Poll; audience: Poll };

/** Votes of one poll go out at most once per this many milliseconds (two a second). */
export const VOTE_WINDOW_MS = 500;

function withoutOwnVote(poll: Poll): Poll {
  const { myVote: _mine, ...shared } = poll;
  return shared;
}

/** `audienceHadIt`: false for a poll that was a draft until now (the audience never heard of it). */
export function announcePoll(realtime: Realtime, views: PollViews, audienceHadIt = true): void {
  const { eventId } = views.host;
  realtime.toHosts(eventId).emit("pollChanged", { eventId, poll: withoutOwnVote(views.host) });
  if (views.audience.status === "draft") {
    if (!audienceHadIt) return;
    realtime.toAudience(eventId).emit("pollDeleted", { eventId, pollId: views.audience._id });
  } else {
    realtime.toAudience(eventId).emit("pollChanged", { eventId, poll: withoutOwnVote(views.audience) });
  }
}

export function announcePollDeleted(realtime: Realtime, eventId: string, pollId: string, wasDraft: boolean): void {
  const rooms = wasDraft ? realtime.toHosts(eventId) : realtime.toEvent(eventId);
  rooms.emit("pollDeleted", { eventId, pollId });
}

type Window = { timer: NodeJS.Timeout; changedSince: boolean };
type Reload = (pollId: string) => Promise<PollViews | undefined>;

export class VoteBroadcasts {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly realtime: Realtime,
    private readonly reload: Reload,
    private readonly windowMs = VOTE_WINDOW_MS,
  ) {}

  /** A vote landed in the poll: announce now, or fold into the open window. */
  voted(pollId: string): void {
    const open = this.windows.get(pollId);
    if (open) {
      open.changedSince = true;
      return;
    }
    this.open(pollId);
    void this.send(pollId);
  }

  private async send(pollId: string): Promise<void> {
    const views = await this.reload(pollId).catch(() => undefined);
    if (views) announcePoll(this.realtime, views);
  }

  private open(pollId: string): void {
    const timer = setTimeout(() => void this.close(pollId), this.windowMs);
    timer.unref();
    this.windows.set(pollId, { timer, changedSince: false });
  }

  private async close(pollId: string): Promise<void> {
    const window = this.windows.get(pollId);
    this.windows.delete(pollId);
    if (!window?.changedSince) return;
    // Votes made while the fresh state is read fold into the next window.
    this.open(pollId);
    await this.send(pollId);
  }
}

const voteBroadcasts = new WeakMap<Realtime, VoteBroadcasts>();

/** A vote changed the poll's tallies: tell the rooms, folded with the rest of a storm. */
export function announceVote(realtime: Realtime, pollId: string, reload: Reload): void {
  let broadcasts = voteBroadcasts.get(realtime);
  if (!broadcasts) {
    broadcasts = new VoteBroadcasts(realtime, reload);
    voteBroadcasts.set(realtime, broadcasts);
  }
  broadcasts.voted(pollId);
}
