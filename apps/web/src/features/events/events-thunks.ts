// Event calls of SPEC.md §7 as thunks. Each rejects with the server's message or the catalogue
// fallback of SPEC.md §8, so screens choose their toast from one value.
import {
  API_ROUTES,
  type CreateEventBody,
  type EventListsAnswer,
  type EventStatus,
  type GuestJoinBody,
  type HandraiseEvent,
  MESSAGES,
  type UpdateEventBody,
} from "@handraise/contract";
import { createAsyncThunk } from "@reduxjs/toolkit";
import type { RootState } from "../../app/store.ts";
import { ApiError, callApi } from "../../lib/api-client.ts";
import { newId } from "../../lib/new-id.ts";
import { type GuestInfo, storage } from "../../lib/storage.ts";

/** Why a call failed: the message to show and the HTTP status (0 when the server was not reached). */
export type EventFailure = { message: string; status: number };
type ThunkConfig = { state: RootState; rejectValue: EventFailure };

function failure(error: unknown, fallback: string): EventFailure {
  if (error instanceof ApiError) return { message: error.message || fallback, status: error.status };
  return { message: error instanceof Error && error.message ? error.message : fallback, status: 0 };
}

/** The dashboard lists; needs a stored token and user id first (SPEC.md §5). */
export const fetchEvents = createAsyncThunk<EventListsAnswer, void, { state: RootState; rejectValue: string }>(
  "events/fetchEvents",
  async (_, { getState, rejectWithValue }) => {
    const { token, userInfo } = getState().session;
    if (!token) return rejectWithValue(MESSAGES.noTokenFound);
    if (!userInfo?._id) return rejectWithValue(MESSAGES.noUserIdFound);
    try {
      return await callApi(API_ROUTES.listEvents, { fallback: MESSAGES.failedFetchEvents });
    } catch (error) {
      return rejectWithValue(failure(error, MESSAGES.failedFetchEvents).message);
    }
  },
);

export const fetchEvent = createAsyncThunk<HandraiseEvent, string, ThunkConfig>(
  "events/fetchEvent",
  async (eventId, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES.getEvent, { params: { id: eventId }, fallback: MESSAGES.failedFetchEvent });
    } catch (error) {
      return rejectWithValue(failure(error, MESSAGES.failedFetchEvent));
    }
  },
);

export const createEvent = createAsyncThunk<HandraiseEvent, CreateEventBody, ThunkConfig>(
  "events/createEvent",
  async (body, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES.createEvent, { body, fallback: MESSAGES.failedCreateEvent });
    } catch (error) {
      return rejectWithValue(failure(error, MESSAGES.failedCreateEvent));
    }
  },
);

export const updateEvent = createAsyncThunk<HandraiseEvent, { eventId: string; body: UpdateEventBody }, ThunkConfig>(
  "events/updateEvent",
  async ({ eventId, body }, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES.updateEvent, {
        params: { id: eventId },
        body,
        fallback: MESSAGES.failedUpdateEvent,
      });
    } catch (error) {
      return rejectWithValue(failure(error, MESSAGES.failedUpdateEvent));
    }
  },
);

export const updateEventStatus = createAsyncThunk<
  HandraiseEvent,
  { eventId: string; status: EventStatus },
  ThunkConfig
>("events/updateEventStatus", async ({ eventId, status }, { rejectWithValue }) => {
  try {
    return await callApi(API_ROUTES.updateEvent, {
      params: { id: eventId },
      body: { status },
      fallback: MESSAGES.failedUpdateStatus,
    });
  } catch (error) {
    return rejectWithValue(failure(error, MESSAGES.failedUpdateStatus));
  }
});

export const updateEventVisibility = createAsyncThunk<
  HandraiseEvent,
  { eventId: string; isPublic: boolean },
  ThunkConfig
>("events/updateEventVisibility", async ({ eventId, isPublic }, { rejectWithValue }) => {
  try {
    return await callApi(API_ROUTES.updateEvent, {
      params: { id: eventId },
      body: { isPublic },
      fallback: MESSAGES.failedUpdateVisibility,
    });
  } catch (error) {
    return rejectWithValue(failure(error, MESSAGES.failedUpdateVisibility));
  }
});

export const deleteEvent = createAsyncThunk<void, string, ThunkConfig>(
  "events/deleteEvent",
  async (eventId, { rejectWithValue }) => {
    try {
      await callApi(API_ROUTES.deleteEvent, { params: { id: eventId }, fallback: MESSAGES.failedDeleteEvent });
    } catch (error) {
      return rejectWithValue(failure(error, MESSAGES.failedDeleteEvent));
    }
  },
);

export const joinEvent = createAsyncThunk<HandraiseEvent, string, ThunkConfig>(
  "events/joinEvent",
  async (eventId, { rejectWithValue }) => {
    try {
      return await callApi(API_ROUTES.accountJoinEvent, {
        params: { id: eventId },
        fallback: MESSAGES.failedJoinEvent,
      });
    } catch (error) {
      return rejectWithValue(failure(error, MESSAGES.failedJoinEvent));
    }
  },
);

/**
 * Joins as a guest under the stored guestId (a new UUID the first time), then keeps the guest's
 * identity and token locally so later calls and the socket act as that guest (DECISIONS.md).
 */
export const guestJoinEvent = createAsyncThunk<
  { event: HandraiseEvent; guestInfo: GuestInfo },
  { eventId: string; guestName: string },
  ThunkConfig
>("events/guestJoinEvent", async ({ eventId, guestName }, { rejectWithValue }) => {
  const saved = storage.loadGuest();
  const guestId = saved?.guestId ?? newId();
  const body: GuestJoinBody = {
    guestName: guestName.trim(),
    guestId,
    joinedAt: new Date().toISOString(),
    ipAddress: "",
  };
  try {
    const answer = await callApi(API_ROUTES.guestJoinEvent, {
      params: { id: eventId },
      body,
      fallback: MESSAGES.failedGuestJoinEvent,
    });
    const { guestToken, ...event } = answer;
    const eventIds = saved?.guestMemberEvent_Ids ?? [];
    const guestInfo: GuestInfo = {
      guestId,
      guestName: body.guestName,
      guestMemberEvent_Ids: eventIds.includes(eventId) ? eventIds : [...eventIds, eventId],
      guestToken: guestToken ?? saved?.guestToken,
    };
    storage.saveGuest(guestInfo);
    storage.setGuestAcceptedTerms(eventId);
    return { event, guestInfo };
  } catch (error) {
    return rejectWithValue(failure(error, MESSAGES.failedGuestJoinEvent));
  }
});
