// Load shedding: while the event loop keeps falling behind past OVERLOAD_EVENT_LOOP_DELAY_MS,
// requests are answered 503 `{message}` with Retry-After at once, and normal answers return by
// themselves when the loop catches up.
import { ANSWER_MESSAGES } from "@handraise/contract";
import { type HttpAnswer, useTestServer } from "@handraise/test-support";
import { expect, it } from "vitest";

const { http } = useTestServer({
  overrides: { overload: { eventLoopDelayMs: 20, heapUsedBytes: 0, rssBytes: 0 } },
});

it("answers 503 with Retry-After while the event loop stays behind, then serves again", async () => {
  // The server runs in this process: keep its event loop busy in 150 ms slices for 2.5 s, as a
  // burst of work would, while a client keeps asking.
  const busyUntil = Date.now() + 2_500;
  const busy = (async () => {
    while (Date.now() < busyUntil) {
      const slice = Date.now() + 150;
      while (Date.now() < slice) {
        // busy on purpose
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const answers: HttpAnswer[] = [];
  while (Date.now() < busyUntil) answers.push(await http.get("/api/health"));
  await busy;

  const shed = answers.filter((a) => a.status === 503);
  expect(shed.length).toBeGreaterThan(0);
  expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
  expect(shed[0]?.body).toEqual({ message: ANSWER_MESSAGES.serviceUnavailable, code: "serviceUnavailable" });
  expect(shed[0]?.headers.get("retry-after")).toBe("5");

  const calm = Date.now();
  let status = 0;
  while (status !== 200 && Date.now() - calm < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = (await http.get("/api/health")).status;
  }
  expect(status).toBe(200);
  console.info(
    `load shedding: ${shed.length} of ${answers.length} requests shed with 503 while the loop was busy; 200 again ${Date.now() - calm} ms after`,
  );
});
