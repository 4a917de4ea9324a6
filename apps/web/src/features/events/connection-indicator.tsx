// A small sign that live updates flow: words as well as a colour (docs/product.md §11 "colour never the only
// signal"). It speaks only of a connection a screen wants: with no room to listen to (a
// dashboard without events) no socket is opened, so there is nothing to report.
import { useT } from "../../lib/i18n/translate.ts";
import { useSocketStatus } from "../../lib/realtime-client.ts";

export function ConnectionIndicator() {
  const status = useSocketStatus();
  const t = useT();
  if (status === "idle") return null;
  const connected = status === "connected";
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <span aria-hidden="true" className={`size-2 rounded-full ${connected ? "bg-green-600" : "bg-amber-500"}`} />
      {t(connected ? "events.connection.connected" : "events.connection.reconnecting")}
    </span>
  );
}
