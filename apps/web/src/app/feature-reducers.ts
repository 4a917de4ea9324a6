// Reducers of the feature slices that hold client state, and the cache of server data (RTK Query).

import { appSettingsSlice } from "../features/app-settings/slice.ts";
import { eventsSlice } from "../features/events/slice.ts";
import { api } from "../lib/api.ts";

export const featureReducers = {
  [api.reducerPath]: api.reducer,
  appSettings: appSettingsSlice.reducer,
  events: eventsSlice.reducer,
};
