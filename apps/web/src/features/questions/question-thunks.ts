// Every question call of SPEC.md §7 as a thunk, with the fallback messages of §8. A failure
// rejects with {message, status}: status 0 means the request never got an answer.
import {
  type HandraiseEvent,
  MESSAGES,
  type Question,
  type QuestionStatus,
  questionListSchema,
  questionSchema,
} from "@handraise/contract";
import { createAsyncThunk } from "@reduxjs/toolkit";
import { ApiError, api } from "../../lib/api-client.ts";

export type CallFailure = { message: string; status: number };

export function toFailure(error: unknown, fallback: string): CallFailure {
  if (error instanceof ApiError) return { message: error.message || fallback, status: error.status };
  return { message: fallback, status: 0 };
}

const createThunk = createAsyncThunk.withTypes<{ rejectValue: CallFailure }>();

/** Answers are checked against the contract so a surprising answer never corrupts the list. */
function asQuestion(answer: unknown, fallback: string): Question {
  const parsed = questionSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(500, fallback);
  return parsed.data;
}

const enc = encodeURIComponent;

export const fetchQuestions = createThunk(
  "questions/fetch",
  async ({ eventId }: { eventId: string }, { rejectWithValue }) => {
    try {
      const answer = await api.get<unknown>(`/api/questions/event/${enc(eventId)}`, MESSAGES.failedFetchQuestions);
      const parsed = questionListSchema.safeParse(answer);
      if (!parsed.success) return rejectWithValue({ message: MESSAGES.failedFetchQuestions, status: 500 });
      return parsed.data;
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
      const answer = await api.post<unknown>(
        `/api/questions/${enc(eventId)}`,
        { content, memberId },
        MESSAGES.submissionFailed,
        { "Idempotency-Key": idempotencyKey },
      );
      return asQuestion(answer, MESSAGES.submissionFailed);
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.submissionFailed));
    }
  },
);

export const setQuestionStatus = createThunk(
  "questions/setStatus",
  async ({ questionId, status }: { questionId: string; status: QuestionStatus }, { rejectWithValue }) => {
    try {
      const answer = await api.put<unknown>(
        `/api/questions/${enc(questionId)}/status`,
        { status },
        MESSAGES.failedUpdateStatus,
      );
      return asQuestion(answer, MESSAGES.failedUpdateStatus);
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.failedUpdateStatus));
    }
  },
);

export const editQuestion = createThunk(
  "questions/edit",
  async ({ questionId, content }: { questionId: string; content: string }, { rejectWithValue }) => {
    try {
      const answer = await api.put<unknown>(
        `/api/questions/${enc(questionId)}/edit`,
        { content },
        MESSAGES.failedEditQuestion,
      );
      return asQuestion(answer, MESSAGES.failedEditQuestion);
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
      const answer = await api.post<unknown>(
        `/api/questions/${enc(questionId)}/vote`,
        { voteType },
        MESSAGES.failedVoteQuestion,
      );
      return asQuestion(answer, MESSAGES.failedVoteQuestion);
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.failedVoteQuestion));
    }
  },
);

export type ReactionArgs = { questionId: string; memberId: string };

function reactionThunk(name: "like" | "favourite") {
  return createThunk(`questions/${name}`, async ({ questionId, memberId }: ReactionArgs, { rejectWithValue }) => {
    try {
      const answer = await api.post<unknown>(
        `/api/questions/${enc(questionId)}/${name}`,
        { memberId },
        MESSAGES.failedVoteQuestion,
      );
      return asQuestion(answer, MESSAGES.failedVoteQuestion);
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
      await api.delete<unknown>(`/api/questions/${enc(questionId)}/delete`, MESSAGES.failedVoteQuestion);
      return questionId;
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.failedVoteQuestion));
    }
  },
);

function moderationThunk(path: "toggle-answered" | "toggle-hidden", fallback: string) {
  return createThunk(`questions/${path}`, async ({ questionId, memberId }: ReactionArgs, { rejectWithValue }) => {
    try {
      const answer = await api.patch<unknown>(`/api/questions/${enc(questionId)}/${path}`, { memberId }, fallback);
      return asQuestion(answer, fallback);
    } catch (error) {
      return rejectWithValue(toFailure(error, fallback));
    }
  });
}

export const toggleAnswered = moderationThunk("toggle-answered", MESSAGES.errorTogglingAnswered);
export const toggleHidden = moderationThunk("toggle-hidden", MESSAGES.errorTogglingHidden);

/** "Pause Q's" / "Continue Q's": a stored property of the event, broadcast as eventUpdated. */
export const setQuestionsPaused = createThunk(
  "questions/setPaused",
  async ({ eventId, paused }: { eventId: string; paused: boolean }, { rejectWithValue }) => {
    try {
      return await api.put<HandraiseEvent>(
        `/api/events/${enc(eventId)}`,
        { questionsPaused: paused },
        MESSAGES.failedUpdateEvent,
      );
    } catch (error) {
      return rejectWithValue(toFailure(error, MESSAGES.failedUpdateEvent));
    }
  },
);
