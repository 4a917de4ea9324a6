// Reading and moderating: who sees hidden questions, host-only toggles and status, editing by
// the author only, deleting by the author or any host, and read-only non-members.
import { ANSWER_MESSAGES, MESSAGES } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { askOk, buildCast, credentials, listAs } from "../support/cast.ts";

const { http } = useTestServer();

describe("reading the list", () => {
  it("answers newest first, with likes and favourites as member ids", async () => {
    const cast = await buildCast(http);
    const first = await askOk(http, cast.eventId, cast.member, "First");
    const second = await askOk(http, cast.eventId, cast.guest, "Second");
    await http.post(`/api/questions/${first._id}/like`, { token: cast.member.token, body: {} });
    await http.post(`/api/questions/${first._id}/favourite`, { guestToken: cast.guest.guestToken, body: {} });
    const list = await listAs(http, cast.eventId);
    expect(list.status).toBe(200);
    expect(list.body.map((q) => q._id)).toEqual([second._id, first._id]);
    expect(list.body[1].likes).toEqual([cast.member._id]);
    expect(list.body[1].favourites).toEqual([cast.guest.guestId]);
  });

  it("gives hosts hidden questions, and its author their own, nobody else", async () => {
    const cast = await buildCast(http);
    const hidden = await askOk(http, cast.eventId, cast.member, "Hide me");
    const shown = await askOk(http, cast.eventId, cast.member, "Keep me");
    const toggle = await http.patch(`/api/questions/${hidden._id}/toggle-hidden`, {
      token: cast.host.token,
      body: { memberId: cast.host._id },
    });
    expect(toggle.status).toBe(200);
    expect(toggle.body.hidden).toBe(true);
    const hostView = await listAs(http, cast.eventId, cast.host);
    expect(hostView.body.map((q) => [q._id, q.hidden])).toEqual([
      [shown._id, false],
      [hidden._id, true],
    ]);
    for (const caller of [cast.guest, cast.outsider, undefined]) {
      const view = await listAs(http, cast.eventId, caller);
      expect(view.body.map((q) => q._id)).toEqual([shown._id]);
    }
    // Its author still sees it in their own list, marked hidden (docs/features/questions.md)...
    const authorView = await listAs(http, cast.eventId, cast.member);
    expect(authorView.body.map((q) => [q._id, q.hidden])).toEqual([
      [shown._id, false],
      [hidden._id, true],
    ]);
    // ...but cannot act on it
    const like = await http.post(`/api/questions/${hidden._id}/like`, { token: cast.member.token, body: {} });
    expect(like.status).toBe(404);
  });

  it("answers 404 for a private event to an anonymous caller and the list to a signed-in one", async () => {
    const cast = await buildCast(http);
    const hide = await http.put(`/api/events/${cast.eventId}`, { token: cast.host.token, body: { isPublic: false } });
    expect(hide.status).toBe(200);
    await askOk(http, cast.eventId, cast.member, "Private talk");
    expect((await listAs(http, cast.eventId)).status).toBe(404);
    const signedIn = await listAs(http, cast.eventId, cast.outsider);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toHaveLength(1);
  });

  it("answers 404 for an unknown event", async () => {
    const answer = await listAs(http, "no-such-event");
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(ANSWER_MESSAGES.eventNotFound);
  });
});

