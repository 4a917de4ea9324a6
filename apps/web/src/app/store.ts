// The Redux store: a slice per feature with client state, and RTK Query's cache of server data.
import { configureStore } from "@reduxjs/toolkit";
import { sessionSlice } from "../features/session/slice.ts";
import { api } from "../lib/api.ts";
import { featureReducers } from "./feature-reducers.ts";
import { followCredential, persistenceMiddleware, restoredState } from "./persistence.ts";

export function createStore() {
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, ...featureReducers },
    // The saved login and guest identity; saving them again is persistence.ts's listener's job.
    preloadedState: restoredState(),
    middleware: (getDefault) => getDefault().prepend(persistenceMiddleware()).concat(api.middleware),
    // Batched notifications go out on the next microtask, not the next animation frame: a frame
    // may be far off (a background tab, a test's held clock) and screens must not wait for it.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: "tick" } }),
  });
  followCredential(store.getState());
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];
