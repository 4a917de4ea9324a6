// What a screen showing one event makes of a failed read (docs/product.md §2): the server's 404 means
// the event is not available to this viewer; any other failure is kept as its message.
import { apiPath, MESSAGES } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import { renderToStaticMarkup } from "react-dom/server";
import { Provider } from "react-redux";
import { describe, expect, it } from "vitest";
import { createStore } from "../../app/store.ts";
import { answeringServer } from "../../test/answering-server.ts";
import { eventsApi } from "./api.ts";
import { useCurrentEvent } from "./use-current-event.ts";

function Shown({ eventId }: { eventId: string }) {
  const { notFound, error } = useCurrentEvent(eventId);
  return <output>{JSON.stringify({ notFound, error })}</output>;
}

/** Reads the event into a fresh cache, then renders what the screen would make of it. */
async function shownAfterReading(eventId: string): Promise<{ notFound: boolean; error: string | null }> {
  const store = createStore();
  await store.dispatch(eventsApi.endpoints.event.initiate(eventId));
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <Shown eventId={eventId} />
    </Provider>,
  );
  return JSON.parse(html.replace(/^<output>|<\/output>$/g, "").replaceAll("&quot;", '"'));
}

describe("the open event", () => {
  it("treats a 404 on the open event as not available and keeps other errors as messages", async () => {
    const server = await answeringServer({
      [`GET ${apiPath(eventRoutes.getEvent, { id: "gone" })}`]: { status: 404, body: { message: "Event not found" } },
    });
    try {
      expect(await shownAfterReading("gone")).toEqual({ notFound: true, error: null });
    } finally {
      await server.close();
    }
    // No server answers here (a relative address outside a browser): the read fails for real.
    expect(await shownAfterReading("x")).toEqual({ notFound: false, error: MESSAGES.failedFetchEvent });
  });
});
