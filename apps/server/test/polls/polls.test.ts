// Polls: hosts create, anyone who may read the event lists, members vote once each and a new
// vote replaces the old one.
import { ANSWER_MESSAGES, type Poll } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { buildCast, type Cast, credentials } from "../support/cast.ts";

const { server, http } = useTestServer();

async function buildPoll(cast: Cast, options = ["Tea", "Coffee", "Water"]): Promise<Poll> {
  const answer = await http.post<Poll>("/api/polls", {
    token: cast.host.token,
    body: { eventId: cast.eventId, question: "What do you drink?", options },
  });
  if (answer.status !== 201) throw new Error(`buildPoll failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const votesOf = (poll: Poll) => Object.fromEntries(poll.options.map((o) => [o.text, o.votes]));

describe("creating a poll", () => {
  it("answers 201 with the poll in the decided shape", async () => {
    const cast = await buildCast(http);
    const poll = await buildPoll(cast, ["  Yes ", "No"]);
    expect(poll).toEqual({
      _id: expect.any(String),
      eventId: cast.eventId,
      question: "What do you drink?",
      kind: "choice",
      status: "open",
      resultsShown: true,
      allowMultiple: false,
      myVote: null,
      options: [
        { _id: expect.any(String), text: "Yes", votes: 0 },
        { _id: expect.any(String), text: "No", votes: 0 },
      ],
      totalVotes: 0,
      createdAt: expect.any(String),
    });
  });

  it("is for hosts only", async () => {
    const cast = await buildCast(http);
    const body = { eventId: cast.eventId, question: "Mine?", options: ["a", "b"] };
    for (const caller of [cast.member, cast.guest, cast.outsider]) {
      const answer = await http.post("/api/polls", { ...credentials(caller), body });
      expect(answer.status).toBe(403);
    }
    expect((await http.post("/api/polls", { body })).status).toBe(403);
  });

  it("wants 2 to 10 non-blank options and a question", async () => {
    const cast = await buildCast(http);
    const bad = [
      { question: "Q", options: ["only one"] },
      { question: "Q", options: Array.from({ length: 11 }, (_, i) => `o${i}`) },
      { question: "Q", options: ["a", "   "] },
      { question: "  ", options: ["a", "b"] },
    ];
    for (const body of bad) {
      const answer = await http.post("/api/polls", {
        token: cast.host.token,
        body: { eventId: cast.eventId, ...body },
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const ten = await http.post("/api/polls", {
      token: cast.host.token,
      body: { eventId: cast.eventId, question: "Ten", options: Array.from({ length: 10 }, (_, i) => `o${i}`) },
    });
    expect(ten.status).toBe(201);
  });

  it("answers 404 for an unknown event", async () => {
    const cast = await buildCast(http);
    const answer = await http.post("/api/polls", {
      token: cast.host.token,
      body: { eventId: "no-such-event", question: "Q", options: ["a", "b"] },
    });
    expect(answer.status).toBe(404);
  });
});

describe("listing polls", () => {
  it("answers the event's polls, in creation order, to anyone who may read the event", async () => {
    const cast = await buildCast(http);
    const first = await buildPoll(cast);
    const second = await buildPoll(cast, ["Left", "Right"]);
    for (const caller of [cast.host, cast.member, cast.guest, cast.outsider, undefined]) {
      const answer = await http.get<Poll[]>(`/api/polls/event/${cast.eventId}`, caller ? credentials(caller) : {});
      expect(answer.status).toBe(200);
      expect(answer.body.map((p) => p._id)).toEqual([first._id, second._id]);
    }
  });

  it("answers 404 to an anonymous caller for a private event", async () => {
    const cast = await buildCast(http);
    await buildPoll(cast);
    await http.put(`/api/events/${cast.eventId}`, { token: cast.host.token, body: { isPublic: false } });
    expect((await http.get(`/api/polls/event/${cast.eventId}`)).status).toBe(404);
  });
});

describe("voting", () => {
  it("counts one vote per member, and a new vote replaces the earlier one", async () => {
    const cast = await buildCast(http);
    const poll = await buildPoll(cast);
    const [tea, coffee] = poll.options;
    const path = `/api/polls/${poll._id}/vote`;
    const first = await http.post<Poll>(path, {
      token: cast.member.token,
      body: { optionId: tea._id, memberId: cast.member._id },
    });
    expect(first.status).toBe(200);
    expect(votesOf(first.body)).toEqual({ Tea: 1, Coffee: 0, Water: 0 });
    const guest = await http.post<Poll>(path, { guestToken: cast.guest.guestToken, body: { optionId: tea._id } });
    expect(votesOf(guest.body)).toEqual({ Tea: 2, Coffee: 0, Water: 0 });
    const changed = await http.post<Poll>(path, { token: cast.member.token, body: { optionId: coffee._id } });
    expect(votesOf(changed.body)).toEqual({ Tea: 1, Coffee: 1, Water: 0 });
    expect(changed.body.totalVotes).toBe(2);
    const again = await http.post<Poll>(path, { token: cast.member.token, body: { optionId: coffee._id } });
    expect(again.body.totalVotes).toBe(2);
    const rows = await server.ctx.db.selectFrom("poll_votes").selectAll().where("poll_id", "=", poll._id).execute();
    expect(rows).toHaveLength(2);
    const listed = await http.get<Poll[]>(`/api/polls/event/${cast.eventId}`);
    expect(votesOf(listed.body[0])).toEqual({ Tea: 1, Coffee: 1, Water: 0 });
  });

  it("keeps one vote per member under concurrent votes", async () => {
    const cast = await buildCast(http);
    const poll = await buildPoll(cast);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        http.post(`/api/polls/${poll._id}/vote`, {
          token: cast.member.token,
          body: { optionId: poll.options[i % 3]._id },
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const listed = await http.get<Poll[]>(`/api/polls/event/${cast.eventId}`);
    expect(listed.body[0].totalVotes).toBe(1);
  });

  it("refuses a memberId naming someone else (403) and non-members (403)", async () => {
    const cast = await buildCast(http);
    const poll = await buildPoll(cast);
    const optionId = poll.options[0]._id;
    const spoof = await http.post(`/api/polls/${poll._id}/vote`, {
      guestToken: cast.guest.guestToken,
      body: { optionId, memberId: cast.member._id },
    });
    expect(spoof.status).toBe(403);
    expect(spoof.body.message).toBe(ANSWER_MESSAGES.memberIdMismatch);
    for (const extra of [{ token: cast.outsider.token }, {}]) {
      const refused = await http.post(`/api/polls/${poll._id}/vote`, { ...extra, body: { optionId } });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(ANSWER_MESSAGES.notAMember);
    }
    expect((await http.get<Poll[]>(`/api/polls/event/${cast.eventId}`)).body[0].totalVotes).toBe(0);
  });

  it("refuses an option of another poll (400) and an unknown poll (404)", async () => {
    const cast = await buildCast(http);
    const poll = await buildPoll(cast);
    const other = await buildPoll(cast, ["x", "y"]);
    // Opening `other` closed `poll` (one open poll per event): vote in the open one.
    const wrong = await http.post(`/api/polls/${other._id}/vote`, {
      token: cast.member.token,
      body: { optionId: poll.options[0]._id },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(ANSWER_MESSAGES.pollOptionNotFound);
    const unknown = await http.post("/api/polls/no-such-poll/vote", {
      token: cast.member.token,
      body: { optionId: poll.options[0]._id },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ANSWER_MESSAGES.pollNotFound);
  });
});
