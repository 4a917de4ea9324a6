// No spelling of a path walks around a limit. The router decodes `/%61pi/auth/login` to the
// login route, so every variant (percent-encoded, double-encoded, escapes in mixed case, letters
// in mixed case, trailing or doubled slash, query string, encoded slash) either reaches the
// same route and counts against the same limit, or reaches no route at all (404). Paths are
// sent byte for byte (node:http), so no client library tidies them first. Limits are lowered
// here (3 per subject, 6 per address) so each variant meets them quickly.
import { request as httpRequest } from "node:http";
import { type CallOptions, rateLimitsAt, useTestServer } from "@handraise/test-support";
import { beforeAll, describe, expect, it } from "vitest";
import { buildStage, freshAddress, LIMITED_CALL_CASES, type Stage } from "./limited-calls.ts";

const PER_SUBJECT = 3;
const PER_ADDRESS = 6;
const GENERAL = 200;

let stage: Stage;

const { server, http } = useTestServer(() => {
  const limits = rateLimitsAt(PER_SUBJECT);
  for (const c of LIMITED_CALL_CASES) limits[c.call] = { perAccount: PER_SUBJECT, perAddress: PER_ADDRESS };
  // New guests of one event are counted apart (guest-doors.test.ts); here only the calls' limits.
  limits.newGuest = { perAddressAndEvent: 1000 };
  limits.general = { perAddress: GENERAL };
  // The setup speaks from 127.0.0.1; every check speaks from addresses of its own.
  return { env: { TRUST_PROXY: "127.0.0.1" }, overrides: { rateLimit: limits } };
});
beforeAll(async () => {
  stage = await buildStage(http);
});

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16);
  return `%${upper ? code.toUpperCase() : code}`;
};

/** Every letter of the path's fixed words (`/api/auth/...`), percent-encoded. */
function encodeLetters(path: string, upper: (index: number) => boolean): string {
  let index = 0;
  return path.replace(/[a-z]/gi, (char) => hex(char, upper(index++)));
}

