// The poll calls (docs/features/polls.md) as RTK Query endpoints. An event's polls are cached per
// event and kept live by its room's pollChanged and pollDeleted while a screen shows them; each
// call's answer (the whole poll) goes into that list at once, without another read.
import {
  type CreatePollBody,
  POLL_EVENT_PAYLOADS,
  type Poll,
  type UpdatePollBody,
  type VotePollBody,
} from "@handraise/contract";
import * as pollRoutes from "@handraise/contract/routes/polls";
import { type ApiDispatch, api, routeCall } from "../../lib/api.ts";
import { learnMessages } from "../../lib/message-schemas.ts";
import { afterFirstRead, roomJoined, watchEventRoom } from "../../lib/realtime-client.ts";
import { withOpened, withoutPoll, withPoll } from "./poll-list.ts";

// This module is what loads polls on a page: from here on its socket reads their messages.
learnMessages(POLL_EVENT_PAYLOADS);

type OnPoll = { eventId: string; pollId: string };

export const pollsApi = api.injectEndpoints({
  endpoints: (build) => ({
    polls: build.query({
      // Like the event and its questions: read once a watched room is joined.
      ...routeCall(pollRoutes.listPolls, async (eventId: string) => {
        await roomJoined(eventId);
        return { params: { eventId }, fallback: "messages.failedFetchPolls" };
      }),
      providesTags: (_polls, _failure, eventId) => [{ type: "Polls", id: eventId }],
      keepUnusedDataFor: 0,
      /** Live polls: each message replaces or removes the one poll it names; a rejoin reads again. */
      async onCacheEntryAdded(eventId, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        const live = afterFirstRead(cacheDataLoaded);
        const stop = watchEventRoom(eventId, () => ({
          pollChanged: ({ poll }) => {
            live(() => updateCachedData((polls) => withPoll(polls, poll)));
            if (poll.kind === "quiz" && poll.status === "closed") dispatch(leaderboardChanged(eventId));
          },
          pollDeleted: ({ pollId }) => live(() => updateCachedData((polls) => withoutPoll(polls, pollId))),
          eventDataErased: () => live(() => updateCachedData(() => [])),
          onRejoined: () => {
            void dispatch(pollsApi.endpoints.polls.initiate(eventId, { forceRefetch: true, subscribe: false }));
          },
        }));
        const loaded = await cacheDataLoaded.then(() => true).catch(() => false);
        if (loaded) await cacheEntryRemoved;
        stop();
      },
    }),
    createPoll: build.mutation({
      ...routeCall(pollRoutes.createPoll, (body: CreatePollBody) => ({ body, fallback: "messages.failedCreatePoll" })),
      onQueryStarted: async (body, { dispatch, queryFulfilled }) => {
        const { data: poll } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (poll)
          dispatch(patchPolls(body.eventId, (polls) => (poll.status === "open" ? withOpened : withPoll)(polls, poll)));
      },
    }),
    /** A host's change: open, close, back to draft, reveal or hide results, or the wording. */
    updatePoll: build.mutation({
      ...routeCall(pollRoutes.updatePoll, ({ pollId, change }: OnPoll & { change: UpdatePollBody }) => ({
        params: { pollId },
        body: change,
        fallback: "messages.failedUpdatePoll",
      })),
      onQueryStarted: (args, lifecycle) => applyAnswer(args, lifecycle),
    }),
    deletePoll: build.mutation({
      ...routeCall(pollRoutes.deletePoll, ({ pollId }: OnPoll) => ({
        params: { pollId },
        fallback: "messages.failedDeletePoll",
      })),
      onQueryStarted: async ({ eventId, pollId }, { dispatch, queryFulfilled }) => {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) dispatch(patchPolls(eventId, (polls) => withoutPoll(polls, pollId)));
      },
    }),
    /** A host hides an open answer from the wall (or shows it again). */
    setPollAnswerHidden: build.mutation({
      ...routeCall(
        pollRoutes.updatePollAnswer,
        ({ pollId, answerId, hidden }: OnPoll & { answerId: string; hidden: boolean }) => ({
          params: { pollId, answerId },
          body: { hidden },
          fallback: "messages.failedUpdatePoll",
        }),
      ),
      onQueryStarted: (args, lifecycle) => applyAnswer(args, lifecycle),
    }),
    /** The answer is the whole poll with the voter's own vote: it replaces the cached one. */
    votePoll: build.mutation({
      ...routeCall(pollRoutes.voteInPoll, ({ pollId, vote }: OnPoll & { vote: VotePollBody }) => ({
        params: { pollId },
        body: vote,
        fallback: "messages.failedVotePoll",
      })),
      onQueryStarted: (args, lifecycle) => applyAnswer(args, lifecycle),
    }),
    /** The quiz leaderboard: read again whenever a quiz of the event closes. */
    leaderboard: build.query({
      ...routeCall(pollRoutes.getLeaderboard, (eventId: string) => ({
        params: { eventId },
        fallback: "messages.failedFetchLeaderboard",
      })),
      providesTags: (_board, _failure, eventId) => [{ type: "Polls", id: `${eventId}:leaderboard` }],
      keepUnusedDataFor: 0,
    }),
  }),
});

function patchPolls(eventId: string, change: (polls: Poll[]) => Poll[]) {
  return pollsApi.util.updateQueryData("polls", eventId, change);
}

function leaderboardChanged(eventId: string) {
  return pollsApi.util.invalidateTags([{ type: "Polls", id: `${eventId}:leaderboard` }]);
}

/** A call whose answer is the poll's new state: into the event's list it goes. */
async function applyAnswer(
  { eventId }: OnPoll,
  { dispatch, queryFulfilled }: { dispatch: ApiDispatch; queryFulfilled: Promise<{ data: Poll }> },
): Promise<void> {
  const { data: poll } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (poll) dispatch(patchPolls(eventId, (polls) => (poll.status === "open" ? withOpened : withPoll)(polls, poll)));
}

export const {
  usePollsQuery,
  useCreatePollMutation,
  useUpdatePollMutation,
  useDeletePollMutation,
  useSetPollAnswerHiddenMutation,
  useVotePollMutation,
  useLeaderboardQuery,
} = pollsApi;
