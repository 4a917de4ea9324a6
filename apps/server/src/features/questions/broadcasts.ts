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
