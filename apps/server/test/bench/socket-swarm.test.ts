// The bench's phones (bench/socket-swarm.ts): every socket counts the marked questions it hears;
// only the sockets that watch keep each question's like count, which the fan-out's do not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Child, collectReceipts, startChild, startSwarms, stopAll } from "../../bench/children.ts";
import type { SocketPlan } from "../../bench/socket-swarm.ts";

const room = "swarm-test";
const changed = (questionId: string, likes: string[]) =>
  `42${JSON.stringify(["questionUpdated", { eventId: room, question: { _id: questionId, content: "bench:m1 edited", likes } }])}`;

describe("the bench's socket swarm", () => {
  const children: Child[] = [];
  let swarm: Child;
  let server: Child;
  beforeAll(async () => {
    server = await startChild("bare-broadcaster.ts");
    children.push(server);
    const plans: SocketPlan[] = [
      { room },
      { room },
      { room, watch: false },
      { room, watch: false },
      { room, watch: false },
    ];
    const started = await startSwarms(server.ready.url as string, "bare", plans, 240);
    children.push(...started.swarms);
    swarm = started.swarms[0] as Child;
    expect(started.connected).toBe(5);
  }, 60_000);
  afterAll(() => stopAll(children));

  it("counts a marked question on every socket, and keeps like counts on the watching ones only", async () => {
    await server.ask({ type: "broadcast", room, payload: changed("q1", ["a", "b"]) }, "done");
    let receipts = await collectReceipts([swarm]);
    for (let i = 0; i < 50 && (receipts.get("m1")?.count ?? 0) < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      receipts = await collectReceipts([swarm], receipts);
    }
    expect(receipts.get("m1")?.count).toBe(5);
    const likes = await swarm.ask<{ matching: number; total: number }>(
      { type: "likes", expected: { [room]: { q1: 2 } } },
      "likes",
    );
    expect(likes).toMatchObject({ matching: 2, total: 2 });
  }, 30_000);
});
