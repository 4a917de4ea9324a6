// The event page's early reads: the event and its questions are asked for once, as the page is,
// and the page's own hooks opening just after take those reads instead of reading again.
import { apiPath } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import * as questionRoutes from "@handraise/contract/routes/questions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventsApi } from "../features/events/api.ts";
import { questionsApi } from "../features/questions/api.ts";
import { refetchOnOpen } from "../lib/early-reads.ts";
import { anEvent } from "../test/an-event.ts";
import { answeringServer } from "../test/answering-server.ts";
import { startEventPageData } from "./event-page-data.ts";
import { createStore } from "./store.ts";

const WAIT = { timeout: 10_000 };

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
        // A read waits for the socket's room, which outside a browser fails to open: up to 5 s.
      }, WAIT);
      expect(server.calls.toSorted()).toEqual([eventRead, listRead].toSorted());

      // As the page's hooks subscribe when it renders (useCurrentEvent, useSessionQuestions).
      expect(refetchOnOpen("e1")).toBe(10);
      const opened = [
        store.dispatch(eventsApi.endpoints.event.initiate("e1", { forceRefetch: refetchOnOpen("e1") })),
        store.dispatch(questionsApi.endpoints.questions.initiate("e1", { forceRefetch: refetchOnOpen("e1") })),
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

  it("read again what another screen keeps, and a screen opened without them reads on opening", async () => {
    const listRead = `GET ${apiPath(questionRoutes.listQuestions, { eventId: "e2" })}`;
    const server = await answeringServer({
      [`GET ${apiPath(eventRoutes.getEvent, { id: "e2" })}`]: { status: 200, body: anEvent("e2") },
      [listRead]: { status: 200, body: [] },
    });
    const store = createStore();
    try {
      // The host dashboard's list, read as a host a moment ago and still shown there.
      await store.dispatch(questionsApi.util.upsertQueryData("questions", "e2", []));
      const dashboard = store.dispatch(questionsApi.endpoints.questions.initiate("e2"));
      expect(refetchOnOpen("e2")).toBe(true);

      startEventPageData(store.dispatch, "e2");
      await vi.waitFor(() => expect(server.calls).toContain(listRead), WAIT);
      dashboard.unsubscribe();
    } finally {
      await server.close();
    }
  });
});
