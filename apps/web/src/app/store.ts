// The Redux store: a slice per feature with client state, and RTK Query's cache of server data,
// which joins the store when the first page that calls the server loads (lib/late-store-parts.ts).
import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Reducer,
  type UnknownAction,
  type WithSlice,
} from "@reduxjs/toolkit";
import { appSettingsSlice } from "../features/app-settings/slice.ts";
import { eventsSlice } from "../features/events/slice.ts";
import { sessionSlice } from "../features/session/slice.ts";
import type { api } from "../lib/api.ts";
import { onStoreJoin } from "../lib/late-store-parts.ts";
import { followCredential, persistenceMiddleware, restoredState } from "./persistence.ts";

const rootReducer = combineSlices(sessionSlice, appSettingsSlice, eventsSlice).withLazyLoadedSlices<
  WithSlice<typeof api>
>();
const lateMiddleware = createDynamicMiddleware();

/** Every store made so far (the app makes one; tests make many and let them go). */
const stores = new Set<WeakRef<{ dispatch: (action: UnknownAction) => unknown }>>();

/**
 * Dispatched in each store as a part joins: the part's state exists from that moment, not from
 * the next action, so its first reader (a query started by the click that loaded it) finds it.
 */
export const storePartJoined = createAction<string>("store/partJoined");

// Its types know the one part there is (the cache); the store takes whichever part joins.
onStoreJoin((part) => {
  (rootReducer.inject as (slice: { reducerPath: string; reducer: Reducer }) => unknown)(part);
  lateMiddleware.addMiddleware(...part.middleware);
  for (const ref of stores) {
    const store = ref.deref();
    if (store) store.dispatch(storePartJoined(part.reducerPath));
    else stores.delete(ref);
  }
});

/**
 * The state as its readers see it: the cache's state is typed as always there, because only code
 * that imported lib/api.ts reads it, and importing it made the cache join the store.
 */
type StoreState = Required<ReturnType<typeof rootReducer>>;

function reducer(state: Partial<StoreState> | undefined, action: UnknownAction): StoreState {
  return rootReducer(state, action) as StoreState;
}

export function createStore() {
  const store = configureStore({
    reducer,
    // The saved login and guest identity; saving them again is persistence.ts's listener's job.
    preloadedState: restoredState(),
    middleware: (getDefault) => getDefault().prepend(persistenceMiddleware()).concat(lateMiddleware.middleware),
    // Batched notifications go out on the next microtask, not the next animation frame: a frame
    // may be far off (a background tab, a test's held clock) and screens must not wait for it.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: "tick" } }),
  });
  followCredential(store.getState());
  stores.add(new WeakRef(store));
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];
