// The poll calls of docs/product.md §7 (docs/product.md §10 "Polls"). No poll screen exists (docs/product.md §1);
// these keep an event's polls current in the cache for whatever shows polls later.
import { type CreatePollBody, MESSAGES, type VotePollBody } from "@handraise/contract";
import * as pollRoutes from "@handraise/contract/routes/polls";
import { api, routeCall } from "../../lib/api.ts";
import { roomJoined } from "../../lib/realtime-client.ts";

export const pollsApi = api.injectEndpoints({
  endpoints: (build) => ({
    polls: build.query({
      // Like the event and its questions: read once a watched room is joined.
      ...routeCall(pollRoutes.listPolls, async (eventId: string) => {
        await roomJoined(eventId);
        return { params: { eventId }, fallback: MESSAGES.failedFetchPolls };
      }),
      providesTags: (_polls, _failure, eventId) => [{ type: "Polls", id: eventId }],
    }),
    createPoll: build.mutation({
      ...routeCall(pollRoutes.createPoll, (body: CreatePollBody) => ({ body, fallback: MESSAGES.failedCreatePoll })),
      invalidatesTags: (_poll, _failure, body) => [{ type: "Polls", id: body.eventId }],
    }),
    votePoll: build.mutation({
      ...routeCall(pollRoutes.voteInPoll, ({ pollId, voteData }: { pollId: string; voteData: VotePollBody }) => ({
        params: { pollId },
        body: voteData,
        fallback: MESSAGES.failedVotePoll,
      })),
      // The answer is the whole poll: it replaces the cached one without another read.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data: poll } = await queryFulfilled;
        dispatch(
          pollsApi.util.updateQueryData("polls", poll.eventId, (polls) =>
            polls.map((p) => (p._id === poll._id ? poll : p)),
          ),
        );
      },
    }),
  }),
});

export const { usePollsQuery, useCreatePollMutation, useVotePollMutation } = pollsApi;
