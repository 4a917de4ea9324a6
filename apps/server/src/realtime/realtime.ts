// Socket.IO on the HTTP server's port, websocket transport only. Rooms are named after
// resources: `event:{id}` for the audience, `event:{id}:hosts` for hosts. The server is the
// only speaker: it broadcasts after each commit, with the payload it built.

import type { Server as HttpServer } from "node:http";
import {
  ANSWER_MESSAGES,
  audienceRoom,
  type ClientToServerEvents,
  hostsRoom,
  memberRoom,
  type RoomAck,
  type RoomRequest,
  roomRequestSchema,
  type ServerToClientEvents,
  visitorsRoom,
} from "@handraise/contract";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { Server, type Socket } from "socket.io";
import type { core } from "zod/mini";
import type { Db } from "../db/connect.ts";
import { type EventAccess, eventAccessFor } from "../features/events/event-access.ts";
import { type Actor, memberIdOf } from "../http/actor.ts";
import type { TokenSigner } from "../http/tokens.ts";
import { openRedisLink } from "./redis-link.ts";
import { reachRoomsWithoutCopies } from "./room-members-once.ts";
import {
  sendFramesAsOneBuffer,
  severalBroadcastsFollow,
  writeBroadcastFramesDirectly,
} from "./single-buffer-frames.ts";
import {
  accountRoom,
  accountSessionRoom,
  credentialOf,
  type SocketCredential,
  sessionRoomsOf,
  socketActor,
} from "./socket-sessions.ts";

type SocketData = { actor: Actor; credential: SocketCredential };
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export type Realtime = {
  io: RealtimeServer;
  /** `redis-degraded`: Redis is unreachable and this instance serves its own sockets alone. */
  readonly mode: "memory" | "redis" | "redis-degraded";
  /** Everyone watching the event: audience and hosts. */
  toEvent: (eventId: string) => ReturnType<RealtimeServer["to"]>;
  toHosts: (eventId: string) => ReturnType<RealtimeServer["to"]>;
  /** Audience only (not hosts): for messages hosts must see differently, such as a hidden question. */
  toAudience: (eventId: string) => ReturnType<RealtimeServer["to"]>;
  /** Every socket of one member (account or guest), for what only its author may see. */
  toMember: (memberId: string) => ReturnType<RealtimeServer["to"]>;
  /**
   * Runs `send`, which broadcasts several messages at once: each socket of this instance gets
   * all of them in one write (single-buffer-frames.ts).
   */
  inOneWrite: (send: () => void) => void;
  /** Every socket of a member leaves the event's rooms, on every instance (a host removed them). */
  removeFromEvent: (eventId: string, memberId: string) => Promise<void>;
  /** A private event's hosts and members: everyone watching but its visitors (signed-in non-members). */
  toMembersAndHosts: (eventId: string) => ReturnType<RealtimeServer["to"]>;
  /** A private event's visitors: signed-in readers who have not joined. */
  toVisitors: (eventId: string) => ReturnType<RealtimeServer["to"]>;
  /** A visitor joined the event: its sockets hear what members hear from now on. */
  admitMember: (eventId: string, memberId: string) => void;
  /** Re-checks every socket in an event's rooms and removes those that may no longer read it. */
  recheckRooms: (eventId: string) => Promise<void>;
  /**
   * Disconnects the account's open sockets on every instance, after a commit that revoked its
   * tokens; sockets whose token carries `keepTokenVersion` (the caller's fresh one) stay.
   */
  endAccountSessions: (userId: string, keepTokenVersion?: number) => void;
  /** Stopping: drop every socket's connection so clients reconnect, to another instance if any. */
  dropConnections: () => void;
  close: () => Promise<void>;
};

type Deps = {
  db: Db;
  tokens: TokenSigner;
  redisUrl: string | undefined;
  log?: FastifyBaseLogger;
  /** Whether a page of this Origin may open a socket (docs/SECURITY.md "Sessions and sockets"). */
  allowOrigin: (origin: string | undefined, host?: string) => boolean;
};

