// The questions of the event on screen (SPEC.md §4 "Question status"): the list is replaced on
// fetch, a live question goes to the front only if not already there, live updates keep the
// existing creator, deletes remove. Like and favourite toggle at once for the one who clicked
// and are corrected by the server's answer.
import type { Question } from "@handraise/contract";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import {
  deleteQuestion,
  editQuestion,
  fetchQuestions,
  setQuestionStatus,
  submitQuestion,
  toggleAnswered,
  toggleFavourite,
  toggleHidden,
  toggleLike,
  voteQuestion,
} from "./question-thunks.ts";

export type QuestionsState = {
  /** The event the list belongs to; messages about other events are ignored. */
  eventId: string | null;
  items: Question[];
  loading: boolean;
  error: string | null;
  lastFetched: number | null;
};

const initialState: QuestionsState = { eventId: null, items: [], loading: false, error: null, lastFetched: null };

type Reaction = "likes" | "favourites";

function toggleMember(question: Question, reaction: Reaction, memberId: string): void {
  const list = question[reaction];
  const at = list.indexOf(memberId);
  if (at >= 0) list.splice(at, 1);
  else list.push(memberId);
}

/** Replaces one question in place, keeping the creator already shown (SPEC.md §4). */
function replaceQuestion(state: QuestionsState, question: Question): void {
  const at = state.items.findIndex((q) => q._id === question._id);
  if (at < 0) return;
  const existing = state.items[at];
  state.items[at] = existing ? { ...question, creator: existing.creator } : question;
}

function insertAtFront(state: QuestionsState, question: Question): void {
  if (state.eventId !== null && question.eventId !== state.eventId) return;
  if (state.items.some((q) => q._id === question._id)) return;
  state.items.unshift(question);
}

export const questionsSlice = createSlice({
  name: "questions",
  initialState,
  reducers: {
    /** A new event on screen: forget the previous event's list. */
    questionsEventOpened(state, action: PayloadAction<string>) {
      if (state.eventId === action.payload) return;
      state.eventId = action.payload;
      state.items = [];
      state.error = null;
      state.lastFetched = null;
    },
    questionAddedLive(state, action: PayloadAction<{ eventId: string; question: Question }>) {
      if (action.payload.eventId !== state.eventId) return;
      insertAtFront(state, action.payload.question);
    },
    questionUpdatedLive(state, action: PayloadAction<{ eventId: string; question: Question }>) {
      if (action.payload.eventId !== state.eventId) return;
      replaceQuestion(state, action.payload.question);
    },
    questionRemovedLive(state, action: PayloadAction<{ eventId: string; questionId: string }>) {
      if (action.payload.eventId !== state.eventId) return;
      state.items = state.items.filter((q) => q._id !== action.payload.questionId);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchQuestions.pending, (state) => {
        state.loading = true;
      })
      .addCase(fetchQuestions.fulfilled, (state, action) => {
        state.loading = false;
        if (action.meta.arg.eventId !== state.eventId) return;
        state.items = action.payload;
        state.error = null;
        state.lastFetched = Date.now();
      })
      .addCase(fetchQuestions.rejected, (state, action) => {
        state.loading = false;
        if (action.meta.arg.eventId !== state.eventId) return;
        state.error = action.payload?.message ?? action.error.message ?? null;
      })
      .addCase(submitQuestion.fulfilled, (state, action) => {
        insertAtFront(state, action.payload);
      })
      .addCase(deleteQuestion.fulfilled, (state, action) => {
        state.items = state.items.filter((q) => q._id !== action.meta.arg.questionId);
      });

    // Optimistic for the one who clicked: toggle now, undo on failure, take the server's answer.
    for (const [thunk, reaction] of [
      [toggleLike, "likes"],
      [toggleFavourite, "favourites"],
    ] as const) {
      builder
        .addCase(thunk.pending, (state, action) => {
          const question = state.items.find((q) => q._id === action.meta.arg.questionId);
          if (question) toggleMember(question, reaction, action.meta.arg.memberId);
        })
        .addCase(thunk.rejected, (state, action) => {
          const question = state.items.find((q) => q._id === action.meta.arg.questionId);
          if (question) toggleMember(question, reaction, action.meta.arg.memberId);
        })
        .addCase(thunk.fulfilled, (state, action) => {
          replaceQuestion(state, action.payload);
        });
    }
    for (const thunk of [toggleAnswered, toggleHidden, setQuestionStatus, editQuestion, voteQuestion]) {
      builder.addCase(thunk.fulfilled, (state, action) => {
        replaceQuestion(state, action.payload);
      });
    }
  },
});

export const { questionsEventOpened, questionAddedLive, questionUpdatedLive, questionRemovedLive } =
  questionsSlice.actions;
