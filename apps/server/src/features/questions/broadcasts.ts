// Who hears about a question, sent after commit with the payload the server built. Hidden
// questions reach the hosts' room and their author only: when a question is hidden the rest of
// the audience is told it was deleted, when it is unhidden that it was added. Its author keeps it
// (docs/features/questions.md), so it stays in their own list and their "Mine" count.
//
// Every function takes the question in its author's view (presenter.ts presentQuestion). An
// anonymous question, or one awaiting review, is "private" (docs/features/questions.md): the rooms get
// the anonymised copy, never the author's sockets (the member room, contract memberRoom), which
// get the author's own view instead; a question awaiting review reaches the hosts' room only.
import { memberRoom, type Question } from "@handraise/contract";
import type { Realtime } from "../../realtime/realtime.ts";
import { anonymised } from "./presenter.ts";

export type QuestionMessage = "questionAdded" | "questionUpdated";

function isPrivate(question: Question): boolean {
  return question.anonymous || question.awaitingReview;
}

function announcePrivate(realtime: Realtime, question: Question, name: QuestionMessage): void {
  const { eventId } = question;
  const shown = { eventId, question: anonymised(question) };
  const rooms = question.hidden || question.awaitingReview ? realtime.toHosts(eventId) : realtime.toEvent(eventId);
  rooms.except(memberRoom(question.createdBy)).emit(name, shown);
  realtime.toMember(question.createdBy).emit(name, { eventId, question });
}

/** A question added or changed (`name`), to everyone who may see it, each in the view they may see. */
export function announceQuestion(realtime: Realtime, name: QuestionMessage, question: Question): void {
  if (isPrivate(question)) announcePrivate(realtime, question, name);
  else if (question.hidden) toHostsAndAuthor(realtime, question, name);
  else realtime.toEvent(question.eventId).emit(name, { eventId: question.eventId, question });
}

/** A hidden question's news: the hosts' room and its author's sockets, nobody else. */
function toHostsAndAuthor(realtime: Realtime, question: Question, name: QuestionMessage): void {
  const payload = { eventId: question.eventId, question };
  realtime.toHosts(question.eventId).except(memberRoom(question.createdBy)).emit(name, payload);
  realtime.toMember(question.createdBy).emit(name, payload);
}

export function announceVisibilityChanged(realtime: Realtime, question: Question): void {
  const { eventId } = question;
  const shown = anonymised(question);
  const author = memberRoom(question.createdBy);
  realtime.toHosts(eventId).except(author).emit("questionUpdated", { eventId, question: shown });
  // A question awaiting review was never the audience's; only its author saw it. The author keeps
  // a hidden question of theirs, marked hidden; the rest of the audience loses it.
  const audience = question.awaitingReview ? undefined : realtime.toAudience(eventId).except(author);
  if (question.hidden) {
    audience?.emit("questionDeleted", { eventId, questionId: question._id });
    realtime.toMember(question.createdBy).emit("questionUpdated", { eventId, question });
  } else {
    audience?.emit("questionAdded", { eventId, question: shown });
    realtime.toMember(question.createdBy).emit("questionAdded", { eventId, question });
  }
}

/** A question awaiting review was published: the audience hears of it for the first time. */
export function announceApproved(realtime: Realtime, question: Question): void {
  if (question.hidden) {
    announceQuestion(realtime, "questionUpdated", question);
    return;
  }
  const { eventId } = question;
  const shown = { eventId, question: anonymised(question) };
  const author = memberRoom(question.createdBy);
  realtime.toHosts(eventId).except(author).emit("questionUpdated", shown);
  realtime.toAudience(eventId).except(author).emit("questionAdded", shown);
  realtime.toMember(question.createdBy).emit("questionUpdated", { eventId, question });
}

/**
 * A published question went back to review (its author edited it under moderation): the
 * audience loses it, hosts and the author see it awaiting review. A hidden one was the hosts' only.
 */
export function announceBackToReview(realtime: Realtime, question: Question): void {
  if (question.hidden) {
    announceQuestion(realtime, "questionUpdated", question);
    return;
  }
  const { eventId } = question;
  const author = memberRoom(question.createdBy);
  realtime.toAudience(eventId).except(author).emit("questionDeleted", { eventId, questionId: question._id });
  realtime
    .toHosts(eventId)
    .except(author)
    .emit("questionUpdated", { eventId, question: anonymised(question) });
  realtime.toMember(question.createdBy).emit("questionUpdated", { eventId, question });
}

