// Client state of events: the viewer's guest identity, kept here so screens re-render when a
// guest joins. The browser's copy is restored and saved outside the reducer (app/persistence.ts);
// clearing the user forgets it, as it wipes the browser's copy. The events themselves are
// server data (api.ts).
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { GuestInfo } from "../../lib/storage.ts";
import { loggedOut, userCleared } from "../session/slice.ts";

export type EventsState = { guestInfo: GuestInfo | null };

const initialState: EventsState = { guestInfo: null };

export const eventsSlice = createSlice({
  name: "events",
  initialState,
  reducers: {
    guestJoined(state, action: PayloadAction<GuestInfo>) {
      state.guestInfo = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userCleared, (state) => {
      state.guestInfo = null;
    });
    builder.addCase(loggedOut, (state) => {
      state.guestInfo = null;
    });
  },
});

export const { guestJoined } = eventsSlice.actions;
