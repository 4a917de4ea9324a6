// The event page's early reads: the event and its questions are asked for once, as the page is,
// and the page's own hooks opening just after take those reads instead of reading again.
import { apiPath } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import * as questionRoutes from "@handraise/contract/routes/questions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventsApi } from "../features/events/api.ts";
import { questionsApi } from "../features/questions/api.ts";
import { FRESH_ON_OPEN_S } from "../lib/early-reads.ts";
import { anEvent } from "../test/an-event.ts";
import { answeringServer } from "../test/answering-server.ts";
import { startEventPageData } from "./event-page-data.ts";
import { createStore } from "./store.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("an event page's early reads", () => {
  it("ask for the event and its questions once; the page opening just after reads nothing again", async () => {
    const eventRead = `GET ${apiPath(eventRoutes.getEvent, { id: "e1" })}`;
    const listRead = `GET ${apiPath(questionRoutes.listQuestions, { eventId: "e1" })}`;
    const server = await answeringServer({
      [eventRead]: { status: 200, body: anEvent("e1") },
      [listRead]: { status: 200, body: [] },
    });
    const store = createStore();
    try {
      startEventPageData(store.dispatch, "e1");
      await vi.waitFor(() => {
        expect(eventsApi.endpoints.event.select("e1")(store.getState()).isSuccess).toBe(true);
        expect(questionsApi.endpoints.questions.select("e1")(store.getState()).isSuccess).toBe(true);
      });
      expect(server.calls.toSorted()).toEqual([eventRead, listRead].toSorted());

      // As the page's hooks subscribe when it renders (useCurrentEvent, useSessionQuestions).
      const opened = [
        store.dispatch(eventsApi.endpoints.event.initiate("e1", { forceRefetch: FRESH_ON_OPEN_S })),
        store.dispatch(questionsApi.endpoints.questions.initiate("e1", { forceRefetch: FRESH_ON_OPEN_S })),
      ];
      await Promise.all(opened);
      expect(server.calls).toHaveLength(2);

      // What the hooks asked before: a read on every opening, which would have read twice.
      await store.dispatch(eventsApi.endpoints.event.initiate("e1", { forceRefetch: true, subscribe: false }));
      expect(server.calls).toEqual(expect.arrayContaining([eventRead, listRead, eventRead]));
      expect(server.calls).toHaveLength(3);
      for (const read of opened) read.unsubscribe();
    } finally {
      await server.close();
    }
  });
});
