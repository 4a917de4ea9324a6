// The fan-out baseline: a bare `ws` server that does nothing but keep sockets in rooms and send
// one payload to every socket of a room, as the bench asks over IPC. What Handraise costs beyond
// this is the price of Socket.IO, authorisation, storage and the product's rules.
import { type WebSocket, WebSocketServer } from "ws";
import { answerStatsRequests } from "./process-stats.ts";

const rooms = new Map<string, Set<WebSocket>>();
const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, perMessageDeflate: false });

wss.on("connection", (socket) => {
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
