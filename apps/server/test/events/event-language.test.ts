// The event's language (docs/features/languages.md "Server"): the language its presenter view
// shows in, set on creation or edit by a host, null when unset, in every answer of the event.
import { buildEvent, buildUser, joinAsAccount, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { http } = useTestServer();

describe("the event's language", () => {
  it("is null unless set, and set on creation when given", async () => {
    const host = await buildUser(http);
    expect((await buildEvent(http, host)).language).toBeNull();
    const arabic = await buildEvent(http, host, { language: "ar" });
    expect(arabic.language).toBe("ar");

    const member = await buildUser(http);
    const joined = await joinAsAccount(http, arabic._id, member);
    expect(joined.language).toBe("ar");
    expect((await http.get(`/api/events/${arabic._id}`, { token: member.token })).body.language).toBe("ar");
    const lists = await http.get("/api/events", { token: host.token });
    expect(lists.body.host_list.map((event: { language: string | null }) => event.language).sort()).toEqual([
      "ar",
      null,
    ]);
  });

  it("changes on its own or with the other fields, and back to unset", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host);
    const german = await http.put(`/api/events/${event._id}`, { token: host.token, body: { language: "de" } });
    expect(german.status).toBe(200);
    expect(german.body.language).toBe("de");
    const full = await http.put(`/api/events/${event._id}`, {
      token: host.token,
      body: { title: "Renamed", date: event.date, language: "fr" },
    });
    expect(full.body).toMatchObject({ title: "Renamed", language: "fr" });
    const untouched = await http.put(`/api/events/${event._id}`, { token: host.token, body: { isPublic: false } });
    expect(untouched.body.language).toBe("fr");
    const unset = await http.put(`/api/events/${event._id}`, { token: host.token, body: { language: null } });
    expect(unset.body.language).toBeNull();
  });

  it("is one of the languages Handraise speaks, and a host's to change", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host);
    for (const language of ["xx", "en-GB", "", 1]) {
      const refused = await http.put(`/api/events/${event._id}`, { token: host.token, body: { language } });
      expect(refused.status, String(language)).toBe(400);
    }
    const created = await http.post("/api/events", {
      token: host.token,
      body: { title: "Nope", date: event.date, language: "tlh" },
    });
    expect(created.status).toBe(400);

    const member = await buildUser(http);
    await joinAsAccount(http, event._id, member);
    const byMember = await http.put(`/api/events/${event._id}`, { token: member.token, body: { language: "es" } });
    expect(byMember.status).toBe(403);
    expect((await http.get(`/api/events/${event._id}`, { token: host.token })).body.language).toBeNull();
  });
});
