// An encoded slash (or backslash) in a path reaches no handler: `/api/events/code%2FABCDEF`
// would otherwise reach `GET /api/events/:id` with the id `code/ABCDEF`. Every such path answers
// what an unknown path answers (docs/SECURITY.md "Limits").

import { buildEvent, buildUser, type TestUser, useTestServer } from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";

let host: TestUser;

const { http } = useTestServer();
beforeAll(async () => {
  host = await buildUser(http);
});

describe("a path with an encoded slash", () => {
  it("answers the unknown-path 404 before any handler, whatever the case of the escape", async () => {
    const event = await buildEvent(http, host);
    const paths = [
      `/api/events/code%2F${event.code}`,
      `/api/events/code%2f${event.code}`,
      `/api/events/code%5C${event.code}`,
      `/api/events/${event._id}%2Fhosts`,
      `/api/questions/event%2F${event._id}`,
    ];
    for (const path of paths) {
      const answer = await http.get(path, { token: host.token });
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toEqual({ message: `No route for GET ${path}` });
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("still lets the same calls through when spelled with plain slashes", async () => {
    const event = await buildEvent(http, host);
    expect((await http.get(`/api/events/code/${event.code}`, { token: host.token })).status).toBe(200);
    expect((await http.get(`/api/events/${event._id}`, { token: host.token })).status).toBe(200);
    // An escape in the query string is not part of the path.
    expect((await http.get(`/api/events/${event._id}?next=%2Fhome`, { token: host.token })).status).toBe(200);
  });
});
