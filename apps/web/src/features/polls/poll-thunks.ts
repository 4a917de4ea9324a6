// The poll calls of SPEC.md §7 (DECISIONS.md "Polls"). No poll screen exists (SPEC.md §1);
// these keep the list current for whatever shows polls later.
import { type CreatePollBody, MESSAGES, type Poll, type VotePollBody } from "@handraise/contract";
import { createAsyncThunk } from "@reduxjs/toolkit";
import { api } from "../../lib/api-client.ts";
import { type CallFailure, toFailure } from "../questions/question-thunks.ts";

const createThunk = createAsyncThunk.withTypes<{ rejectValue: CallFailure }>();

export const fetchPolls = createThunk("polls/fetch", async ({ eventId }: { eventId: string }, { rejectWithValue }) => {
  try {
    return await api.get<Poll[]>(`/api/polls/event/${encodeURIComponent(eventId)}`, MESSAGES.failedFetchPolls);
  } catch (error) {
    return rejectWithValue(toFailure(error, MESSAGES.failedFetchPolls));
  }
});

export const createPoll = createThunk("polls/create", async (body: CreatePollBody, { rejectWithValue }) => {
  try {
    return await api.post<Poll>("/api/polls", body, MESSAGES.failedCreatePoll);
  } catch (error) {
    return rejectWithValue(toFailure(error, MESSAGES.failedCreatePoll));
  }
});

export const votePoll = createThunk(
  "polls/vote",
  async ({ pollId, voteData }: { pollId: string; voteData: VotePollBody }, { rejectWithValue }) => {
    try {
      return await api.post<Poll>(`/api/polls/${encodeURIComponent(pollId)}/vote`, voteData, MESSAGES.failedVotePoll);
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.failedVotePoll));
    }
  },
);