/** Spellings of one path; the first is the path as written. */
export function spellings(path: string): { label: string; path: string }[] {
  const first = path.charAt(1);
  const rest = path.slice(2);
  const flipCase = (text: string) =>
    text.replace(/[a-z]/gi, (char, offset: number) => (offset % 2 ? char.toUpperCase() : char.toLowerCase()));
  return [
    { label: "as written", path },
    { label: "first letter encoded", path: `/${hex(first, false)}${rest}` },
    { label: "every letter encoded, upper-case escapes", path: encodeLetters(path, () => true) },
    { label: "every letter encoded, mixed-case escapes", path: encodeLetters(path, (i) => i % 2 === 0) },
    { label: "double-encoded", path: `/%25${hex(first, false).slice(1)}${rest}` },
    { label: "upper-case letters", path: path.toUpperCase() },
    { label: "mixed-case letters", path: flipCase(path) },
    { label: "trailing slash", path: `${path}/` },
    { label: "doubled slash", path: path.replace("/api/", "/api//") },
    { label: "dot segment", path: path.replace("/api/", "/api/./") },
    { label: "encoded slashes", path: path.replace(/\//g, "%2F").replace(/^%2F/, "/") },
    { label: "query string", path: `${path}?via=elsewhere` },
  ];
}

type Answer = {
  status: number;
  body: { message?: string } | undefined;
  retryAfter: string | undefined;
  /** The general limit's count, told only once it is exceeded. */
  rateLimitLimit: string | undefined;
};

/** One request with the path exactly as given. */
function sendRaw(method: string, path: string, address: string, options: CallOptions): Promise<Answer> {
  const { port } = new URL(server.url);
  const headers: Record<string, string> = { "x-forwarded-for": address };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.guestToken) headers["x-guest-token"] = options.guestToken;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers["content-type"] = "application/json";
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => {
        let parsed: Answer["body"];
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = { message: text };
        }
        const retryAfter = res.headers["retry-after"];
        const rateLimitLimit = res.headers["x-ratelimit-limit"];
        resolve({
          status: res.statusCode ?? 0,
          body: parsed,
          retryAfter: typeof retryAfter === "string" ? retryAfter : undefined,
          rateLimitLimit: typeof rateLimitLimit === "string" ? rateLimitLimit : undefined,
        });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The answer of a path that reaches no route: 404 `No route for …`, or 400 for an undecodable one. */
function reachedNoRoute(answer: Answer): boolean {
  return answer.status === 404 && (answer.body?.message ?? "").startsWith("No route");
}

/**
 * Sends every spelling in turn (then all once more) with `options(i)` from `address(i)`. Those
 * that reach the route must pass until `limit` calls were counted, and be 429 from then on.
 * Answers how many spellings reached the route.
 */
async function walk(
  method: string,
  path: string,
  limit: number,
  counted: number,
  passes: number[],
  send: (spelling: string, attempt: number) => Promise<Answer>,
): Promise<string[]> {
  const reached: string[] = [];
  let count = counted;
  const all = spellings(path);
  for (const [round, list] of [all, all].entries()) {
    for (const [i, spelling] of list.entries()) {
      const answer = await send(spelling.path, round * list.length + i);
      const where = `${method} ${spelling.path} (${spelling.label}): ${answer.status} ${JSON.stringify(answer.body)}`;
      if (reachedNoRoute(answer)) continue;
      if (round === 0) reached.push(spelling.label);
      if (count < limit) {
        expect(passes, where).toContain(answer.status);
        count += 1;
      } else {
        expect(answer.status, where).toBe(429);
        expect(Number(answer.retryAfter), where).toBeGreaterThan(0);
      }
    }
  }
  return reached;
}

/** The spellings a decoding router must bring to the route: the bypass of the issue. */
const MUST_REACH = [
  "as written",
  "first letter encoded",
  "every letter encoded, upper-case escapes",
  "every letter encoded, mixed-case escapes",
  "query string",
];

describe("every spelling of a limited path counts against the same limit", () => {
  for (const c of LIMITED_CALL_CASES) {
    it(`${c.call}: per subject`, async () => {
      const subject = await c.subject(http, stage);
      const path = c.path(stage);
      const reached = await walk(c.method, path, PER_SUBJECT, c.madeWith ?? 0, c.passes, (spelling, i) =>
        sendRaw(c.method, spelling, freshAddress(), subject.options(i)),
      );
      expect(reached).toEqual(expect.arrayContaining(MUST_REACH));
    });

    it(`${c.call}: per address`, async () => {
      const address = freshAddress();
      const path = c.path(stage);
      const reached = await walk(c.method, path, PER_ADDRESS, 0, c.passes, (spelling, i) =>
        sendRaw(c.method, spelling, address, c.anyone(stage, i)),
      );
      expect(reached).toEqual(expect.arrayContaining(MUST_REACH));
    });
  }
});

describe("the general limit of every API call", () => {
  it("counts every spelling of an API path against the address", async () => {
    const address = freshAddress();
    const path = `/api/events/${stage.eventId}`;
    const all = spellings(path);
    const isTheEvent = (answer: Answer) => (answer.body as { _id?: string } | undefined)?._id === stage.eventId;
    let passed = 0;
    for (let i = 0; passed < GENERAL; i++) {
      const spelling = all[i % all.length] ?? { label: "as written", path };
      const answer = await sendRaw("GET", spelling.path, address, {});
      expect(answer.status, spelling.label).not.toBe(429);
      // Within the limit, an answer does not tell the counts (docs/SECURITY.md "Limits").
      expect(answer.rateLimitLimit, spelling.label).toBeUndefined();
      if (isTheEvent(answer)) passed += 1;
    }
    // Spellings that reach no API route answer a page or 404, never the event.
    for (const spelling of all) {
      const answer = await sendRaw("GET", spelling.path, address, {});
      expect(isTheEvent(answer), spelling.label).toBe(false);
      if (MUST_REACH.includes(spelling.label)) {
        expect(answer.status, spelling.label).toBe(429);
        // Over it, the answer says when to come back, and what the limit is.
        expect(Number(answer.retryAfter), spelling.label).toBeGreaterThan(0);
        expect(answer.rateLimitLimit, spelling.label).toBe(String(GENERAL));
      }
    }
  });
});
