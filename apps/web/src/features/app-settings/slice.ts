// App settings (SPEC.md §3): isInactive drives the inactivity banner and pauses auto-refresh;
// qandAInputEnabled mirrors the event's stored questionsPaused, which the host toggles and
// every open page hears through eventUpdated.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export type AppSettingsState = { isInactive: boolean; qandAInputEnabled: boolean };

const initialState: AppSettingsState = { isInactive: false, qandAInputEnabled: true };

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
    qandAInputSet(state, action: PayloadAction<boolean>) {
      state.qandAInputEnabled = action.payload;
    },
  },
});

export const { becameInactive, activityResumed, qandAInputSet } = appSettingsSlice.actions;
