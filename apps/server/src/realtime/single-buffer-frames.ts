// A broadcast's websocket frame, built once and written once to each socket. Socket.IO's adapter
// builds the frame of a broadcast once (`_encode` → ws `Sender.frame`), but as two buffers, header
// and payload; `sendFramesAsOneBuffer` joins them once per broadcast. Then each of the thousands
// of sockets it goes to still took engine.io's path for it: a packet object, `packetCreate`,
// `flush` and `drain` events on the socket and the server, the transport's `send` marking it
// unwritable until the write's callback (a callback and a tick per socket) and ws's `sendFrame`.
// `writeBroadcastFramesDirectly` writes the frame straight to the socket's TCP stream instead,
// whenever engine.io would have written it at once anyway: the connection open, its websocket
// transport writable (no write of its own pending) with nothing queued before it, uncompressed.
// Otherwise (a slow socket, a closing one, a packet queued) engine.io's path takes it, in order.
// The same bytes, in the same order, from the local adapter and from the Redis adapter alike
// (both deliver through each client's `writeToEngine`); docs/PERFORMANCE.md "Live path".
import type { Namespace, Socket } from "socket.io";

type PacketOptions = { wsPreEncodedFrame?: Buffer[]; volatile?: boolean };
type Encoding = { _encode?: (packet: unknown, options: PacketOptions) => unknown };

/** Call after the adapter is chosen (`io.adapter(…)` makes each namespace a new one). */
export function sendFramesAsOneBuffer(namespace: Namespace): void {
  const adapter = namespace.adapter as unknown as Encoding;
  const encode = adapter._encode;
  // A Socket.IO version without the pre-built frame: nothing to join, its own path stays.
  if (typeof encode !== "function") return;
  adapter._encode = function joinedFrame(this: unknown, packet, options) {
    const encoded = encode.call(this, packet, options);
    const frame = options.wsPreEncodedFrame;
    if (Array.isArray(frame) && frame.length > 1) options.wsPreEncodedFrame = [Buffer.concat(frame)];
    if (options.wsPreEncodedFrame) countFrame();
    return encoded;
  };
}

/** The parts of engine.io and ws the direct write checks; all present in engine.io 6 and ws 8. */
type RawStream = {
  destroyed: boolean;
  writable: boolean;
  writableCorked: number;
  write: (chunk: Buffer) => boolean;
  cork: () => void;
  uncork: () => void;
};
type WsSocket = { readyState: number; _socket?: RawStream; _sender?: { _queue?: unknown[] } };
type Transport = { name: string; writable: boolean; perMessageDeflate?: unknown; socket?: WsSocket };
type EngineSocket = { readyState: string; transport: Transport; writeBuffer: unknown[] };
type Client = {
  conn: EngineSocket;
  writeToEngine: (packets: unknown, options: PacketOptions) => void;
  [DIRECT]?: true;
};

const DIRECT = Symbol("handraise.directFrames");
const WS_OPEN = 1;

/**
 * Several broadcasts in one run of synchronous work (a batch of likes announcing ten questions,
 * a hide telling the hosts, the audience and the author) would cost each socket one write, one
 * system call, per broadcast. From the second broadcast of a run on, each socket's stream is
 * corked until the run's microtasks come (`queueMicrotask`), so what the run sends a socket leaves
 * in one write. The streams are written before anything the run scheduled after them, such as
 * the HTTP answer of the call that broadcast: a client still hears the rooms' news of its change
 * before its answer arrives. A lone broadcast is written at once, uncorked, as before.
 */
let framesThisRun = 0;
const corked: RawStream[] = [];

function endRun(): void {
  framesThisRun = 0;
  for (const raw of corked.splice(0)) raw.uncork();
}

function countFrame(): void {
  if (framesThisRun === 0) queueMicrotask(endRun);
  framesThisRun += 1;
}

/**
 * The caller is about to send several broadcasts in this run (the folded updates of windows that
 * closed on one beat): the streams are corked from the first of them, not the second, so each
 * socket gets all of them in one write instead of two.
 */
export function severalBroadcastsFollow(): void {
  countFrame();
}

function writeFrame(raw: RawStream, frame: Buffer): void {
  if (framesThisRun > 1 && raw.writableCorked === 0) {
    raw.cork();
    corked.push(raw);
  }
  raw.write(frame);
}

/** The socket's TCP stream when engine.io would write this frame to it right now, else undefined. */
function writableNow(conn: EngineSocket): RawStream | undefined {
  if (conn.readyState !== "open" || conn.writeBuffer.length > 0) return undefined;
  const transport = conn.transport;
  if (!transport.writable || transport.name !== "websocket" || transport.perMessageDeflate) return undefined;
  const ws = transport.socket;
  const raw = ws?._socket;
  if (!ws || ws.readyState !== WS_OPEN || !raw || raw.destroyed || !raw.writable) return undefined;
  if ((ws._sender?._queue?.length ?? 0) > 0) return undefined;
  return raw;
}

/**
 * Installs the direct write on Socket.IO's client class (once per process: the class is shared
 * by every server of the process, and the write is the same bytes engine.io would send). Give it
 * any connected socket; later calls do nothing.
 */
export function writeBroadcastFramesDirectly(socket: Socket): void {
  const prototype = Object.getPrototypeOf(socket.client) as Client;
  if (prototype[DIRECT] || typeof prototype.writeToEngine !== "function") return;
  const throughEngine = prototype.writeToEngine;
  prototype.writeToEngine = function writeToEngine(this: Client, packets, options) {
    const frame = options?.wsPreEncodedFrame;
    if (frame?.length === 1 && (!Array.isArray(packets) || packets.length === 1)) {
      const raw = writableNow(this.conn);
      if (raw) {
        writeFrame(raw, frame[0] as Buffer);
        return;
      }
    }
    throughEngine.call(this, packets, options);
  };
  prototype[DIRECT] = true;
}
