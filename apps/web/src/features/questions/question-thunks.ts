// Every question call of SPEC.md §7 as a thunk, with the fallback messages of §8. A failure
// rejects with {message, status}: status 0 means the request never got an answer.
import { API_ROUTES, MESSAGES, type QuestionStatus } from "@handraise/contract";
import { createAsyncThunk } from "@reduxjs/toolkit";
import { ApiError, callApi } from "../../lib/api-client.ts";

export type CallFailure = { message: string; status: number };

export function toFailure(error: unknown, fallback: string): CallFailure {
  if (error instanceof ApiError) return { message: error.message || fallback, status: error.status };
  return { message: fallback, status: 0 };
}

const createThunk = createAsyncThunk.withTypes<{ rejectValue: CallFailure }>();

export const fetchQuestions = createThunk(
  "questions/fetch",
  async ({ eventId }: { eventId: string }, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES.listQuestions, { params: { eventId }, fallback: MESSAGES.failedFetchQuestions });
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.failedFetchQuestions));
    }
  },
);

export type SubmitArgs = { eventId: string; content: string; memberId: string; idempotencyKey: string };

/** The Idempotency-Key makes a retry after a lost answer return the first question. */
export const submitQuestion = createThunk(
  "questions/submit",
  async ({ eventId, content, memberId, idempotencyKey }: SubmitArgs, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES.askQuestion, {
        params: { eventId },
        body: { content, memberId },
        headers: { "Idempotency-Key": idempotencyKey },
        fallback: MESSAGES.submissionFailed,
      });
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.submissionFailed));
    }
  },
);

export const setQuestionStatus = createThunk(
  "questions/setStatus",
  async ({ questionId, status }: { questionId: string; status: QuestionStatus }, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES.setQuestionStatus, {
        params: { id: questionId },
        body: { status },
        fallback: MESSAGES.failedUpdateStatus,
      });
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.failedUpdateStatus));
    }
  },
);

export const editQuestion = createThunk(
  "questions/edit",
  async ({ questionId, content }: { questionId: string; content: string }, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES.editQuestion, {
        params: { id: questionId },
        body: { content },
        fallback: MESSAGES.failedEditQuestion,
      });
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.failedEditQuestion));
    }
  },
);

/** Defined by the product and unused by the screens (SPEC.md §7). */
export const voteQuestion = createThunk(
  "questions/vote",
  async ({ questionId, voteType }: { questionId: string; voteType: "up" | "down" }, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES.voteOnQuestion, {
        params: { id: questionId },
        body: { voteType },
        fallback: MESSAGES.failedVoteQuestion,
      });
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.failedVoteQuestion));
    }
  },
);

export type ReactionArgs = { questionId: string; memberId: string };

function reactionThunk(name: "like" | "favourite") {
  const route = name === "like" ? API_ROUTES.likeQuestion : API_ROUTES.favouriteQuestion;
  return createThunk(`questions/${name}`, async ({ questionId, memberId }: ReactionArgs, { rejectWithValue }) => {
    try {
      return await callApi(route, {
        params: { id: questionId },
        body: { memberId },
        fallback: MESSAGES.failedVoteQuestion,
      });
    } catch (error) {
      // Like and favourite failures are only logged (SPEC.md §8); the slice undoes the toggle.
      console.warn(`${name} failed`, error);
      return rejectWithValue(toFailure(error, MESSAGES.failedVoteQuestion));
    }
  });
}

export const toggleLike = reactionThunk("like");
export const toggleFavourite = reactionThunk("favourite");

export const deleteQuestion = createThunk(
  "questions/delete",
  async ({ questionId }: { questionId: string }, { rejectWithValue }) => {
    try {
      await callApi(API_ROUTES.deleteQuestion, { params: { id: questionId }, fallback: MESSAGES.failedVoteQuestion });
      return questionId;
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.failedVoteQuestion));
    }
  },
);

function moderationThunk(name: "toggleAnswered" | "toggleHidden", fallback: string) {
  return createThunk(`questions/${name}`, async ({ questionId, memberId }: ReactionArgs, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES[name], { params: { id: questionId }, body: { memberId }, fallback });
    } catch (error) {
      return rejectWithValue(toFailure(error, fallback));
    }
  });
}

export const toggleAnswered = moderationThunk("toggleAnswered", MESSAGES.errorTogglingAnswered);
export const toggleHidden = moderationThunk("toggleHidden", MESSAGES.errorTogglingHidden);

/** "Pause Q's" / "Continue Q's": a stored property of the event, broadcast as eventUpdated. */
export const setQuestionsPaused = createThunk(
  "questions/setPaused",
  async ({ eventId, paused }: { eventId: string; paused: boolean }, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES.updateEvent, {
        params: { id: eventId },
        body: { questionsPaused: paused },
        fallback: MESSAGES.failedUpdateEvent,
      });
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.failedUpdateEvent));
    }
  },
);
