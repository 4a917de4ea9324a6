// The fan-out baseline: a bare `ws` server that does nothing but keep sockets in rooms and send
// one payload to every socket of a room, as the bench asks over IPC. What Handraise costs beyond
// this is the price of Socket.IO, authorisation, storage and the product's rules. Its sockets
// are kept alive as Socket.IO keeps Handraise's (`keepAlive`).
import { type WebSocket, WebSocketServer } from "ws";
import { answerStatsRequests } from "./process-stats.ts";

const rooms = new Map<string, Set<WebSocket>>();
const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, perMessageDeflate: false });

/**
 * A keep-alive as Socket.IO's (its defaults): each socket pinged 25 s after it connected and 25 s
 * after each answer, dropped when no answer comes within 20 s. Any server of phones needs one to
 * find the connections that died; without it, the baseline skipped the 10,000 pings and pongs
 * that fall within whichever measured stretch comes 25 s after the sockets connected
 * (docs/PERFORMANCE.md "Rooms walked without a copy").
 */
const PING_INTERVAL_MS = 25_000;
const PING_TIMEOUT_MS = 20_000;

function keepAlive(socket: WebSocket): void {
  let deadline: NodeJS.Timeout | undefined;
  const next = setTimeout(() => {
    socket.ping();
    deadline = setTimeout(() => socket.terminate(), PING_TIMEOUT_MS);
  }, PING_INTERVAL_MS);
  socket.on("pong", () => {
    clearTimeout(deadline);
    next.refresh();
  });
  socket.once("close", () => {
    clearTimeout(next);
    clearTimeout(deadline);
  });
}

wss.on("connection", (socket) => {
  keepAlive(socket);
  socket.on("message", (data) => {
    // A client's only message: the room it joins.
    const room = data.toString();
    let members = rooms.get(room);
    if (!members) {
      members = new Set();
      rooms.set(room, members);
    }
    members.add(socket);
    socket.once("close", () => members?.delete(socket));
    socket.send("joined");
  });
});

answerStatsRequests();
process.on("message", (message: { type?: string; id?: number; room?: string; payload?: string }) => {
  if (message?.type === "broadcast" && message.room && message.payload) {
    const data = Buffer.from(message.payload);
    for (const socket of rooms.get(message.room) ?? []) socket.send(data);
    process.send?.({ type: "done", id: message.id });
  }
});

wss.on("listening", () => {
  const address = wss.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.send?.({ type: "ready", url: `ws://127.0.0.1:${port}` });
});

// The bench ended (or died): so does this process.
process.on("disconnect", () => process.exit(0));
