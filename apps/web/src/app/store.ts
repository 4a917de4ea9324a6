// The Redux store: one slice per feature.
import { configureStore } from "@reduxjs/toolkit";
import { sessionSlice } from "../features/session/session-slice.ts";
import { featureReducers } from "./feature-reducers.ts";

export function createStore() {
  return configureStore({
    reducer: { session: sessionSlice.reducer, ...featureReducers },
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];
