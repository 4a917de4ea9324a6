// A broadcast to several rooms reaches each socket in them once, whichever rooms it sits in and in
// whichever order the rooms are named, without the adapter copying the rooms into a set of its
// own (room-members-once.ts). `except` and a broadcast to everyone work as before.
import { audienceRoom, hostsRoom } from "@handraise/contract";
import { connectSocket, type TestSocket, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { server, opened } = useTestServer();

const EVENT = "00000000-0000-4000-8000-0000000000bb";
const EXCLUDED_ROOM = "excluded-room";

async function socketsIn(rooms: string[][]): Promise<TestSocket[]> {
  const sockets: TestSocket[] = [];
  for (const joined of rooms) {
    const socket = await connectSocket(server.url);
    opened.push(socket);
    sockets.push(socket);
    // Placed in the rooms directly: the event need not exist for the walk under test.
    server.ctx.realtime.io.in(socket.socket.id as string).socketsJoin(joined);
  }
  return sockets;
}

const timesHeard = (socket: TestSocket, questionId: string) =>
  socket.heard.filter(
    (h) => h.name === "questionDeleted" && (h.payload as { questionId: string }).questionId === questionId,
  ).length;

describe("a broadcast's rooms walked without a copy", () => {
  it("reaches a socket in two of its rooms once, in either order of the rooms, and honours except", async () => {
    const audience = audienceRoom(EVENT);
    const hosts = hostsRoom(EVENT);
    const [inBoth, audienceOnly, hostOnly, excluded, elsewhere] = (await socketsIn([
      [audience, hosts],
      [audience],
      [hosts],
      [audience, EXCLUDED_ROOM],
      ["another-room"],
    ])) as [TestSocket, TestSocket, TestSocket, TestSocket, TestSocket];
    const { io } = server.ctx.realtime;
    const send = (
      questionId: string,
      target: { emit: (name: "questionDeleted", payload: { eventId: string; questionId: string }) => unknown },
    ) => target.emit("questionDeleted", { eventId: EVENT, questionId });

    send("both-rooms", io.to([audience, hosts]));
    send("hosts-first", io.to([hosts, audience]));
    send("except", io.to([audience, hosts]).except(EXCLUDED_ROOM));
    send("missing-room", io.to(["nobody-here", hosts]));
    send("everyone", io.of("/"));
    for (const socket of [inBoth, audienceOnly, hostOnly, excluded, elsewhere]) await socket.flush();

    const heard = (socket: TestSocket) =>
      ["both-rooms", "hosts-first", "except", "missing-room", "everyone"].map((id) => timesHeard(socket, id));
    expect(heard(inBoth)).toEqual([1, 1, 1, 1, 1]);
    expect(heard(audienceOnly)).toEqual([1, 1, 1, 0, 1]);
    expect(heard(hostOnly)).toEqual([1, 1, 1, 1, 1]);
    expect(heard(excluded)).toEqual([1, 1, 0, 0, 1]);
    expect(heard(elsewhere)).toEqual([0, 0, 0, 0, 1]);
  });

  it("leaves and disconnects each socket of two rooms, as before", async () => {
    const audience = audienceRoom(EVENT);
    const hosts = hostsRoom(EVENT);
    const [inBoth, audienceOnly] = (await socketsIn([[audience, hosts], [audience]])) as [TestSocket, TestSocket];
    const { io } = server.ctx.realtime;
    io.in([audience, hosts]).socketsLeave(audience);
    const rooms = (socket: TestSocket) => [...(io.of("/").sockets.get(socket.socket.id as string)?.rooms ?? [])];
    expect(rooms(inBoth)).toContain(hosts);
    expect(rooms(inBoth)).not.toContain(audience);
    expect(rooms(audienceOnly)).not.toContain(audience);
    io.in(audienceOnly.socket.id as string).socketsJoin([audience, hosts]);
    io.in(inBoth.socket.id as string).socketsJoin(audience);
    const closed = [inBoth, audienceOnly].map(
      (socket) => new Promise<void>((resolve) => socket.socket.once("disconnect", () => resolve())),
    );
    io.in([hosts, audience]).disconnectSockets(true);
    await Promise.all(closed);
    expect(rooms(inBoth)).toEqual([]);
    expect(rooms(audienceOnly)).toEqual([]);
  });
});
