// A real HTTP server on a free local port that answers the calls a unit test names, for the
// web app's own client (lib/api-client.ts) to reach as it would the API: the path it builds from
// the route table, the JSON it receives, parsed by the route's schema. The app calls relative
// paths, as a page does; outside a browser, fetch has no page to resolve them against, so the
// test's fetch resolves them against this server's origin.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";

/** `"POST /api/events"` → the status and body to answer with. */
export type Answers = Record<string, { status: number; body: unknown }>;

export async function answeringServer(answers: Answers): Promise<{ calls: string[]; close: () => Promise<void> }> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    const call = `${request.method} ${request.url}`;
    calls.push(call);
    const answer = answers[call] ?? { status: 404, body: { message: `no answer for ${call}` } };
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pageFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => pageFetch(new URL(input, origin), init));
  return {
    calls,
    close: async () => {
      vi.unstubAllGlobals();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