describe("host moderation", () => {
  it("toggles answered back and forth, for hosts only", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.member, "Answer me");
    const on = await http.patch(`/api/questions/${question._id}/toggle-answered`, { token: cast.host.token });
    expect(on.status).toBe(200);
    expect(on.body.status).toBe("answered");
    const off = await http.patch(`/api/questions/${question._id}/toggle-answered`, {
      token: cast.host.token,
      body: { memberId: cast.host._id },
    });
    expect(off.body.status).toBe("pending");
    for (const caller of [cast.member, cast.guest, cast.outsider]) {
      const refused = await http.patch(`/api/questions/${question._id}/toggle-answered`, {
        ...credentials(caller),
        body: {},
      });
      expect(refused.status).toBe(403);
    }
  });

  it("refuses a non-host toggling hidden (403) and leaves the question visible", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.member, "Do not hide me");
    for (const caller of [cast.member, cast.guest, cast.outsider]) {
      const refused = await http.patch(`/api/questions/${question._id}/toggle-hidden`, {
        ...credentials(caller),
        body: {},
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(ANSWER_MESSAGES.forbidden);
    }
    const anonymous = await http.patch(`/api/questions/${question._id}/toggle-hidden`, { body: {} });
    expect(anonymous.status).toBe(403);
    expect((await listAs(http, cast.eventId, cast.member)).body[0].hidden).toBe(false);
  });

  it("checks a toggle's memberId claim against the host's token", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.member, "Claimed");
    const answer = await http.patch(`/api/questions/${question._id}/toggle-hidden`, {
      token: cast.host.token,
      body: { memberId: cast.member._id },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ANSWER_MESSAGES.memberIdMismatch);
  });

  it("unhides a question for everyone", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.member, "Back again");
    await http.patch(`/api/questions/${question._id}/toggle-hidden`, { token: cast.host.token });
    const back = await http.patch(`/api/questions/${question._id}/toggle-hidden`, { token: cast.host.token });
    expect(back.body.hidden).toBe(false);
    expect((await listAs(http, cast.eventId, cast.guest)).body.map((q) => q._id)).toEqual([question._id]);
  });

  it("sets a status with PUT /status, for hosts only, and validates it", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.member, "Status please");
    const set = await http.put(`/api/questions/${question._id}/status`, {
      token: cast.host.token,
      body: { status: "answered" },
    });
    expect(set.status).toBe(200);
    expect(set.body.status).toBe("answered");
    const refused = await http.put(`/api/questions/${question._id}/status`, {
      token: cast.member.token,
      body: { status: "pending" },
    });
    expect(refused.status).toBe(403);
    const invalid = await http.put(`/api/questions/${question._id}/status`, {
      token: cast.host.token,
      body: { status: "archived" },
    });
    expect(invalid.status).toBe(400);
  });

  it("answers 404 for an unknown question", async () => {
    const cast = await buildCast(http);
    const answer = await http.patch("/api/questions/no-such-question/toggle-answered", { token: cast.host.token });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(ANSWER_MESSAGES.questionNotFound);
  });
});

describe("editing", () => {
  it("lets the author edit (trimmed) and nobody else, not even a host", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.guest, "Typo qestion");
    const edited = await http.put(`/api/questions/${question._id}/edit`, {
      guestToken: cast.guest.guestToken,
      body: { content: "  Typo fixed question " },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe("Typo fixed question");
    expect(edited.body.creator.name).toBe(cast.guest.guestName);
    for (const caller of [cast.host, cast.member, cast.outsider]) {
      const refused = await http.put(`/api/questions/${question._id}/edit`, {
        ...credentials(caller),
        body: { content: "Hijacked" },
      });
      expect(refused.status).toBe(403);
    }
    const blank = await http.put(`/api/questions/${question._id}/edit`, {
      guestToken: cast.guest.guestToken,
      body: { content: "\u200B " },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(MESSAGES.missingMemberIdOrEmpty);
  });
});

describe("deleting", () => {
  it("lets the author delete their own question", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.member, "Never mind");
    const answer = await http.delete(`/api/questions/${question._id}/delete`, { token: cast.member.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: MESSAGES.questionDeleted });
    expect((await listAs(http, cast.eventId)).body).toEqual([]);
    const again = await http.delete(`/api/questions/${question._id}/delete`, { token: cast.member.token });
    expect(again.status).toBe(404);
  });

  it("lets any host delete any question, hidden ones included", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.guest, "Off topic");
    await http.patch(`/api/questions/${question._id}/toggle-hidden`, { token: cast.host.token });
    const answer = await http.delete(`/api/questions/${question._id}/delete`, { token: cast.host.token });
    expect(answer.status).toBe(200);
    expect((await listAs(http, cast.eventId, cast.host)).body).toEqual([]);
  });

  it("refuses other members and non-members (403)", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.member, "Mine to delete");
    for (const caller of [cast.guest, cast.outsider]) {
      const refused = await http.delete(`/api/questions/${question._id}/delete`, credentials(caller));
      expect(refused.status).toBe(403);
    }
    expect(await listAs(http, cast.eventId).then((a) => a.body.length)).toBe(1);
  });
});
