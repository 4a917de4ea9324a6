// The event's spotlight, the question answered now (docs/features/events.md "Now answering" "Now answering"): a
// field of the event, set and cleared by its hosts. The change is one transaction with the
// event's question-list version bump (questions/question-change.ts), as every change the lists
// show; the rooms hear it after the commit. Answering, hiding or deleting the question clears it
// in that change's own transaction (questions/, moderation/).
import { ANSWER_MESSAGES, type SpotlightAnswer } from "@handraise/contract";
import type { Actor } from "../../http/actor.ts";
import { conflict } from "../../http/app-error.ts";
import { questionForActor } from "../questions/lookup.ts";
import { changeQuestions, type QuestionDeps } from "../questions/question-change.ts";
import { announceSpotlight } from "./broadcast.ts";
import { assertHost } from "./policy.ts";
import { clearSpotlight, setSpotlight } from "./repository.ts";

/**
 * A host sets the question answered now (on) or takes it down (off; only if it is this one).
 * Only a question the audience sees can be set: the check and the change are one statement.
 */
export function spotlightQuestion(
  deps: QuestionDeps,
  actor: Actor,
  questionId: string,
  on: boolean,
): Promise<SpotlightAnswer> {
  return changeQuestions(
    deps,
    async (trx) => {
      const { row, access } = await questionForActor(trx, actor, questionId);
      assertHost(access);
      const eventId = row.event_id;
      if (on) {
        if (!(await setSpotlight(trx, eventId, questionId))) throw conflict(ANSWER_MESSAGES.spotlightNotShown);
        return { eventId, result: { eventId, questionId } };
      }
      if (await clearSpotlight(trx, eventId, questionId)) return { eventId, result: { eventId, questionId: null } };
      return { eventId, changed: false, result: { eventId, questionId: access.event.spotlight_question_id } };
    },
    (answer) => announceSpotlight(deps.realtime, answer.eventId, answer.questionId),
  );
}
