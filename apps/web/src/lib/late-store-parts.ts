// Parts of the Redux store that join it when the code that needs them loads, not before the first
// paint: the cache of server data (RTK Query, lib/api.ts) weighs about 14 kB gzipped, and pages that
// never call the server (/pricing, the legal pages) should not download it. A part announces itself
// here when its module loads; the store (app/store.ts) adds its reducer and middleware, for every
// store made before or after.
import type { Middleware, Reducer } from "@reduxjs/toolkit";

export type LateStorePart = {
  /** Where its state lives at the root of the store. */
  reducerPath: string;
  reducer: Reducer;
  /** Its middleware, and any other it needs beside it. */
  middleware: Middleware[];
};

const parts: LateStorePart[] = [];
const listeners = new Set<(part: LateStorePart) => void>();

/** Called by a part's module as it loads. */
export function joinStore(part: LateStorePart): void {
  parts.push(part);
  for (const listener of listeners) listener(part);
}

/** Called by the store's module: hears every part, those that joined already first. */
export function onStoreJoin(listener: (part: LateStorePart) => void): void {
  for (const part of parts) listener(part);
  listeners.add(listener);
}