/**
 * The rooms of an event a reader belongs in, the one rule for joins and re-checks: hosts the
 * hosts' room only (so audience-only messages never reach them twice), everyone else the
 * audience room, and a private event's readers who are not members its visitors' room too.
 * Without read rights, none.
 */
function roomsFor(eventId: string, access: EventAccess | undefined): string[] {
  if (!access?.canRead) return [];
  if (access.isHost) return [hostsRoom(eventId)];
  const visitor = access.event.is_public !== 1 && !access.isMember;
  return visitor ? [audienceRoom(eventId), visitorsRoom(eventId)] : [audienceRoom(eventId)];
}

/** A local or remote socket: both join and leave rooms. */
type InRooms = { join: (room: string) => unknown; leave: (room: string) => unknown };

/** Leaves the event's rooms it no longer belongs in, then joins those it does. */
async function placeInRooms(socket: InRooms, eventId: string, access: EventAccess | undefined): Promise<void> {
  const rooms = roomsFor(eventId, access);
  for (const room of [audienceRoom(eventId), hostsRoom(eventId), visitorsRoom(eventId)]) {
    if (!rooms.includes(room)) await socket.leave(room);
  }
  for (const room of rooms) await socket.join(room);
}

/** A refused room request says which field and why, as an HTTP 400 does. */
function refusalOf(error: core.$ZodError): string {
  const first = error.issues[0];
  if (!first) return "Invalid request";
  const field = first.path.join(".");
  return field ? `${field}: ${first.message}` : first.message;
}

