// The question list is cached per event and per view and tagged (ETag): the 30-second re-reads
// answer 304 while nothing changed, every kind of change gives a new list at once, a non-host
// never gets the hosts' list, and a change made through one instance is seen through another
// (the instances share a Redis, as several instances must: each keeps the event's row, whose
// questions_version names the list, until a change's drop reaches it; docs/ARCHITECTURE.md
// "Token and access caches").
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Question } from "@handraise/contract";
import {
  type HttpAnswer,
  type HttpClient,
  httpClient,
  startTestServer,
  type TestServer,
} from "@handraise/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unthrottled } from "../security/generous-limits.ts";
import { askOk, buildCast, type Caller, type Cast, credentials } from "../support/cast.ts";

let server: TestServer;
let second: TestServer;
let http: HttpClient;
let http2: HttpClient;

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn("The list cache across instances SKIPPED: TEST_REDIS_URL is not set (CI sets it)");

beforeAll(async () => {
  // With Redis, rate limits are counted there, shared with every other suite on this address.
  const shared = redisUrl ? { env: { REDIS_URL: redisUrl }, overrides: unthrottled() } : {};
  server = await startTestServer(shared);
  second = await startTestServer({ shareStorageWith: server, ...shared });
  http = httpClient(server.url);
  http2 = httpClient(second.url);
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

/** The list as `caller` (or an anonymous visitor) reads it, sending the tag it holds if any. */
function read(client: HttpClient, eventId: string, caller?: Caller, etag?: string): Promise<HttpAnswer<Question[]>> {
  return client.get(`/api/questions/event/${eventId}`, {
    ...(caller ? credentials(caller) : {}),
    headers: etag ? { "if-none-match": etag } : {},
  });
}

/** node:http, which leaves the body as sent (fetch would decode it). */
function rawList(base: string, eventId: string, guestToken: string, acceptEncoding: string | undefined) {
  return new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = { "x-guest-token": guestToken };
    if (acceptEncoding) headers["accept-encoding"] = acceptEncoding;
    const req = request(new URL(`/api/questions/event/${eventId}`, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          encoding: res.headers["content-encoding"],
          vary: res.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

function tagOf(answer: HttpAnswer): string {
  const etag = answer.headers.get("etag");
  if (!etag) throw new Error("no ETag");
  return etag;
}

describe("question list re-reads", () => {
  it("answer 304 with no body while nothing changed, for the audience and for hosts", async () => {
    const cast = await buildCast(http);
    await askOk(http, cast.eventId, cast.member, "Anything new?");
    for (const caller of [undefined, cast.guest, cast.member, cast.host]) {
      const first = await read(http, cast.eventId, caller);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("private, no-cache");
      expect(first.headers.get("vary")).toMatch(/authorization/i);
      const again = await read(http, cast.eventId, caller, tagOf(first));
      expect(again.status).toBe(304);
      expect(again.body).toBeUndefined();
      expect(tagOf(again)).toBe(tagOf(first));
    }
  });

  it("answer 200 with the new list after a change", async () => {
    const cast = await buildCast(http);
    const before = await read(http, cast.eventId, cast.guest);
    expect(before.body).toEqual([]);
    const question = await askOk(http, cast.eventId, cast.member, "Now there is one");
    const after = await read(http, cast.eventId, cast.guest, tagOf(before));
    expect(after.status).toBe(200);
    expect(after.body.map((q) => q._id)).toEqual([question._id]);
    expect(tagOf(after)).not.toBe(tagOf(before));
  });

  it("are sent compressed to a browser that accepts it, the same list once decoded", async () => {
    const cast = await buildCast(http);
    for (let i = 0; i < 3; i++) await askOk(http, cast.eventId, cast.member, `Question ${i} about the venue Wi-Fi?`);
    const plain = await rawList(server.url, cast.eventId, cast.guest.guestToken, undefined);
    expect(plain.encoding).toBeUndefined();
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const packed = await rawList(server.url, cast.eventId, cast.guest.guestToken, encoding);
      expect(packed.encoding).toBe(encoding);
      expect(packed.vary).toMatch(/accept-encoding/);
      expect(packed.body.length).toBeLessThan(plain.body.length);
      expect(decode(packed.body).toString()).toBe(plain.body.toString());
    }
  });

  it("still checks who may read: an event turned private is not served from the cache", async () => {
    const cast = await buildCast(http);
    await askOk(http, cast.eventId, cast.member, "Public for now");
    const open = await read(http, cast.eventId);
    expect(open.status).toBe(200);
    await http.put(`/api/events/${cast.eventId}`, { token: cast.host.token, body: { isPublic: false } });
    expect((await read(http, cast.eventId, undefined, tagOf(open))).status).toBe(404);
    expect((await read(http, cast.eventId)).status).toBe(404);
  });
});

/** Every kind of change to an event's questions, each a real call, with what the list must show after it. */
type Change = {
  name: string;
  make: (cast: Cast, question: Question, client: HttpClient) => Promise<HttpAnswer>;
  /** What the audience's list shows of the question after the change (undefined: gone). */
  seen: (question: Question | undefined, cast: Cast) => void;
};

const CHANGES: Change[] = [
  {
    name: "a new question",
    make: (cast, _q, client) =>
      client.post(`/api/questions/${cast.eventId}`, {
        ...credentials(cast.guest),
        body: { content: "A second one", memberId: cast.guest.guestId },
      }),
    seen: (q) => expect(q).toBeDefined(),
  },
  {
    name: "an edit",
    make: (cast, q, client) =>
      client.put(`/api/questions/${q._id}/edit`, { token: cast.member.token, body: { content: "Edited words" } }),
    seen: (q) => expect(q?.content).toBe("Edited words"),
  },
  {
    name: "a status",
    make: (cast, q, client) =>
      client.put(`/api/questions/${q._id}/status`, { token: cast.host.token, body: { status: "answered" } }),
    seen: (q) => expect(q?.status).toBe("answered"),
  },
  {
    name: "marking answered",
    make: (cast, q, client) => client.patch(`/api/questions/${q._id}/toggle-answered`, { token: cast.host.token }),
    seen: (q) => expect(q?.status).toBe("answered"),
  },
  {
    name: "hiding",
    make: (cast, q, client) => client.patch(`/api/questions/${q._id}/toggle-hidden`, { token: cast.host.token }),
    seen: (q) => expect(q).toBeUndefined(),
  },
  {
    name: "deleting",
    make: (cast, q, client) => client.delete(`/api/questions/${q._id}/delete`, { token: cast.host.token }),
    seen: (q) => expect(q).toBeUndefined(),
  },
  {
    name: "a like",
    make: (cast, q, client) => client.post(`/api/questions/${q._id}/like`, { ...credentials(cast.guest), body: {} }),
    seen: (q, cast) => expect(q?.likes).toEqual([cast.guest.guestId]),
  },
  {
    name: "a favourite",
    make: (cast, q, client) => client.post(`/api/questions/${q._id}/favourite`, { token: cast.member.token, body: {} }),
    seen: (q, cast) => expect(q?.favourites).toEqual([cast.member._id]),
  },
  {
    name: "a vote",
    make: (cast, q, client) =>
      client.post(`/api/questions/${q._id}/vote`, { token: cast.member.token, body: { voteType: "up" } }),
    seen: (q, cast) => expect(q?.likes).toEqual([cast.member._id]),
  },
];

describe("the cached list changes after every kind of change", () => {
  for (const change of CHANGES) {
    for (const [through, client] of [
      ["this instance", () => http],
      ["another instance", () => http2],
    ] as const) {
      it.skipIf(through === "another instance" && !redisUrl)(`${change.name}, made through ${through}`, async () => {
        const cast = await buildCast(http);
        const question = await askOk(http, cast.eventId, cast.member, "Watch this one");
        // Both views are cached on this instance before the change.
        const audience = await read(http, cast.eventId, cast.guest);
        const hosts = await read(http, cast.eventId, cast.host);
        expect((await read(http, cast.eventId, cast.guest, tagOf(audience))).status).toBe(304);

        const made = await change.make(cast, question, client());
        expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);

        const after = await read(http, cast.eventId, cast.guest, tagOf(audience));
        expect(after.status).toBe(200);
        change.seen(
          after.body.find((q) => q._id === question._id),
          cast,
        );
        const hostsAfter = await read(http, cast.eventId, cast.host, tagOf(hosts));
        expect(hostsAfter.status).toBe(200);
        // Read directly, without any cache: the same list.
        expect(after.body).toEqual((await read(http2, cast.eventId, cast.guest)).body);
      });
    }
  }
});

describe("views", () => {
  it("never gives a non-host the hosts' list, whichever view was cached first", async () => {
    for (const hostsFirst of [true, false]) {
      const cast = await buildCast(http);
      const shown = await askOk(http, cast.eventId, cast.member, "Shown to all");
      const hidden = await askOk(http, cast.eventId, cast.guest, "Hidden by the host");
      await http.patch(`/api/questions/${hidden._id}/toggle-hidden`, { token: cast.host.token });

      const hostsList = async () => {
        const answer = await read(http, cast.eventId, cast.host);
        expect(answer.body.map((q) => q._id).sort()).toEqual([shown._id, hidden._id].sort());
        return answer;
      };
      const hosts = hostsFirst ? await hostsList() : undefined;
      // The guest asked the hidden question: they alone of the audience keep it (their own list).
      for (const caller of [undefined, cast.member, cast.outsider] as (Caller | undefined)[]) {
        const answer = await read(http, cast.eventId, caller);
        expect(answer.body.map((q) => q._id)).toEqual([shown._id]);
        // Holding the hosts' tag does not make the hosts' list this caller's.
        if (hosts) expect((await read(http, cast.eventId, caller, tagOf(hosts))).status).toBe(200);
      }
      if (!hostsFirst) {
        const audience = await read(http, cast.eventId, cast.member);
        const answer = await read(http, cast.eventId, cast.host, tagOf(audience));
        expect(answer.status).toBe(200);
        await hostsList();
      }
    }
  });

  it("give an asker of an anonymous question a list of their own, even holding the shared tag", async () => {
    const cast = await buildCast(http, { allowAnonymous: true });
    await askOk(http, cast.eventId, cast.member, "Asked openly");
    const shared = await read(http, cast.eventId, cast.member);
    const sharedTag = tagOf(shared);
    // Unchanged: every member holding the shared tag is answered 304.
    expect((await read(http, cast.eventId, cast.guest, sharedTag)).status).toBe(304);

    const secret = await http.post<Question>(`/api/questions/${cast.eventId}`, {
      guestToken: cast.guest.guestToken,
      body: { content: "Asked anonymously", memberId: cast.guest.guestId, anonymous: true },
    });
    expect(secret.status).toBe(201);
    const audience = await read(http, cast.eventId, cast.member);
    expect(audience.status).toBe(200);
    const audienceTag = tagOf(audience);
    expect(audienceTag).not.toBe(sharedTag);
    // The audience's copy names no asker; the asker, holding that same tag, gets their own view.
    expect(audience.body.find((q) => q._id === secret.body._id)?.createdBy).not.toBe(cast.guest.guestId);
    const own = await read(http, cast.eventId, cast.guest, audienceTag);
    expect(own.status).toBe(200);
    expect(own.body.find((q) => q._id === secret.body._id)?.createdBy).toBe(cast.guest.guestId);
    // Everyone else's re-read is still the cached list's 304, through either instance.
    expect((await read(http, cast.eventId, cast.member, audienceTag)).status).toBe(304);
    expect((await read(http2, cast.eventId, cast.outsider, audienceTag)).status).toBe(304);
  });
});
