// A small sign that live updates flow: words as well as a colour (UX.md "colour never the only signal").
import { useSocketConnected } from "../../lib/realtime-client.ts";

export function ConnectionIndicator() {
  const connected = useSocketConnected();
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <span aria-hidden="true" className={`size-2 rounded-full ${connected ? "bg-green-600" : "bg-amber-500"}`} />
      {connected ? "Connected" : "Reconnecting…"}
    </span>
  );
}
