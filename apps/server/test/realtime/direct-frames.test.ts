// A broadcast's frame is written straight to each socket's stream (single-buffer-frames.ts), and
// from the second broadcast of a run of synchronous work each stream is corked until its
// microtasks come (from the first when the sender says several follow: realtime.inOneWrite).
// Whatever mix of broadcasts and a socket's own messages one run sends, each socket hears all of
// it, in order.
import { audienceRoom } from "@handraise/contract";
import { connectSocket, type TestSocket, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { server, opened } = useTestServer();

const EVENT = "00000000-0000-4000-8000-0000000000aa";

async function listenersInRoom(count: number): Promise<TestSocket[]> {
  const sockets: TestSocket[] = [];
  for (let i = 0; i < count; i++) {
    const socket = await connectSocket(server.url);
    opened.push(socket);
    sockets.push(socket);
  }
  // Placed in the room directly: the event need not exist for the write path under test.
  server.ctx.realtime.io.in(sockets.map((s) => s.socket.id as string)).socketsJoin(audienceRoom(EVENT));
  return sockets;
}

const deletedIds = (socket: TestSocket) =>
  socket.heard.filter((h) => h.name === "questionDeleted").map((h) => (h.payload as { questionId: string }).questionId);

describe("broadcast frames written directly", () => {
  it("reach every socket in order, however many one turn sends, mixed with a socket's own messages", async () => {
    const sockets = await listenersInRoom(5);
    const [first] = sockets as [TestSocket];
    const serverSide = server.ctx.realtime.io.of("/").sockets.get(first.socket.id as string);
    const sent: string[] = [];
    // One run: 60 broadcasts, and every tenth a message to one socket alone (engine.io's own path).
    for (let i = 0; i < 60; i++) {
      const questionId = `q-${i}`;
      sent.push(questionId);
      server.ctx.realtime.toAudience(EVENT).emit("questionDeleted", { eventId: EVENT, questionId });
      if (i % 10 === 0) {
        const own = `own-${i}`;
        serverSide?.emit("questionDeleted", { eventId: EVENT, questionId: own });
      }
    }
    // A later turn, after the first run's corked streams were written.
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 60; i < 65; i++) {
      sent.push(`q-${i}`);
      server.ctx.realtime.toAudience(EVENT).emit("questionDeleted", { eventId: EVENT, questionId: `q-${i}` });
    }
    for (const socket of sockets) await socket.next("questionDeleted", (p) => p.questionId === "q-64");
    for (const socket of sockets.slice(1)) expect(deletedIds(socket)).toEqual(sent);
    const expectedFirst = sent.flatMap((id) => {
      const i = Number(id.slice(2));
      return i % 10 === 0 && i < 60 ? [id, `own-${i}`] : [id];
    });
    expect(deletedIds(first)).toEqual(expectedFirst);
  });

  it("leave in one write to each socket when the sender says several follow, in two otherwise", async () => {
    const sockets = await listenersInRoom(3);
    const streams = sockets.map((socket) => rawStreamOf(socket.socket.id as string));
    const writesOf = countWrites(streams);
    const three = (run: string) => {
      for (const n of [1, 2, 3]) {
        server.ctx.realtime.toAudience(EVENT).emit("questionDeleted", { eventId: EVENT, questionId: `${run}-${n}` });
      }
    };

    three("plain");
    await new Promise((resolve) => setImmediate(resolve));
    // The first broadcast is written at once, the two after it corked together.
    expect(writesOf()).toEqual([2, 2, 2]);

    server.ctx.realtime.inOneWrite(() => three("together"));
    await new Promise((resolve) => setImmediate(resolve));
    // One more write each: all three in it.
    expect(writesOf()).toEqual([3, 3, 3]);

    for (const socket of sockets) {
      await socket.next("questionDeleted", (p) => p.questionId === "together-3");
      expect(deletedIds(socket)).toEqual(["plain-1", "plain-2", "plain-3", "together-1", "together-2", "together-3"]);
    }
  });
});

type RawStream = { _write: (...args: unknown[]) => void; _writev?: (...args: unknown[]) => void };

/** The TCP stream a server-side socket's frames are written to. */
function rawStreamOf(socketId: string): RawStream {
  const serverSide = server.ctx.realtime.io.of("/").sockets.get(socketId);
  const transport = serverSide?.conn.transport as unknown as { socket?: { _socket?: RawStream } };
  const raw = transport.socket?._socket;
  if (!raw) throw new Error(`no stream for socket ${socketId}`);
  return raw;
}

/** Counts each stream's writes from now on (one a write or a corked run written together). */
function countWrites(streams: RawStream[]): () => number[] {
  const counts = streams.map(() => 0);
  streams.forEach((stream, i) => {
    for (const method of ["_write", "_writev"] as const) {
      const original = stream[method];
      if (!original) continue;
      stream[method] = function counted(this: unknown, ...args: unknown[]) {
        counts[i] = (counts[i] as number) + 1;
        return original.apply(this, args);
      };
    }
  });
  return () => [...counts];
}
