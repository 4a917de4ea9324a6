// The one socket to the server: websocket transport only, authenticated with the viewer's
// credential (credential.ts) and re-made by itself when that changes. The socket's library is
// fetched beside the page, not before it: the page paints from its HTTP read while the client
// arrives (docs/PERFORMANCE.md "Page weight"). Components subscribe to an event's room with
// useEventRoom. A read of an event's data waits for its room's join (roomJoined), so no change
// falls between the two. Every message the server sends is parsed with the contract's schema of
// its payload before any handler sees it (room-messages.ts); one that does not parse is dropped.
import { type ClientToServerEvents, roomAckSchema, type ServerToClientEvents } from "@handraise/contract";
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { io as connect, Socket } from "socket.io-client";
import { currentCredential, onCredentialChange } from "./credential.ts";
import { deliverMessage, type RoomHandlers } from "./room-messages.ts";

export { deliverMessage, type RoomHandlers };

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The socket library once fetched; until then no socket exists and reads wait for the join. */
let io: typeof connect | undefined;
let clientRequested = false;
let socket: RealtimeSocket | undefined;
let socketCredential = "";
let connected = false;
/**
 * Whether a read may wait for the room join: "connecting" while the socket's first attempt is
 * under way, "up" once connected, "down" after a failure (until it connects again), when a
 * read must not wait for a reconnection whose back-off may be long.
 */
let socketState: "connecting" | "up" | "down" = "connecting";
/** Rooms the current socket has joined (the server acknowledged), with their listeners attached. */
const joinedRooms = new Set<string>();
/** Reads waiting for their room's join, per event. */
const joinWaiters = new Map<string, Set<() => void>>();
/** How long a read waits for the room join before going ahead (the socket may be blocked). */
const JOIN_WAIT_MS = 5000;
/** Several components may watch one event; the room is left only when the last one unmounts. */
const roomWatchers = new Map<string, number>();
const statusListeners = new Set<() => void>();

function announceStatus() {
  for (const listener of statusListeners) listener();
}

function setConnected(next: boolean) {
  connected = next;
  announceStatus();
}

/**
 * Fetches the socket library once (again after a failed fetch, at the next watch); when it
 * arrives, the rooms watched meanwhile join on the new socket. A failed fetch counts as a socket
 * that is down: reads go ahead without waiting.
 */
function loadClient(): void {
  if (clientRequested) return;
  clientRequested = true;
  void import("socket.io-client").then(
    (library) => {
      io = library.io;
      if (watchers.size > 0) getSocket();
    },
    (error: unknown) => {
      clientRequested = false;
      socketDown();
      console.warn("socket client not loaded", error);
    },
  );
}

/**
 * The shared socket; re-created when the credential changes (login, logout, guest join).
 * Undefined while the socket library is on its way.
 */
function getSocket(): RealtimeSocket | undefined {
  if (!io) {
    loadClient();
    return undefined;
  }
  const auth = currentCredential();
  const key = JSON.stringify(auth);
  if (socket && key === socketCredential) return socket;
  socket?.disconnect();
  socketCredential = key;
  const next: RealtimeSocket = io({ transports: ["websocket"], withCredentials: true, auth });
  socket = next;
  socketState = "connecting";
  joinedRooms.clear();
  next.on("connect", () => {
    socketState = "up";
    setConnected(true);
  });
  next.on("disconnect", () => {
    if (next === socket) socketDown();
    setConnected(false);
  });
  next.on("connect_error", (error) => {
    if (next === socket) socketDown();
    console.warn("socket connect error", error.message);
  });
  // Every room watched on the old socket is watched on the new one.
  for (const watcher of watchers) {
    watcher.detach?.();
    attach(watcher, next);
  }
  return next;
}

// The library is asked for as soon as a page that may watch a room loads, beside its first read.
loadClient();

// A new credential (login, logout, guest join) re-creates the socket, if any room is watched;
// otherwise the next watch makes it with the new one.
onCredentialChange(() => {
  if (socket && watchers.size > 0) getSocket();
});

/**
 * What the connection indicator may say. "idle": no screen listens to any room, so no
 * connection is wanted and there is nothing to report (a dashboard without events).
 */
export type SocketStatus = "idle" | "connected" | "reconnecting";

function currentStatus(): SocketStatus {
  if (connected) return "connected";
  return roomWatchers.size > 0 ? "reconnecting" : "idle";
}

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore((listener) => {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  }, currentStatus);
}

type Watcher = {
  eventId: string;
  handlers: () => RoomHandlers;
  detach?: () => void;
  /** Joined on an earlier connection: the next join follows a gap, so it re-reads. */
  joinedBefore: boolean;
  /** A read of its event went ahead without the room (the socket was down): re-read once joined. */
  readOutside: boolean;
};
const watchers = new Set<Watcher>();

