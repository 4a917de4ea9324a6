// The one socket to the server: websocket transport only, authenticated from the saved login or
// guest token. Components subscribe to an event's room with useEventRoom.
import type { ClientToServerEvents, ServerToClientEvents } from "@handraise/contract";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { io, type Socket } from "socket.io-client";
import { storage } from "./storage.ts";

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: RealtimeSocket | undefined;
let socketCredential = "";
let connected = false;
/** Several components may watch one event; the room is left only when the last one unmounts. */
const roomWatchers = new Map<string, number>();
const statusListeners = new Set<() => void>();

function credential(): { token?: string; guestToken?: string } {
  const login = storage.loadLogin();
  if (login) return { token: login.token };
  const guestToken = storage.loadGuest()?.guestToken;
  return guestToken ? { guestToken } : {};
}

function announceStatus() {
  for (const listener of statusListeners) listener();
}

function setConnected(next: boolean) {
  connected = next;
  announceStatus();
}

/** The shared socket; re-created when the credential changes (login, logout, guest join). */
export function getSocket(): RealtimeSocket {
  const auth = credential();
  const key = JSON.stringify(auth);
  if (socket && key === socketCredential) return socket;
  socket?.disconnect();
  socketCredential = key;
  socket = io({ transports: ["websocket"], withCredentials: true, auth });
  socket.on("connect", () => setConnected(true));
  socket.on("disconnect", () => setConnected(false));
  socket.on("connect_error", (error) => console.warn("socket connect error", error.message));
  return socket;
}

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

export type RoomHandlers = Partial<{ [K in keyof ServerToClientEvents]: ServerToClientEvents[K] }> & {
  /**
   * Called after each (re)connection once the room is joined, and when the server says to catch
   * up (`catchUp`): re-read what may have been missed.
   */
  onRejoined?: () => void;
};

/**
 * Joins the event's room while mounted, re-joining after every reconnection. Handlers may
 * change between renders without re-subscribing. `credentialKey` re-creates the socket when
 * the viewer's identity changes.
 */
export function useEventRoom(eventId: string | undefined, handlers: RoomHandlers, credentialKey = ""): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    void credentialKey;
    if (!eventId) return;
    const s = getSocket();
    let first = true;
    const join = () => {
      s.emit("joinEventRoom", { eventId }, () => {
        if (!first) latest.current.onRejoined?.();
        first = false;
      });
    };
    // One forwarding listener per server event; the handler is looked up at call time.
    const loose = s as unknown as {
      on: (name: string, fn: (payload: unknown) => void) => void;
      off: (name: string, fn: (payload: unknown) => void) => void;
    };
    const names = [
      "questionAdded",
      "questionUpdated",
      "questionDeleted",
      "statusUpdated",
      "eventUpdated",
      "eventDeleted",
    ] as const;
    const listeners = names.map((name) => {
      const listener = (payload: unknown) => (latest.current[name] as ((p: unknown) => void) | undefined)?.(payload);
      loose.on(name, listener);
      return [name, listener] as const;
    });
    roomWatchers.set(eventId, (roomWatchers.get(eventId) ?? 0) + 1);
    announceStatus();
    s.on("connect", join);
    // The server lost and regained the other instances (Redis): re-read what may have been missed.
    const catchUp = () => latest.current.onRejoined?.();
    s.on("catchUp", catchUp);
    if (s.connected) join();
    return () => {
      s.off("connect", join);
      s.off("catchUp", catchUp);
      for (const [name, listener] of listeners) loose.off(name, listener);
      const left = (roomWatchers.get(eventId) ?? 1) - 1;
      if (left > 0) roomWatchers.set(eventId, left);
      else {
        roomWatchers.delete(eventId);
        s.emit("leaveRoom", { eventId });
      }
      announceStatus();
    };
  }, [eventId, credentialKey]);
}
