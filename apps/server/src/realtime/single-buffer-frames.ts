// A broadcast's websocket frame as one buffer. Socket.IO's adapter builds the frame of a
// broadcast once (`_encode` → ws `Sender.frame`), but as two buffers, header and payload, so each
// of the thousands of sockets it goes to writes it with cork, two writes, uncork and a writev
// (ws `sendFrame`). Joined once per broadcast, each socket makes a single plain write instead:
// the same bytes, a shorter path per delivery (docs/PERFORMANCE.md "Live path").
import type { Namespace } from "socket.io";

type PacketOptions = { wsPreEncodedFrame?: Buffer[] };
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
    return encoded;
  };
}
