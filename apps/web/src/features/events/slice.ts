// Client state of events: the viewer's guest identity (saved in the browser), kept here so
// screens re-render when a guest joins. The events themselves are server data (api.ts).
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { type GuestInfo, storage } from "../../lib/storage.ts";

export type EventsState = { guestInfo: GuestInfo | null };

function initialEvents(): EventsState {
  return { guestInfo: typeof localStorage === "undefined" ? null : (storage.loadGuest() ?? null) };
}

export const eventsSlice = createSlice({
  name: "events",
  initialState: initialEvents,
  reducers: {
    guestJoined(state, action: PayloadAction<GuestInfo>) {
      state.guestInfo = action.payload;
    },
  },
});

export const { guestJoined } = eventsSlice.actions;
