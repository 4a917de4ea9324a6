// A question a host hides leaves the audience's lists, but not its author's: the author still
// sees it (marked hidden), so it stays in their own "Mine" count, live and after a re-read.
// Nobody else learns anything new, and the author still cannot act on it.
import type { Question } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { askAnonymously, askOk, buildCast, heardAbout, listAs, settle, watch } from "../support/live-room.ts";

const room = useTestServer();

const toggleHidden = (questionId: string, token: string) =>
  room.http.patch(`/api/questions/${questionId}/toggle-hidden`, { token });

describe("a hidden question, as its author sees it", () => {
  it("stays in the author's list, marked hidden, and leaves everyone else's", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "Hide me");
    const other = await askOk(room.http, cast.eventId, cast.guest, "Keep me");
    await toggleHidden(question._id, cast.host.token);

    const mine = (await listAs(room.http, cast.eventId, cast.member)).body as Question[];
    expect(mine.map((q) => q._id).sort()).toEqual([question._id, other._id].sort());
    expect(mine.find((q) => q._id === question._id)?.hidden).toBe(true);
    for (const caller of [cast.guest, cast.outsider, undefined]) {
      const list = (await listAs(room.http, cast.eventId, caller)).body as Question[];
      expect(list.map((q) => q._id)).toEqual([other._id]);
    }
    // Still not the author's to act on while hidden.
    expect(
      (await room.http.put(`/api/questions/${question._id}/edit`, { token: cast.member.token, body: { content: "x" } }))
        .status,
    ).toBe(404);
    expect((await room.http.delete(`/api/questions/${question._id}/delete`, { token: cast.member.token })).status).toBe(
      404,
    );

    await toggleHidden(question._id, cast.host.token);
    const again = (await listAs(room.http, cast.eventId, cast.guest)).body as Question[];
    expect(again.map((q) => q._id).sort()).toEqual([question._id, other._id].sort());
  });

  it("live: the author hears it updated as hidden, others hear it deleted; unhidden, both hear it added", async () => {
    const cast = await buildCast(room.http);
    const sockets = await watch(room.server.url, cast, room.opened);
    for (const ask of ["named", "anonymous"] as const) {
      const question =
        ask === "named"
          ? await askOk(room.http, cast.eventId, cast.member, `Hide me (${ask})`)
          : (await askAnonymously(room.http, cast.eventId, cast.member, `Hide me (${ask})`)).body;
      await settle(...Object.values(sockets));
      for (const socket of Object.values(sockets)) socket.heard.splice(0);

      await toggleHidden(question._id, cast.host.token);
      const hidden = await sockets.member.next("questionUpdated", (p) => p.question._id === question._id);
      expect(hidden.question.hidden).toBe(true);
      expect(hidden.question.createdBy).toBe(cast.member._id);
      await sockets.guest.next("questionDeleted", (p) => p.questionId === question._id);
      await settle(...Object.values(sockets));
      expect(heardAbout(sockets.member, question._id)).toEqual(["questionUpdated"]);
      expect(heardAbout(sockets.guest, question._id)).toEqual(["questionDeleted"]);
      expect(heardAbout(sockets.nobody, question._id)).toEqual(["questionDeleted"]);

      // A host's reply to the hidden question reaches its author too.
      await room.http.put(`/api/questions/${question._id}/reply`, { token: cast.host.token, body: { text: "Noted" } });
      const replied = await sockets.member.next("questionUpdated", (p) => p.question.reply?.text === "Noted");
      expect(replied.question.createdBy).toBe(cast.member._id);
      await settle(sockets.guest);
      expect(heardAbout(sockets.guest, question._id)).toEqual(["questionDeleted"]);

      for (const socket of Object.values(sockets)) socket.heard.splice(0);
      await toggleHidden(question._id, cast.host.token);
      const back = await sockets.member.next("questionAdded", (p) => p.question._id === question._id);
      expect(back.question.hidden).toBe(false);
      await sockets.guest.next("questionAdded", (p) => p.question._id === question._id);

      // Deleted while hidden: the author's list loses it too.
      await toggleHidden(question._id, cast.host.token);
      for (const socket of Object.values(sockets)) socket.heard.splice(0);
      await room.http.delete(`/api/questions/${question._id}/delete`, { token: cast.host.token });
      await sockets.member.next("questionDeleted", (p) => p.questionId === question._id);
      await settle(sockets.guest);
      expect(heardAbout(sockets.guest, question._id)).toEqual([]);
    }
  });
});
