// Who hears about a question, sent after commit with the payload the server built. Hidden
// questions reach the hosts' room only: when a question is hidden the audience is told it was
// deleted, when it is unhidden the audience is told it was added.
import type { Question } from "@handraise/contract";
import type { Realtime } from "../../realtime/realtime.ts";

export function announceAdded(realtime: Realtime, question: Question): void {
  const payload = { eventId: question.eventId, question };
  if (question.hidden) realtime.toHosts(question.eventId).emit("questionAdded", payload);
  else realtime.toEvent(question.eventId).emit("questionAdded", payload);
}

export function announceUpdated(realtime: Realtime, question: Question): void {
  const payload = { eventId: question.eventId, question };
  if (question.hidden) realtime.toHosts(question.eventId).emit("questionUpdated", payload);
  else realtime.toEvent(question.eventId).emit("questionUpdated", payload);
}

export function announceVisibilityChanged(realtime: Realtime, question: Question): void {
  const { eventId } = question;
  realtime.toHosts(eventId).emit("questionUpdated", { eventId, question });
  if (question.hidden) realtime.toAudience(eventId).emit("questionDeleted", { eventId, questionId: question._id });
  else realtime.toAudience(eventId).emit("questionAdded", { eventId, question });
}

/** The audience already lost a hidden question when it was hidden; only hosts hear it go. */
export function announceDeleted(realtime: Realtime, eventId: string, questionId: string, wasHidden: boolean): void {
  const payload = { eventId, questionId };
  if (wasHidden) realtime.toHosts(eventId).emit("questionDeleted", payload);
  else realtime.toEvent(eventId).emit("questionDeleted", payload);
}

/** During a burst, one question's reactions go out at most once per this many milliseconds. */
export const REACTION_WINDOW_MS = 250;

type Window = { timer: NodeJS.Timeout; changedSince: boolean };

/**
 * Likes and favourites come in bursts (a hall liking the question on the big screen). The first
 * change of a question goes out at once and opens a window; changes inside it are folded into
 * one questionUpdated when it closes, with the question read again from storage at that moment,
 * so the last state always goes out (whichever instance made the last change) and a question
 * gets at most four updates a second from reactions. Deleted meanwhile: nothing is sent.
 */
export class ReactionBroadcasts {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly realtime: Realtime,
    private readonly reload: (questionId: string) => Promise<Question | undefined>,
    private readonly windowMs = REACTION_WINDOW_MS,
  ) {}

  changed(question: Question): void {
    const open = this.windows.get(question._id);
    if (open) {
      open.changedSince = true;
      return;
    }
    announceUpdated(this.realtime, question);
    this.open(question._id);
  }

  private open(questionId: string): void {
    const timer = setTimeout(() => void this.close(questionId), this.windowMs);
    timer.unref();
    this.windows.set(questionId, { timer, changedSince: false });
  }

  private async close(questionId: string): Promise<void> {
    const window = this.windows.get(questionId);
    this.windows.delete(questionId);
    if (!window?.changedSince) return;
    // Changes made while the fresh state is read fold into the next window.
    this.open(questionId);
    const question = await this.reload(questionId).catch(() => undefined);
    if (question) announceUpdated(this.realtime, question);
  }
}

const reactionBroadcasts = new WeakMap<Realtime, ReactionBroadcasts>();

/** A like or favourite changed: tell the rooms, folded with the rest of a burst. */
export function announceReactionChanged(
  realtime: Realtime,
  question: Question,
  reload: (questionId: string) => Promise<Question | undefined>,
): void {
  let broadcasts = reactionBroadcasts.get(realtime);
  if (!broadcasts) {
    broadcasts = new ReactionBroadcasts(realtime, reload);
    reactionBroadcasts.set(realtime, broadcasts);
  }
  broadcasts.changed(question);
}
