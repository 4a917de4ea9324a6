// Live questions (DECISIONS.md "Real time"): each message inserts, updates or removes the one
// question it carries in the event's cached list (RTK Query); nothing is re-fetched per message. After a reconnection the list is
// read once, since messages sent while away are lost. eventUpdated keeps the pause state live.
import type { Question } from "@handraise/contract";
import { useStore } from "react-redux";
import { useAppDispatch } from "../../app/hooks.ts";
import type { RootState } from "../../app/store.ts";
import { useEventRoom } from "../../lib/realtime-client.ts";
import { qandAInputSet } from "../app-settings/app-settings-slice.ts";
import { patchList, questionsApi } from "./api.ts";
import { insertAtFront, removeQuestion, replaceQuestion } from "./question-list.ts";

type LiveOptions = {
  /** Called for a question this page did not have yet (to announce it). */
  onNewQuestion: (question: Question) => void;
  onRejoined: () => void;
  credentialKey: string;
};

export function useQuestionLive(eventId: string, { onNewQuestion, onRejoined, credentialKey }: LiveOptions): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEventRoom(
    eventId,
    {
      questionAdded: ({ eventId: to, question }) => {
        if (to !== eventId) return;
        const list = questionsApi.endpoints.questions.select(eventId)(store.getState()).data ?? [];
        const known = list.some((q) => q._id === question._id);
        dispatch(patchList(eventId, (draft) => insertAtFront(draft, eventId, question)));
        if (!known) onNewQuestion(question);
      },
      questionUpdated: ({ eventId: to, question }) => {
        if (to === eventId) dispatch(patchList(eventId, (draft) => replaceQuestion(draft, question)));
      },
      questionDeleted: ({ eventId: to, questionId }) => {
        if (to === eventId) dispatch(patchList(eventId, (draft) => removeQuestion(draft, questionId)));
      },
      eventUpdated: ({ event }) => {
        if (event._id === eventId) dispatch(qandAInputSet(!event.questionsPaused));
      },
      onRejoined,
    },
    credentialKey,
  );
}
