// Host names on events follow the account: after a host renames themself on the profile, every
// read of their events (one event, the lists, the answer to an edit) says the new name.

import { buildEvent, buildUser, joinAsAccount, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { server, http } = useTestServer();

describe("host names after a rename", () => {
  it("show the account's current display name on every read of the event", async () => {
    const host = await buildUser(http, { displayName: "Old Name" });
    const coHost = await buildUser(http, { displayName: "Co Host" });
    const member = await buildUser(http, { displayName: "Mia Member" });
    const event = await buildEvent(http, host, { title: "Renamed host's event" });
    await server.ctx.db
      .insertInto("event_hosts")
      .values({ event_id: event._id, user_id: coHost._id, host_name: coHost.displayName, position: 1 })
      .execute();
    await joinAsAccount(http, event._id, member);

    const renamed = await http.put("/api/auth/me", { token: host.token, body: { displayName: "New Name" } });
    expect(renamed.status).toBe(200);

    const hosts = [
      { hostId: host._id, hostName: "New Name" },
      { hostId: coHost._id, hostName: "Co Host" },
    ];
    expect((await http.get(`/api/events/${event._id}`)).body.host).toEqual(hosts);
    const hostLists = (await http.get("/api/events", { token: host.token })).body;
    expect(hostLists.host_list.find((e: { _id: string }) => e._id === event._id).host).toEqual(hosts);
    const memberLists = (await http.get("/api/events", { token: member.token })).body;
    expect(memberLists.member_list.find((e: { _id: string }) => e._id === event._id).host).toEqual(hosts);
    const edited = await http.put(`/api/events/${event._id}`, { token: coHost.token, body: { status: "live" } });
    expect(edited.body.host).toEqual(hosts);
  });
});