export async function startRealtime(server: HttpServer, deps: Deps): Promise<Realtime> {
  const io: RealtimeServer = new Server(server, {
    transports: ["websocket"],
    serveClient: false,
    // A broadcast is encoded once and its websocket frame built once for every socket in the
    // rooms (socket.io-adapter's pre-encoded frame), which per-message compression would undo.
    perMessageDeflate: false,
    cleanupEmptyChildNamespaces: true,
    // Only the app's own pages (and ALLOWED_ORIGINS) may connect: the websocket handshake is
    // refused for any other Origin, instead of reflecting it.
    cors: { origin: (origin, callback) => callback(null, deps.allowOrigin(origin)), credentials: true },
    allowRequest: (request, callback) => callback(null, deps.allowOrigin(request.headers.origin, request.headers.host)),
  });

  const redis = deps.redisUrl ? openRedisLink(deps.redisUrl, deps.log) : undefined;
  if (redis) {
    io.adapter(createAdapter(redis.pub, redis.sub, { requestsTimeout: 1_000 }));
    // Messages from other instances may have been lost while Redis was away.
    redis.onResumed(() => io.local.emit("catchUp"));
    // Start shared when Redis is there; an unreachable Redis delays start-up by 3 s at most, and
    // the instance serves its own clients until it comes (docs/RELIABILITY.md "Redis").
    await redis.ready(3_000);
  }
  sendFramesAsOneBuffer(io.of("/"));
  reachRoomsWithoutCopies(io.of("/"));
  /** While Redis is down, reach this instance's sockets only, without waiting on Redis. */
  const reach = () => (redis && !redis.healthy() ? io.local : io);

  io.use(async (socket, next) => {
    try {
      const credential = credentialOf(socket.handshake.auth);
      const actor = await socketActor(deps.db, deps.tokens, credential);
      if (!actor) return next(new Error(ANSWER_MESSAGES.sessionExpired));
      socket.data.actor = actor;
      socket.data.credential = credential;
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error(String(error)));
    }
  });

  const joinRoom = async (socket: RealtimeSocket, payload: unknown): Promise<RoomAck> => {
    // The contract's schema, as for every HTTP id: a NUL would otherwise reach PostgreSQL.
    const request = roomRequestSchema.safeParse(payload);
    if (!request.success) return { ok: false, message: refusalOf(request.error) };
    const { eventId } = request.data;
    // The caller is resolved again: a token revoked since the handshake no longer opens rooms.
    const actor = await socketActor(deps.db, deps.tokens, socket.data.credential);
    if (!actor) {
      setImmediate(() => socket.disconnect(true));
      return { ok: false, message: ANSWER_MESSAGES.sessionExpired };
    }
    socket.data.actor = actor;
    const access = await eventAccessFor(deps.db, actor, eventId);
    if (!access?.canRead) return { ok: false, message: ANSWER_MESSAGES.eventNotFound };
    await placeInRooms(socket, eventId, access);
    return { ok: true };
  };

  io.on("connection", (socket) => {
    // The handshake is read by now: the HTTP request (headers, its socket, parser state) is not
    // kept for the life of every socket (Socket.IO's advice on memory use).
    (socket.conn as { request: unknown }).request = null;
    // A broadcast's frame goes straight to each socket's stream (single-buffer-frames.ts).
    writeBroadcastFramesDirectly(socket);
    void socket.join(sessionRoomsOf(socket.data.actor));
    // The member's own room: its anonymous and awaiting questions reach it in the author's view.
    const memberId = memberIdOf(socket.data.actor);
    if (memberId) void socket.join(memberRoom(memberId));
    const onJoin = (payload: RoomRequest | undefined, ack?: (answer: RoomAck) => void) => {
      joinRoom(socket, payload)
        .then((answer) => (typeof ack === "function" ? ack(answer) : undefined))
        .catch(() =>
          typeof ack === "function" ? ack({ ok: false, message: ANSWER_MESSAGES.internalError }) : undefined,
        );
    };
    socket.on("joinEventRoom", onJoin);
    socket.on("joinEvent", onJoin);
    socket.on("leaveRoom", (payload, ack) => {
      const request = roomRequestSchema.safeParse(payload);
      if (request.success) void placeInRooms(socket, request.data.eventId, undefined);
      if (typeof ack === "function") ack({ ok: true });
    });
    // A client's questionAdded is accepted and never relayed (docs/product.md §10 "Real time").
    socket.on("questionAdded", () => undefined);
  });

  return {
    io,
    get mode() {
      if (!redis) return "memory";
      return redis.healthy() ? "redis" : "redis-degraded";
    },
    toEvent: (eventId) => reach().to([audienceRoom(eventId), hostsRoom(eventId)]),
    toHosts: (eventId) => reach().to(hostsRoom(eventId)),
    toAudience: (eventId) => reach().to(audienceRoom(eventId)),
    toMember: (memberId) => reach().to(memberRoom(memberId)),
    inOneWrite: (send) => {
      severalBroadcastsFollow();
      send();
    },
    removeFromEvent: async (eventId, memberId) => {
      await reach()
        .in(memberRoom(memberId))
        .socketsLeave([audienceRoom(eventId), hostsRoom(eventId), visitorsRoom(eventId)]);
    },
    toMembersAndHosts: (eventId) =>
      reach()
        .to([audienceRoom(eventId), hostsRoom(eventId)])
        .except(visitorsRoom(eventId)),
    toVisitors: (eventId) => reach().to(visitorsRoom(eventId)),
    admitMember: (eventId, memberId) => reach().in(memberRoom(memberId)).socketsLeave(visitorsRoom(eventId)),
    recheckRooms: async (eventId) => {
      const sockets = await reach()
        .in([audienceRoom(eventId), hostsRoom(eventId)])
        .fetchSockets();
      for (const remote of sockets) {
        // Resolved again from its credential: a socket whose token was revoked keeps no private room.
        const actor = (await socketActor(deps.db, deps.tokens, remote.data.credential)) ?? { kind: "anonymous" };
        await placeInRooms(remote, eventId, await eventAccessFor(deps.db, actor, eventId));
      }
    },
    dropConnections: () => {
      for (const socket of io.of("/").sockets.values()) socket.conn.close();
    },
    endAccountSessions: (userId, keepTokenVersion) => {
      // This instance's sockets at once; with Redis, every other instance's too.
      for (const scope of redis ? [io.local, io] : [io.local]) {
        const sessions = scope.in(accountRoom(userId));
        const revoked =
          keepTokenVersion === undefined ? sessions : sessions.except(accountSessionRoom(userId, keepTokenVersion));
        revoked.disconnectSockets(true);
      }
    },
    close: async () => {
      await io.close();
      redis?.close();
    },
  };
}
