// Live questions (DECISIONS.md "Real time"): each message inserts, updates or removes the one
// question it carries; nothing is re-fetched per message. After a reconnection the list is
// read once, since messages sent while away are lost. eventUpdated keeps the pause state live.
import type { Question } from "@handraise/contract";
import { useStore } from "react-redux";
import { useAppDispatch } from "../../app/hooks.ts";
import type { RootState } from "../../app/store.ts";
import { useEventRoom } from "../../lib/realtime-client.ts";
import { qandAInputSet } from "../app-settings/app-settings-slice.ts";
import { questionAddedLive, questionRemovedLive, questionUpdatedLive } from "./questions-slice.ts";

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
      questionAdded: (payload) => {
        const known = store.getState().questions.items.some((q) => q._id === payload.question._id);
        dispatch(questionAddedLive(payload));
        if (!known && payload.eventId === eventId) onNewQuestion(payload.question);
      },
      questionUpdated: (payload) => {
        dispatch(questionUpdatedLive(payload));
      },
      questionDeleted: (payload) => {
        dispatch(questionRemovedLive(payload));
      },
      eventUpdated: ({ event }) => {
        if (event._id === eventId) dispatch(qandAInputSet(!event.questionsPaused));
      },
      onRejoined,
    },
    credentialKey,
  );
}
