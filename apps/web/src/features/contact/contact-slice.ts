// The contact form's state (SPEC.md §3 "Contact message"): loading, successMessage, error.
import { type ContactBody, MESSAGES } from "@handraise/contract";
import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import { api, errorMessage } from "../../lib/api-client.ts";

export type ContactState = { loading: boolean; successMessage: string | null; error: string | null };

const initialState: ContactState = { loading: false, successMessage: null, error: null };

export const sendContactMessage = createAsyncThunk<string, ContactBody, { rejectValue: string }>(
  "contact/send",
  async (body, { rejectWithValue }) => {
    try {
      const answer = await api.post<{ message: string }>("/api/contact", body, MESSAGES.failedSendMessage);
      return answer.message;
    } catch (error) {
      return rejectWithValue(errorMessage(error, MESSAGES.failedSendMessage));
    }
  },
);

export const contactSlice = createSlice({
  name: "contact",
  initialState,
  reducers: {
    contactReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(sendContactMessage.pending, (state) => {
        state.loading = true;
        state.error = null;
        state.successMessage = null;
      })
      .addCase(sendContactMessage.fulfilled, (state, action) => {
        state.loading = false;
        state.successMessage = action.payload;
      })
      .addCase(sendContactMessage.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? MESSAGES.failedSendMessage;
      });
  },
});

export const { contactReset } = contactSlice.actions;
