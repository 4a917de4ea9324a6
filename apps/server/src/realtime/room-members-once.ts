// Who a broadcast reaches, found without copying the room. Socket.IO's adapter walks the rooms of
// a broadcast and keeps every socket id it reached in a new Set, so that a socket in two of the
// rooms hears the message once. For an event of 10,000 viewers that Set is 10,000 insertions per
// message, about ten times the cost of the walk itself (docs/PERFORMANCE.md "Rooms walked without
// a copy"), while the audience's room and the hosts' room, the two a question goes to, share no
// socket by the rule of realtime.ts (`roomsFor`).
//
// `reachRoomsWithoutCopies` gives the namespace's adapter the same walk with the same answer: a
// socket is skipped in a room when one of the rooms walked before it holds it, which asks only the
// rooms themselves. `except` is as before, and a broadcast to no room (every socket) keeps the
// adapter's own walk. Both adapters deliver local sockets through this walk (the Redis adapter's
// own and remote broadcasts too), as they do through `writeToEngine` (single-buffer-frames.ts).
// The adapter's other walks (sockets joining, leaving, disconnected, fetched) come the same way;
// what they do to a socket is the same done twice, so they too end as before.
import type { Namespace } from "socket.io";

type Options = { rooms: Set<string>; except?: Set<string> };
type Walk = {
  rooms: Map<string, Set<string>>;
  nsp: { sockets: Map<string, unknown> };
  computeExceptSids: (except?: Set<string>) => Set<string>;
  apply: (options: Options, callback: (socket: unknown) => void) => void;
};

/** Whether one of the rooms holds the socket (a loop, not `some`: no closure per socket). */
function heldByAny(rooms: Set<string>[], id: string): boolean {
  for (const room of rooms) if (room.has(id)) return true;
  return false;
}

/** Call after the adapter is chosen (`io.adapter(…)` makes each namespace a new one). */
export function reachRoomsWithoutCopies(namespace: Namespace): void {
  const adapter = namespace.adapter as unknown as Walk;
  // A Socket.IO adapter without these parts walks its own way; nothing to replace.
  if (!(adapter.rooms instanceof Map) || typeof adapter.computeExceptSids !== "function") return;
  const walkEveryone = adapter.apply;
  adapter.apply = function walkRooms(this: Walk, options, callback) {
    // To every socket: the adapter's own walk, which keeps no set either.
    if (options.rooms.size === 0) return walkEveryone.call(this, options, callback);
    const except = this.computeExceptSids(options.except);
    const sockets = this.nsp.sockets;
    const walked: Set<string>[] = [];
    for (const room of options.rooms) {
      const members = this.rooms.get(room);
      if (!members) continue;
      for (const id of members) {
        if (except.has(id) || heldByAny(walked, id)) continue;
        const socket = sockets.get(id);
        if (socket) callback(socket);
      }
      walked.push(members);
    }
  };
}
