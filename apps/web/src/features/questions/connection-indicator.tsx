// Live means visibly live (UX.md): a small dot and word say whether updates are flowing.
import { useEffect, useRef } from "react";
import { useSocketConnected } from "../../lib/realtime-client.ts";

export function ConnectionIndicator() {
  const connected = useSocketConnected();
  const everConnected = useRef(connected);
  useEffect(() => {
    if (connected) everConnected.current = true;
  }, [connected]);
  const label = connected ? "Live" : everConnected.current ? "Reconnecting…" : "Connecting…";
  return (
    <span
      role="status"
      data-testid="connection-indicator"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset ${
        connected ? "bg-green-50 text-green-800 ring-green-200" : "bg-amber-50 text-amber-900 ring-amber-200"
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${connected ? "bg-green-600 motion-safe:animate-pulse" : "bg-amber-600"}`}
      />
      {label}
    </span>
  );
}
