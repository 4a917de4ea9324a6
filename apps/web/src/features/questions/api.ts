// Every question call of docs/product.md §7 as RTK Query endpoints, with the fallback messages of §8.
// The list is cached per event; each answer of a call that changes one question is applied to
// that list at once (no re-read), likes and favourites toggle before the server answers and are
// undone if it refuses. Live messages of the event's room patch the same cache while it is held.
import type { Question, QuestionStatus } from "@handraise/contract";
import * as questionRoutes from "@handraise/contract/routes/questions";
import { type ApiDispatch, api, routeCall } from "../../lib/api.ts";
import { afterFirstRead, type RoomHandlers, roomJoined, watchEventRoom } from "../../lib/realtime-client.ts";
import {
  addLive,
  insertAtFront,
  type Reaction,
  removeQuestion,
  replaceQuestion,
  toggleMember,
} from "./question-list.ts";

/** Every call on one question names its event too: that is the list its answer goes into. */
type OnQuestion = { eventId: string; questionId: string };
export type ReactionArgs = OnQuestion & { memberId: string };
export type SubmitArgs = {
  eventId: string;
  content: string;
  memberId: string;
  idempotencyKey: string;
  /** Asked without the name shown (only where the event allows it). */
  anonymous?: boolean;
};

export const questionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    questions: build.query({
      // Read once the room is joined (its cache entry starts watching before this runs).
      ...routeCall(questionRoutes.listQuestions, async (eventId: string) => {
        await roomJoined(eventId);
        return { params: { eventId }, fallback: "messages.failedFetchQuestions" };
      }),
      providesTags: (_list, _failure, eventId) => [{ type: "Questions", id: eventId }],
      // Watched only while a screen shows it: the event's room is left with the last one.
      keepUnusedDataFor: 0,
      /**
       * Live questions (docs/product.md §10 "Real time"): while the list is cached, each message of the
       * event's room inserts, updates or removes the one question it carries; nothing is read
       * again per message. After a reconnection or the server's catchUp the list is read once,
       * since messages sent meanwhile are lost. The room is joined before the first read, which
       * waits for it, so a question asked while the page opens is not lost.
       */
      async onCacheEntryAdded(eventId, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        const live = afterFirstRead(cacheDataLoaded);
        const stop = watchEventRoom(eventId, () => ({
          ...questionMessages(eventId, (change) => live(() => updateCachedData(change))),
          onRejoined: () => {
            void dispatch(questionsApi.endpoints.questions.initiate(eventId, { forceRefetch: true, subscribe: false }));
          },
        }));
        const loaded = await cacheDataLoaded.then(() => true).catch(() => false);
        if (loaded) await cacheEntryRemoved;
        stop();
      },
    }),
    /** The Idempotency-Key makes a retry after a lost answer return the first question. */
    askQuestion: build.mutation({
      ...routeCall(
        questionRoutes.askQuestion,
        ({ eventId, content, memberId, idempotencyKey, anonymous }: SubmitArgs) => ({
          params: { eventId },
          body: anonymous ? { content, memberId, anonymous } : { content, memberId },
          headers: { "Idempotency-Key": idempotencyKey },
          fallback: "messages.submissionFailed",
        }),
      ),
      async onQueryStarted({ eventId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(patchList(eventId, (list) => insertAtFront(list, eventId, data)));
      },
    }),
    setQuestionStatus: build.mutation({
      ...routeCall(
        questionRoutes.setQuestionStatus,
        ({ questionId, status }: OnQuestion & { status: QuestionStatus }) => ({
          params: { id: questionId },
          body: { status },
          fallback: "messages.failedUpdateStatus",
        }),
      ),
      onQueryStarted: (args, lifecycle) => applyAnswer(args, lifecycle),
    }),
    editQuestion: build.mutation({
      ...routeCall(questionRoutes.editQuestion, ({ questionId, content }: OnQuestion & { content: string }) => ({
        params: { id: questionId },
        body: { content },
        fallback: "messages.failedEditQuestion",
      })),
      onQueryStarted: (args, lifecycle) => applyAnswer(args, lifecycle),
    }),
    /** A host publishes a question awaiting review; the audience hears of it as added. */
    approveQuestion: build.mutation({
      ...routeCall(questionRoutes.approveQuestion, ({ questionId }: OnQuestion) => ({
        params: { id: questionId },
        fallback: "messages.approveFailed",
      })),
      onQueryStarted: (args, lifecycle) => applyAnswer(args, lifecycle),
    }),
    /** A host's reply under the question; empty text removes it (docs/features/questions.md). */
    replyToQuestion: build.mutation({
      ...routeCall(questionRoutes.replyToQuestion, ({ questionId, text }: OnQuestion & { text: string }) => ({
        params: { id: questionId },
        body: { text },
        fallback: "messages.replyFailed",
      })),
      onQueryStarted: (args, lifecycle) => applyAnswer(args, lifecycle),
    }),
    /** Defined by the product and unused by the screens (docs/product.md §7). */
    voteQuestion: build.mutation({
      ...routeCall(
        questionRoutes.voteOnQuestion,
        ({ questionId, voteType }: OnQuestion & { voteType: "up" | "down" }) => ({
          params: { id: questionId },
          body: { voteType },
          fallback: "messages.failedVoteQuestion",
        }),
      ),
      onQueryStarted: (args, lifecycle) => applyAnswer(args, lifecycle),
    }),
    likeQuestion: build.mutation({
      ...routeCall(questionRoutes.likeQuestion, ({ questionId, memberId }: ReactionArgs) => ({
        params: { id: questionId },
        body: { memberId },
        fallback: "messages.failedVoteQuestion",
      })),
      onQueryStarted: (args, lifecycle) => optimisticReaction("likes", args, lifecycle),
    }),
    favouriteQuestion: build.mutation({
      ...routeCall(questionRoutes.favouriteQuestion, ({ questionId, memberId }: ReactionArgs) => ({
        params: { id: questionId },
        body: { memberId },
        fallback: "messages.failedVoteQuestion",
      })),
      onQueryStarted: (args, lifecycle) => optimisticReaction("favourites", args, lifecycle),
    }),
    deleteQuestion: build.mutation({
      ...routeCall(questionRoutes.deleteQuestion, ({ questionId }: OnQuestion) => ({
        params: { id: questionId },
        fallback: "messages.failedVoteQuestion",
      })),
      async onQueryStarted({ eventId, questionId }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) dispatch(patchList(eventId, (list) => removeQuestion(list, questionId)));
      },
    }),
    toggleAnswered: build.mutation({
      ...routeCall(questionRoutes.toggleAnswered, ({ questionId, memberId }: ReactionArgs) => ({
        params: { id: questionId },
        body: { memberId },
        fallback: "messages.errorTogglingAnswered",
      })),
      onQueryStarted: (args, lifecycle) => applyAnswer(args, lifecycle),
    }),
    toggleHidden: build.mutation({
      ...routeCall(questionRoutes.toggleHidden, ({ questionId, memberId }: ReactionArgs) => ({
        params: { id: questionId },
        body: { memberId },
        fallback: "messages.errorTogglingHidden",
      })),
      onQueryStarted: (args, lifecycle) => applyAnswer(args, lifecycle),
    }),
  }),
});

