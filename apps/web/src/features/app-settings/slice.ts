// App settings (docs/product.md §3): isInactive drives the inactivity banner and pauses auto-refresh.
// The host's pause of questions is not here: it is the event's (questionsPaused in its cache entry).
import { createSlice } from "@reduxjs/toolkit";

export type AppSettingsState = { isInactive: boolean };

const initialState: AppSettingsState = { isInactive: false };

export const appSettingsSlice = createSlice({
  name: "appSettings",
  initialState,
  reducers: {
    becameInactive(state) {
      state.isInactive = true;
    },
    activityResumed(state) {
      state.isInactive = false;
    },
  },
});

export const { becameInactive, activityResumed } = appSettingsSlice.actions;
