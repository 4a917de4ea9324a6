// What a screen showing one event makes of a failed read (docs/product.md §2): the server's 404 means
// the event is not available to this viewer; any other failure is kept as its message.
import { apiPath } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import { i18n } from "@lingui/core";
import { renderToStaticMarkup } from "react-dom/server";
import { Provider } from "react-redux";
import { beforeAll, describe, expect, it } from "vitest";
import { createStore } from "../../app/store.ts";
import { loadNamespaces } from "../../lib/i18n/catalogues.ts";
import { AppI18n } from "../../lib/i18n/provider.tsx";
import { answeringServer } from "../../test/answering-server.ts";
import { eventsApi } from "./api.ts";
import { useCurrentEvent } from "./use-current-event.ts";

// The messages in English, as the page shows them before any other language is chosen.
beforeAll(async () => {
  await loadNamespaces(i18n, "en", ["messages"]);
  i18n.activate("en");
});

function Shown({ eventId }: { eventId: string }) {
  const { notFound, error } = useCurrentEvent(eventId);
  return <output>{JSON.stringify({ notFound, error })}</output>;
}

/** Reads the event into a fresh cache, then renders what the screen would make of it. */
async function shownAfterReading(eventId: string): Promise<{ notFound: boolean; error: string | null }> {
  const store = createStore();
  await store.dispatch(eventsApi.endpoints.event.initiate(eventId));
  const html = renderToStaticMarkup(
    <AppI18n>
      <Provider store={store}>
        <Shown eventId={eventId} />
      </Provider>
    </AppI18n>,
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
    expect(await shownAfterReading("x")).toEqual({ notFound: false, error: "Failed to fetch event" });
  });
});
