// A hall liking the question on the big screen: likes and favourites of one question are folded
// into a few questionUpdated messages, and the last one always carries the final state.
import type { Question } from "@handraise/contract";
import { buildEvent, buildUser, joinAsGuest, makePro, type TestGuest, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { askOk, type Listener, listen } from "../support/cast.ts";

const { server, http } = useTestServer();

const BURST = 30;

/** The question as the socket heard it last, once it matches `done`. */
async function lastHeard(listener: Listener, questionId: string, done: (q: Question) => boolean): Promise<Question> {
  await listener.next("questionUpdated", (p) => p.question._id === questionId && done(p.question));
  // Anything sent before this round trip has arrived: the final state is the last message.
  await listener.flush();
  const updates = updatesOf(listener, questionId);
  return updates[updates.length - 1] as Question;
}

function updatesOf(listener: Listener, questionId: string): Question[] {
  return listener.heard
    .filter((h) => h.name === "questionUpdated")
    .map((h) => (h.payload as { question: Question }).question)
    .filter((q) => q._id === questionId);
}

describe("a burst of likes and favourites on one question", () => {
  it("reaches the room as a few updates, the last with every like and favourite", async () => {
    const host = await buildUser(http);
    await makePro(server.ctx.db, host._id);
    const event = await buildEvent(http, host, { maxMembers: 100 });
    const hall: TestGuest[] = [];
    for (let i = 0; i < BURST; i++) hall.push(await joinAsGuest(http, event._id));
    const question = await askOk(http, event._id, hall[0] as TestGuest, "On the big screen");
    const watcher = await listen(server.url);
    const hostSocket = await listen(server.url, host);
    try {
      for (const socket of [watcher, hostSocket]) expect(await socket.join(event._id)).toEqual({ ok: true });

      // Everyone likes at once, half of them favourite too, and three change their mind.
      await Promise.all(
        hall.flatMap((guest, i) => [
          http.post(`/api/questions/${question._id}/like`, { guestToken: guest.guestToken, body: {} }),
          ...(i % 2 === 0
            ? [http.post(`/api/questions/${question._id}/favourite`, { guestToken: guest.guestToken, body: {} })]
            : []),
        ]),
      );
      const mindChangers = hall.slice(0, 3);
      await Promise.all(
        mindChangers.map((guest) =>
          http.post(`/api/questions/${question._id}/like`, { guestToken: guest.guestToken, body: {} }),
        ),
      );
      const expectedLikes = hall.slice(3).map((g) => g.guestId);
      const expectedFavourites = hall.filter((_, i) => i % 2 === 0).map((g) => g.guestId);

      for (const socket of [watcher, hostSocket]) {
        const final = await lastHeard(
          socket,
          question._id,
          (q) => q.likes.length === expectedLikes.length && q.favourites.length === expectedFavourites.length,
        );
        expect([...final.likes].sort()).toEqual([...expectedLikes].sort());
        expect([...final.favourites].sort()).toEqual([...expectedFavourites].sort());
        // 48 changes, folded: far fewer messages than changes.
        const sent = updatesOf(socket, question._id).length;
        expect(sent).toBeGreaterThan(0);
        expect(sent).toBeLessThan(BURST);
      }
    } finally {
      watcher.close();
      hostSocket.close();
    }
  });

  it("sends a lone like at once, with the like in it", async () => {
    const host = await buildUser(http);
    const event = await buildEvent(http, host);
    const guest = await joinAsGuest(http, event._id);
    const question = await askOk(http, event._id, guest, "Just one like");
    const watcher = await listen(server.url);
    try {
      await watcher.join(event._id);
      await http.post(`/api/questions/${question._id}/like`, { guestToken: guest.guestToken, body: {} });
      // The first change of a question opens no wait: it is sent before the like call answers.
      await watcher.flush();
      expect(updatesOf(watcher, question._id).map((q) => q.likes)).toEqual([[guest.guestId]]);
    } finally {
      watcher.close();
    }
  });
});
