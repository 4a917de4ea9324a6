// Client state of events (SPEC.md §3 "Event", §4 "Lists"): the dashboard lists, the event the
// viewer is on (currentEvent), the event picked on the dashboard (selectedEvent), and the
// viewer's guest identity, kept here so screens re-render when a guest joins.
import type { EventStatus, HandraiseEvent } from "@handraise/contract";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { type GuestInfo, storage } from "../../lib/storage.ts";
import {
  createEvent,
  deleteEvent,
  fetchEvent,
  fetchEvents,
  guestJoinEvent,
  joinEvent,
  updateEvent,
  updateEventStatus,
  updateEventVisibility,
} from "./events-thunks.ts";

export type EventsState = {
  host_list: HandraiseEvent[];
  member_list: HandraiseEvent[];
  selectedEvent: HandraiseEvent | null;
  currentEvent: HandraiseEvent | null;
  /** The dashboard lists are loading / failed to load. */
  loading: boolean;
  error: string | null;
  /** The current event is loading / failed to load; notFound when the server answered 404 or 403. */
  currentLoading: boolean;
  currentError: string | null;
  currentNotFound: boolean;
  guestInfo: GuestInfo | null;
};

function initialEvents(): EventsState {
  return {
    host_list: [],
    member_list: [],
    selectedEvent: null,
    currentEvent: null,
    loading: false,
    error: null,
    currentLoading: false,
    currentError: null,
    currentNotFound: false,
    guestInfo: typeof localStorage === "undefined" ? null : (storage.loadGuest() ?? null),
  };
}

function replaceIn(list: HandraiseEvent[], event: HandraiseEvent): void {
  const index = list.findIndex((e) => e._id === event._id);
  if (index >= 0) list[index] = event;
}

function upsertIn(list: HandraiseEvent[], event: HandraiseEvent): void {
  const index = list.findIndex((e) => e._id === event._id);
  if (index >= 0) list[index] = event;
  else list.push(event);
}

/** One change of an event reaches every place that shows it: both lists and the open event. */
function applyEvent(state: EventsState, event: HandraiseEvent): void {
  replaceIn(state.host_list, event);
  replaceIn(state.member_list, event);
  if (state.currentEvent?._id === event._id) state.currentEvent = event;
  if (state.selectedEvent?._id === event._id) state.selectedEvent = event;
}

function removeEvent(state: EventsState, eventId: string): void {
  state.host_list = state.host_list.filter((e) => e._id !== eventId);
  state.member_list = state.member_list.filter((e) => e._id !== eventId);
  if (state.selectedEvent?._id === eventId) state.selectedEvent = null;
  if (state.currentEvent?._id === eventId) {
    state.currentEvent = null;
    state.currentNotFound = true;
  }
}

export const eventsSlice = createSlice({
  name: "events",
  initialState: initialEvents,
  reducers: {
    eventSelected(state, action: PayloadAction<HandraiseEvent | null>) {
      state.selectedEvent = action.payload;
    },
    /** Live `statusUpdated` from the server. */
    eventStatusChanged(state, action: PayloadAction<{ eventId: string; status: EventStatus }>) {
      const { eventId, status } = action.payload;
      for (const event of [...state.host_list, ...state.member_list]) {
        if (event._id === eventId) event.status = status;
      }
      if (state.currentEvent?._id === eventId) state.currentEvent.status = status;
      if (state.selectedEvent?._id === eventId) state.selectedEvent.status = status;
    },
    /** Live `eventUpdated` from the server: the server's whole event replaces ours. */
    eventChanged(state, action: PayloadAction<HandraiseEvent>) {
      applyEvent(state, action.payload);
    },
    /** Live `eventDeleted` from the server. */
    eventRemoved(state, action: PayloadAction<string>) {
      removeEvent(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchEvents.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchEvents.fulfilled, (state, action) => {
        state.loading = false;
        state.host_list = action.payload.host_list;
        state.member_list = action.payload.member_list;
      })
      .addCase(fetchEvents.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? null;
      })
      .addCase(fetchEvent.pending, (state, action) => {
        // A re-read of the open event (after a reconnection) does not blank the page.
        if (state.currentEvent?._id === action.meta.arg) return;
        state.currentEvent = null;
        state.currentLoading = true;
        state.currentError = null;
        state.currentNotFound = false;
      })
      .addCase(fetchEvent.fulfilled, (state, action) => {
        state.currentLoading = false;
        state.currentError = null;
        state.currentNotFound = false;
        state.currentEvent = action.payload;
        applyEvent(state, action.payload);
      })
      .addCase(fetchEvent.rejected, (state, action) => {
        state.currentLoading = false;
        const failure = action.payload;
        state.currentError = failure?.message ?? null;
        state.currentNotFound = failure?.status === 404 || failure?.status === 403;
        if (state.currentNotFound && state.currentEvent?._id === action.meta.arg) state.currentEvent = null;
      })
      .addCase(createEvent.fulfilled, (state, action) => {
        upsertIn(state.host_list, action.payload);
      })
      .addCase(updateEvent.fulfilled, (state, action) => applyEvent(state, action.payload))
      .addCase(updateEventStatus.fulfilled, (state, action) => applyEvent(state, action.payload))
      .addCase(updateEventVisibility.fulfilled, (state, action) => applyEvent(state, action.payload))
      .addCase(deleteEvent.fulfilled, (state, action) => removeEvent(state, action.meta.arg))
      .addCase(joinEvent.fulfilled, (state, action) => {
        upsertIn(state.member_list, action.payload);
        applyEvent(state, action.payload);
      })
      .addCase(guestJoinEvent.fulfilled, (state, action) => {
        state.guestInfo = action.payload.guestInfo;
        applyEvent(state, action.payload.event);
      });
  },
});

export const { eventSelected, eventStatusChanged, eventChanged, eventRemoved } = eventsSlice.actions;