/**
 * The audience already lost a hidden question when it was hidden, and never had one awaiting
 * review: only hosts and the author (`awaiting.authorId`, given for both) hear it go.
 */
export function announceDeleted(
  realtime: Realtime,
  eventId: string,
  questionId: string,
  wasHidden: boolean,
  awaiting?: { authorId: string },
): void {
  const payload = { eventId, questionId };
  if (wasHidden && awaiting) {
    realtime.toHosts(eventId).except(memberRoom(awaiting.authorId)).emit("questionDeleted", payload);
    realtime.toMember(awaiting.authorId).emit("questionDeleted", payload);
  } else if (wasHidden) realtime.toHosts(eventId).emit("questionDeleted", payload);
  else if (awaiting) {
    realtime.toHosts(eventId).except(memberRoom(awaiting.authorId)).emit("questionDeleted", payload);
    realtime.toMember(awaiting.authorId).emit("questionDeleted", payload);
  } else realtime.toEvent(eventId).emit("questionDeleted", payload);
}

/**
 * During a burst, one question's reactions go out at most once per this many milliseconds. Half
 * a second: a storm on ten questions in a room of 2,000 is then 40,000 deliveries a second, not
 * 80,000 (docs/PERFORMANCE.md), and the final counts still arrive well within a second.
 */
export const REACTION_WINDOW_MS = 500;

/**
 * Windows close on a shared beat of this many milliseconds, so that the windows of a burst's
 * questions close together and each socket gets their updates in one write, not one write per
 * question (docs/PERFORMANCE.md "Windows on one beat").
 */
export const REACTION_BEAT_MS = 250;

type Window = { closesAt: number; changedSince: boolean };

/** The first beat at or after `time`. */
function onBeat(time: number, beatMs: number): number {
  return Math.ceil(time / beatMs) * beatMs;
}

/**
 * Likes and favourites come in bursts (a hall liking the question on the big screen). The first
 * change of a question goes out at once and opens a window; changes inside it are folded into
 * one questionUpdated when it closes, with the question read again from storage at that moment,
 * so the last state always goes out (whichever instance made the last change) and a question
 * gets at most two updates a second from reactions. A window lasts at least `windowMs` and closes
 * on the next beat; while changes go on, the next window closes `windowMs` after it. Deleted
 * meanwhile: nothing is sent.
 */
export class ReactionBroadcasts {
  private readonly windows = new Map<string, Window>();
  /** Questions whose window closed with changes, to be read and sent together. */
  private readonly due = new Set<string>();

  constructor(
    private readonly realtime: Realtime,
    private readonly reload: (questionId: string) => Promise<Question | undefined>,
    private readonly windowMs = REACTION_WINDOW_MS,
    private readonly beatMs = REACTION_BEAT_MS,
  ) {}

  changed(question: Question): void {
    const open = this.windows.get(question._id);
    if (open) {
      open.changedSince = true;
      return;
    }
    announceQuestion(this.realtime, "questionUpdated", question);
    this.open(question._id, Date.now() + this.windowMs);
  }

  /** A window until the first beat at or after `until`. */
  private open(questionId: string, until: number): void {
    const now = Date.now();
    const closesAt = onBeat(Math.max(until, now), this.beatMs);
    const timer = setTimeout(() => void this.close(questionId), closesAt - now);
    timer.unref();
    this.windows.set(questionId, { closesAt, changedSince: false });
  }

  private close(questionId: string): void {
    const window = this.windows.get(questionId);
    this.windows.delete(questionId);
    if (!window?.changedSince) return;
    // Changes made while the fresh state is read fold into the next window, on the same beat as
    // the windows that closed with this one even if this timer ran late.
    this.open(questionId, window.closesAt + this.windowMs);
    // Windows that close on one beat are read, then sent in one go, so each socket gets them in
    // one write (realtime/single-buffer-frames.ts).
    this.due.add(questionId);
    if (this.due.size === 1) setImmediate(() => void this.sendDue());
  }

  private async sendDue(): Promise<void> {
    const ids = [...this.due];
    this.due.clear();
    const questions = await Promise.all(ids.map((id) => this.reload(id).catch(() => undefined)));
    this.realtime.inOneWrite(() => {
      for (const question of questions) {
        if (question) announceQuestion(this.realtime, "questionUpdated", question);
      }
    });
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
