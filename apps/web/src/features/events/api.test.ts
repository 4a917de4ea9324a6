// Live event messages reach every place that shows the event: both lists and the open event,
// in the cache (RTK Query).
import { apiPath, type HandraiseEvent } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createStore } from "../../app/store.ts";
import { loadNamespaces } from "../../lib/i18n/catalogues.ts";
import { anEvent } from "../../test/an-event.ts";
import { answeringServer } from "../../test/answering-server.ts";
import { applyEvent, eventRemoved, eventStatusChanged, eventsApi, spotlightChanged } from "./api.ts";

// The messages in English, as the page shows them before any other language is chosen.
beforeAll(async () => {
  await loadNamespaces(i18n, "en", ["messages"]);
  i18n.activate("en");
});

async function storeWith(hosted: HandraiseEvent[], joined: HandraiseEvent[], current: HandraiseEvent | null) {
  const store = createStore();
  await store.dispatch(
    eventsApi.util.upsertQueryData("eventLists", undefined, { host_list: hosted, member_list: joined }),
  );
  if (current) await store.dispatch(eventsApi.util.upsertQueryData("event", current._id, current));
  return store;
}

type Store = Awaited<ReturnType<typeof storeWith>>;
const lists = (store: Store) => eventsApi.endpoints.eventLists.select()(store.getState()).data;
const open = (store: Store, id: string) => eventsApi.endpoints.event.select(id)(store.getState());

describe("events cache", () => {
  it("applies a status change to both lists and the current event", async () => {
    const store = await storeWith([anEvent("a")], [anEvent("a"), anEvent("b")], anEvent("a"));
    store.dispatch(eventStatusChanged({ eventId: "a", status: "live" }));
    expect(lists(store)?.host_list[0]?.status).toBe("live");
    expect(lists(store)?.member_list.map((e) => e.status)).toEqual(["live", "upcoming"]);
    expect(open(store, "a").data?.status).toBe("live");
  });

  it("moves the spotlight in both lists and the current event", async () => {
    const store = await storeWith([anEvent("a")], [anEvent("a")], anEvent("a"));
    store.dispatch(spotlightChanged({ eventId: "a", questionId: "q1" }));
    expect(lists(store)?.host_list[0]?.spotlightQuestionId).toBe("q1");
    expect(lists(store)?.member_list[0]?.spotlightQuestionId).toBe("q1");
    expect(open(store, "a").data?.spotlightQuestionId).toBe("q1");
  });

  it("replaces an edited event where it is shown and adds it nowhere else", async () => {
    const store = await storeWith([], [anEvent("b")], anEvent("b"));
    store.dispatch(applyEvent(anEvent("b", { title: "Renamed", isPublic: false })));
    expect(lists(store)?.member_list[0]).toMatchObject({ title: "Renamed", isPublic: false });
    expect(open(store, "b").data?.title).toBe("Renamed");
    store.dispatch(applyEvent(anEvent("z")));
    expect(lists(store)?.host_list).toEqual([]);
  });

  it("keeps the host's blocked words when a live message without them replaces the event", async () => {
    const hosted = anEvent("a", { blockedWords: ["spoiler"] });
    const store = await storeWith([hosted], [], hosted);
    store.dispatch(applyEvent(anEvent("a", { title: "Renamed" })));
    expect(lists(store)?.host_list[0]).toMatchObject({ title: "Renamed", blockedWords: ["spoiler"] });
    expect(open(store, "a").data).toMatchObject({ title: "Renamed", blockedWords: ["spoiler"] });
    store.dispatch(applyEvent(anEvent("a", { blockedWords: [] })));
    expect(open(store, "a").data?.blockedWords).toEqual([]);
  });

  it("appends a created event to host_list", async () => {
    const store = await storeWith([anEvent("a")], [], null);
    const server = await answeringServer({
      [`POST ${apiPath(eventRoutes.createEvent)}`]: { status: 200, body: anEvent("c") },
    });
    try {
      await store.dispatch(eventsApi.endpoints.createEvent.initiate({ title: "c", date: "2030-01-01T10:00:00.000Z" }));
    } finally {
      await server.close();
    }
    expect(lists(store)?.host_list.map((e) => e._id)).toEqual(["a", "c"]);
  });

  // No server answers here (a relative address outside a browser): the re-read fails for real.
  it("removes a deleted event from both lists and reads the open one again", async () => {
    const store = await storeWith([anEvent("a")], [anEvent("a")], anEvent("a"));
    const watching = store.dispatch(eventsApi.endpoints.event.initiate("a"));
    store.dispatch(eventRemoved("a"));
    expect(lists(store)?.host_list).toEqual([]);
    expect(lists(store)?.member_list).toEqual([]);
    await vi.waitFor(() => expect(open(store, "a").isError || open(store, "a").isLoading).toBe(true));
    watching.unsubscribe();
  });

  it("keeps a failed read as a message with the status 0 when the server was not reached", async () => {
    const store = await storeWith([], [], null);
    const result = await store.dispatch(eventsApi.endpoints.event.initiate("x"));
    expect(result.error).toEqual({ message: "Failed to fetch event", status: 0 });
  });
});