/**
 * What the event's room says about its questions, applied to its cached list: the one table of
 * question messages. `change` patches the list (the cache entry holds each patch until its first
 * read has arrived). A message about another event's list is not this one's.
 */
export function questionMessages(
  eventId: string,
  change: (patch: (list: Question[]) => void) => void,
): Pick<RoomHandlers, "questionAdded" | "questionUpdated" | "questionDeleted" | "eventDataErased"> {
  return {
    questionAdded: ({ eventId: to, question }) => {
      if (to === eventId) change((list) => addLive(list, eventId, question));
    },
    questionUpdated: ({ eventId: to, question }) => {
      if (to === eventId) change((list) => replaceQuestion(list, question));
    },
    questionDeleted: ({ eventId: to, questionId }) => {
      if (to === eventId) change((list) => removeQuestion(list, questionId));
    },
    // The creator erased the event's questions (docs/features/reports.md "Erasing").
    eventDataErased: ({ eventId: to }) => {
      if (to === eventId) change((list) => void list.splice(0));
    },
  };
}

type Lifecycle = { dispatch: ApiDispatch; queryFulfilled: Promise<{ data: Question }> };

/** Changes the cached list of one event, if a screen holds it. */
export function patchList(eventId: string, change: (list: Question[]) => void) {
  return questionsApi.util.updateQueryData("questions", eventId, change);
}

/** The server's answer replaces the question in its event's list. */
async function applyAnswer({ eventId }: { eventId: string }, { dispatch, queryFulfilled }: Lifecycle) {
  const answer = await queryFulfilled.catch(() => undefined);
  if (answer) dispatch(patchList(eventId, (list) => replaceQuestion(list, answer.data)));
}

/** Optimistic for the one who clicked: toggle now, undo on failure, take the server's answer. */
async function optimisticReaction(reaction: Reaction, args: ReactionArgs, { dispatch, queryFulfilled }: Lifecycle) {
  const { eventId, questionId, memberId } = args;
  const patch = dispatch(patchList(eventId, (list) => toggleMember(list, questionId, reaction, memberId)));
  try {
    const { data } = await queryFulfilled;
    dispatch(patchList(eventId, (list) => replaceQuestion(list, data)));
  } catch (error) {
    // Like and favourite failures are only logged (docs/product.md §8).
    console.warn(`${reaction} failed`, error);
    patch.undo();
  }
}

export const {
  useQuestionsQuery,
  useLikeQuestionMutation,
  useFavouriteQuestionMutation,
  useToggleAnsweredMutation,
  useToggleHiddenMutation,
  useDeleteQuestionMutation,
  useReplyToQuestionMutation,
  useApproveQuestionMutation,
  useEditQuestionMutation,
} = questionsApi;
