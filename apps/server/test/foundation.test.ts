// The foundation: health, deep links answering the web app, unknown API routes, body rules.

import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { server, http } = useTestServer();

describe("foundation", () => {
  it("answers health with the storage engine in use", async () => {
    const answer = await http.get("/api/health");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "ok", db: server.engine, realtime: expect.stringMatching(/memory|redis/) });
  });

  it("answers deep links with the web app's index.html", async () => {
    for (const path of ["/", "/events/x", "/billing", "/no/such/page?x=1"]) {
      const answer = await http.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type")).toContain("text/html");
      expect(String(answer.body)).toContain('<div id="root">');
    }
  });

  it("answers unknown API routes with 404 JSON, not the app", async () => {
    const answer = await http.get("/api/nothing-here");
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/No route/);
  });
});
