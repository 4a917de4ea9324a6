// The poll list of an event (SPEC.md §4 "Lists"): a created poll is appended, a voted poll
// replaces the matching one.
import type { Poll } from "@handraise/contract";
import { createSlice } from "@reduxjs/toolkit";
import { createPoll, fetchPolls, votePoll } from "./poll-thunks.ts";

export type PollsState = { items: Poll[]; loading: boolean; error: string | null };

const initialState: PollsState = { items: [], loading: false, error: null };

export const pollsSlice = createSlice({
  name: "polls",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPolls.pending, (state) => {
        state.loading = true;
      })
      .addCase(fetchPolls.fulfilled, (state, action) => {
        state.loading = false;
        state.items = action.payload;
        state.error = null;
      })
      .addCase(fetchPolls.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload?.message ?? null;
      })
      .addCase(createPoll.fulfilled, (state, action) => {
        state.items.push(action.payload);
      })
      .addCase(votePoll.fulfilled, (state, action) => {
        state.items = state.items.map((p) => (p._id === action.payload._id ? action.payload : p));
      });
  },
});
