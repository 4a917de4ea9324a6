// Now answering: a host sets or clears the event's spotlightQuestionId, every page hears
// spotlightChanged, and a question the audience cannot see never stays in the spotlight.
import { ANSWER_MESSAGES } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { askOk, buildCast, editEvent, settle, spotlight, watch } from "../support/live-room.ts";

const room = useTestServer();

const spotlightOf = async (eventId: string) => (await room.http.get(`/api/events/${eventId}`)).body.spotlightQuestionId;

describe("now answering", () => {
  it("starts with none; a host sets it and clears it, and every page hears each change", async () => {
    const cast = await buildCast(room.http);
    expect(await spotlightOf(cast.eventId)).toBeNull();
    const sockets = await watch(room.server.url, cast, room.opened);
    const question = await askOk(room.http, cast.eventId, cast.member, "What is next?");
    const on = await spotlight(room.http, question._id, cast.host.token, true);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ eventId: cast.eventId, questionId: question._id });
    expect(await spotlightOf(cast.eventId)).toBe(question._id);
    for (const socket of Object.values(sockets)) {
      expect(await socket.next("spotlightChanged")).toEqual({ eventId: cast.eventId, questionId: question._id });
    }
    const off = await spotlight(room.http, question._id, cast.host.token, false);
    expect(off.body).toEqual({ eventId: cast.eventId, questionId: null });
    expect(await spotlightOf(cast.eventId)).toBeNull();
    for (const socket of Object.values(sockets)) {
      expect(await socket.next("spotlightChanged", (p) => p.questionId === null)).toEqual({
        eventId: cast.eventId,
        questionId: null,
      });
    }
  });

  it("moves from one question to the next, and clearing another question leaves it alone", async () => {
    const cast = await buildCast(room.http);
    const first = await askOk(room.http, cast.eventId, cast.member, "First");
    const second = await askOk(room.http, cast.eventId, cast.guest, "Second");
    await spotlight(room.http, first._id, cast.host.token, true);
    await spotlight(room.http, second._id, cast.host.token, true);
    expect(await spotlightOf(cast.eventId)).toBe(second._id);
    const off = await spotlight(room.http, first._id, cast.host.token, false);
    expect(off.body.questionId).toBe(second._id);
    expect(await spotlightOf(cast.eventId)).toBe(second._id);
  });

  it("is for hosts only", async () => {
    const cast = await buildCast(room.http);
    const question = await askOk(room.http, cast.eventId, cast.member, "Me, me!");
    expect((await spotlight(room.http, question._id, cast.member.token, true)).status).toBe(403);
    expect((await spotlight(room.http, question._id, cast.outsider.token, true)).status).toBe(403);
    const anonymous = await room.http.patch(`/api/questions/${question._id}/spotlight`, { body: { on: true } });
    expect(anonymous.status).toBe(403);
    expect(await spotlightOf(cast.eventId)).toBeNull();
    const bad = await room.http.patch(`/api/questions/${question._id}/spotlight`, {
      token: cast.host.token,
      body: { on: "yes" },
    });
    expect(bad.status).toBe(400);
  });

  it("refuses a hidden question or one awaiting review", async () => {
    const cast = await buildCast(room.http);
    const hidden = await askOk(room.http, cast.eventId, cast.member, "Hidden");
    await room.http.patch(`/api/questions/${hidden._id}/toggle-hidden`, { token: cast.host.token });
    const refused = await spotlight(room.http, hidden._id, cast.host.token, true);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ANSWER_MESSAGES.spotlightNotShown);
    await editEvent(room.http, cast.eventId, cast.host.token, { moderateQuestions: true });
    const awaiting = await askOk(room.http, cast.eventId, cast.member, "Awaiting");
    expect((await spotlight(room.http, awaiting._id, cast.host.token, true)).status).toBe(409);
    expect(await spotlightOf(cast.eventId)).toBeNull();
  });

  it("is cleared, and every page told, when its question is hidden or deleted", async () => {
    const cast = await buildCast(room.http);
    const sockets = await watch(room.server.url, cast, room.opened);
    for (const end of ["hide", "delete"] as const) {
      const question = await askOk(room.http, cast.eventId, cast.member, `To ${end}`);
      await spotlight(room.http, question._id, cast.host.token, true);
      await settle(...Object.values(sockets));
      for (const socket of Object.values(sockets)) socket.heard.splice(0);
      const answer =
        end === "hide"
          ? await room.http.patch(`/api/questions/${question._id}/toggle-hidden`, { token: cast.host.token })
          : await room.http.delete(`/api/questions/${question._id}/delete`, { token: cast.member.token });
      expect(answer.status).toBe(200);
      expect(await spotlightOf(cast.eventId)).toBeNull();
      for (const socket of Object.values(sockets)) {
        expect(await socket.next("spotlightChanged")).toEqual({ eventId: cast.eventId, questionId: null });
      }
    }
  });

  it("is cleared in the same change, and every page told, when its question is marked answered; it can be put back", async () => {
    const cast = await buildCast(room.http);
    const sockets = await watch(room.server.url, cast, room.opened);
    for (const mark of ["toggle", "status"] as const) {
      const question = await askOk(room.http, cast.eventId, cast.member, `Answered by ${mark}`);
      await spotlight(room.http, question._id, cast.host.token, true);
      await settle(...Object.values(sockets));
      for (const socket of Object.values(sockets)) socket.heard.splice(0);
      const answer =
        mark === "toggle"
          ? await room.http.patch(`/api/questions/${question._id}/toggle-answered`, { token: cast.host.token })
          : await room.http.put(`/api/questions/${question._id}/status`, {
              token: cast.host.token,
              body: { status: "answered" },
            });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe("answered");
      expect(await spotlightOf(cast.eventId)).toBeNull();
      for (const socket of Object.values(sockets)) {
        expect(await socket.next("spotlightChanged")).toEqual({ eventId: cast.eventId, questionId: null });
      }
      // The host may put an answered question back on screen; it stays answered.
      const back = await spotlight(room.http, question._id, cast.host.token, true);
      expect(back.body).toEqual({ eventId: cast.eventId, questionId: question._id });
      expect(await spotlightOf(cast.eventId)).toBe(question._id);
    }
  });

  it("marking another question answered, or setting one pending, leaves the spotlight alone", async () => {
    const cast = await buildCast(room.http);
    const shown = await askOk(room.http, cast.eventId, cast.member, "On screen");
    const other = await askOk(room.http, cast.eventId, cast.member, "Other");
    await spotlight(room.http, shown._id, cast.host.token, true);
    const sockets = await watch(room.server.url, cast, room.opened);
    await room.http.patch(`/api/questions/${other._id}/toggle-answered`, { token: cast.host.token });
    await settle(sockets.member, sockets.host);
    expect(sockets.member.heard.filter((h) => h.name === "spotlightChanged")).toEqual([]);
    expect(await spotlightOf(cast.eventId)).toBe(shown._id);
    await room.http.patch(`/api/questions/${shown._id}/toggle-answered`, { token: cast.host.token });
    await spotlight(room.http, shown._id, cast.host.token, true);
    await room.http.put(`/api/questions/${shown._id}/status`, { token: cast.host.token, body: { status: "pending" } });
    expect(await spotlightOf(cast.eventId)).toBe(shown._id);
  });

  it("hiding or deleting another question leaves the spotlight and says nothing about it", async () => {
    const cast = await buildCast(room.http);
    const shown = await askOk(room.http, cast.eventId, cast.member, "On screen");
    const other = await askOk(room.http, cast.eventId, cast.member, "Other");
    await spotlight(room.http, shown._id, cast.host.token, true);
    const sockets = await watch(room.server.url, cast, room.opened);
    await room.http.patch(`/api/questions/${other._id}/toggle-hidden`, { token: cast.host.token });
    await room.http.delete(`/api/questions/${other._id}/delete`, { token: cast.host.token });
    await settle(sockets.member, sockets.host);
    expect(sockets.member.heard.filter((h) => h.name === "spotlightChanged")).toEqual([]);
    expect(await spotlightOf(cast.eventId)).toBe(shown._id);
  });
});