/** Joins the watcher's room on this socket (again after each reconnection) and forwards its messages. */
function attach(watcher: Watcher, s: RealtimeSocket): void {
  const { eventId } = watcher;
  const join = () => {
    s.emit("joinEventRoom", { eventId }, (answer) => {
      if (s !== socket) return;
      if (roomAckSchema.safeParse(answer).data?.ok) joinedRooms.add(eventId);
      // Reads waiting for this room go now: every message from here on reaches the watchers.
      releaseReads(eventId);
      const reread = watcher.joinedBefore || watcher.readOutside;
      watcher.joinedBefore = true;
      watcher.readOutside = false;
      if (reread) watcher.handlers().onRejoined?.();
    });
  };
  // One forwarding listener for every server message; the handler is looked up at call time.
  // The server lost and regained the other instances (Redis) when it says catchUp: re-read what
  // may have been missed.
  const listener = (name: string, payload?: unknown) => deliverMessage(watcher.handlers(), name, payload);
  s.onAny(listener);
  s.on("connect", join);
  if (s.connected) join();
  watcher.detach = () => {
    s.off("connect", join);
    s.offAny(listener);
    watcher.detach = undefined;
  };
}

/**
 * Watches an event's room until `stop()`: joins it, re-joins after every reconnection, and
 * forwards its messages to the handlers as they are at call time. For screens (useEventRoom)
 * and for cache entries (RTK Query's onCacheEntryAdded). The room is left when its last
 * watcher stops.
 */
export function watchEventRoom(eventId: string, handlers: () => RoomHandlers): () => void {
  const watcher: Watcher = { eventId, handlers, joinedBefore: false, readOutside: false };
  watchers.add(watcher);
  roomWatchers.set(eventId, (roomWatchers.get(eventId) ?? 0) + 1);
  announceStatus();
  if (socketState === "down" && !io) socketState = "connecting";
  const s = getSocket();
  if (s && !watcher.detach) attach(watcher, s);
  return () => {
    watchers.delete(watcher);
    watcher.detach?.();
    const left = (roomWatchers.get(eventId) ?? 1) - 1;
    if (left > 0) roomWatchers.set(eventId, left);
    else {
      roomWatchers.delete(eventId);
      joinedRooms.delete(eventId);
      socket?.emit("leaveRoom", { eventId });
    }
    announceStatus();
  };
}

function releaseReads(eventId: string): void {
  const waiting = joinWaiters.get(eventId);
  joinWaiters.delete(eventId);
  for (const release of waiting ?? []) release();
}

/** The socket failed: rooms are lost with it, and no read waits for the next attempt. */
function socketDown(): void {
  socketState = "down";
  joinedRooms.clear();
  for (const eventId of [...joinWaiters.keys()]) {
    markReadOutside(eventId);
    releaseReads(eventId);
  }
}

function markReadOutside(eventId: string): void {
  for (const watcher of watchers) if (watcher.eventId === eventId) watcher.readOutside = true;
}

/**
 * Resolves when a read of the event may go: once its room is joined, so that nothing sent
 * between the read and the join is lost (the read sees what came before, the room what comes
 * after). At once when nobody watches the room; and when the socket is down or slow to answer,
 * the read goes ahead and the room's watchers read again once they have joined.
 */
export function roomJoined(eventId: string): Promise<void> {
  if (!roomWatchers.has(eventId) || joinedRooms.has(eventId)) return Promise.resolve();
  if (socketState === "down") {
    markReadOutside(eventId);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const waiting = joinWaiters.get(eventId) ?? new Set<() => void>();
    joinWaiters.set(eventId, waiting);
    const release = () => {
      clearTimeout(timer);
      waiting.delete(release);
      resolve();
    };
    const timer = setTimeout(() => {
      markReadOutside(eventId);
      release();
    }, JOIN_WAIT_MS);
    waiting.add(release);
  });
}

/**
 * For a cache entry's room messages: holds what each would do until the entry's first read has
 * arrived, then does it in order, so a message that came while the read was on its way is
 * applied to the read instead of to nothing. After that, messages apply at once.
 */
export function afterFirstRead(loaded: Promise<unknown>): (apply: () => void) => void {
  let ready = false;
  const early: Array<() => void> = [];
  void loaded.then(
    () => {
      ready = true;
      for (const apply of early.splice(0)) apply();
    },
    () => {
      early.length = 0;
    },
  );
  return (apply) => {
    if (ready) apply();
    else early.push(apply);
  };
}

/**
 * Joins the event's room while mounted, re-joining after every reconnection. Handlers may
 * change between renders without re-subscribing; a new credential moves the room to the new
 * socket by itself.
 */
export function useEventRoom(eventId: string | undefined, handlers: RoomHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!eventId) return;
    return watchEventRoom(eventId, () => latest.current);
  }, [eventId]);
}
