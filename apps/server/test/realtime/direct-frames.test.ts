// A broadcast's frame is written straight to each socket's stream (single-buffer-frames.ts), and
// from the second broadcast of a run of synchronous work each stream is corked until its
// microtasks come. Whatever mix of broadcasts and a socket's own messages one run sends, each
// socket hears all of it, in order.
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
});
