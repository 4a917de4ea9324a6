// Likes, favourites and the legacy vote call: toggles per member, claims checked against the
// credential, and one row per member per question even under a burst of concurrent toggles.
import { ANSWER_MESSAGES } from "@handraise/contract";
import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { askOk, buildCast, credentials, memberIdOf } from "../support/cast.ts";

const { server, http } = useTestServer();

const TABLES = { like: "question_likes", favourite: "question_favourites" } as const;
const FIELDS = { like: "likes", favourite: "favourites" } as const;

for (const reaction of ["like", "favourite"] as const) {
  describe(reaction, () => {
    it("toggles on and off per member, for accounts and guests", async () => {
      const cast = await buildCast(http);
      const question = await askOk(http, cast.eventId, cast.member, `Please ${reaction}`);
      const path = `/api/questions/${question._id}/${reaction}`;
      const first = await http.post(path, { token: cast.member.token, body: { memberId: cast.member._id } });
      expect(first.status).toBe(200);
      expect(first.body[FIELDS[reaction]]).toEqual([cast.member._id]);
      const second = await http.post(path, {
        guestToken: cast.guest.guestToken,
        body: { memberId: cast.guest.guestId },
      });
      expect(second.body[FIELDS[reaction]]).toEqual([cast.member._id, cast.guest.guestId]);
      const off = await http.post(path, { token: cast.member.token, body: { memberId: cast.member._id } });
      expect(off.body[FIELDS[reaction]]).toEqual([cast.guest.guestId]);
    });

    it("refuses a memberId naming someone else (403) and changes nothing", async () => {
      const cast = await buildCast(http);
      const question = await askOk(http, cast.eventId, cast.member, "Spoof target");
      const path = `/api/questions/${question._id}/${reaction}`;
      const asGuest = await http.post(path, { guestToken: cast.guest.guestToken, body: { memberId: cast.member._id } });
      const asMember = await http.post(path, { token: cast.member.token, body: { memberId: cast.guest.guestId } });
      const anonymous = await http.post(path, { body: { memberId: cast.member._id } });
      for (const answer of [asGuest, asMember, anonymous]) {
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe(ANSWER_MESSAGES.memberIdMismatch);
      }
      const rows = await server.ctx.db
        .selectFrom(TABLES[reaction])
        .selectAll()
        .where("question_id", "=", question._id)
        .execute();
      expect(rows).toEqual([]);
    });

    it("refuses non-members (403)", async () => {
      const cast = await buildCast(http);
      const question = await askOk(http, cast.eventId, cast.member, "Members only");
      const path = `/api/questions/${question._id}/${reaction}`;
      for (const answer of [
        await http.post(path, { token: cast.outsider.token, body: { memberId: cast.outsider._id } }),
        await http.post(path, { body: {} }),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe(ANSWER_MESSAGES.notAMember);
      }
    });

    it("leaves at most one row per member after 50 concurrent toggles, and the count matches the rows", async () => {
      const cast = await buildCast(http);
      const question = await askOk(http, cast.eventId, cast.member, "Hammer me");
      const path = `/api/questions/${question._id}/${reaction}`;
      // the guest's reaction stays put, so the count is checked against more than one member
      await http.post(path, { ...credentials(cast.guest), body: {} });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          http.post(path, { token: cast.member.token, body: { memberId: cast.member._id } }),
        ),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const rows = await server.ctx.db
        .selectFrom(TABLES[reaction])
        .select("member_id")
        .where("question_id", "=", question._id)
        .execute();
      const mine = rows.filter((row) => row.member_id === cast.member._id);
      expect(mine.length).toBeLessThanOrEqual(1);
      const [list] = (await http.get(`/api/questions/event/${cast.eventId}`)).body;
      expect(list[FIELDS[reaction]]).toHaveLength(rows.length);
      expect([...list[FIELDS[reaction]]].sort()).toEqual(rows.map((row) => row.member_id).sort());
      // and the member's own view agrees with the rows: toggling once more flips it
      const after = await http.post(path, { token: cast.member.token, body: {} });
      expect(after.body[FIELDS[reaction]].includes(cast.member._id)).toBe(mine.length === 0);
    });
  });
}

describe("vote", () => {
  it("treats 'up' as like on and 'down' as like off, idempotently", async () => {
    const cast = await buildCast(http);
    const question = await askOk(http, cast.eventId, cast.member, "Vote on me");
    const path = `/api/questions/${question._id}/vote`;
    const up = await http.post(path, { ...credentials(cast.guest), body: { voteType: "up" } });
    expect(up.status).toBe(200);
    expect(up.body.likes).toEqual([memberIdOf(cast.guest)]);
    const upAgain = await http.post(path, { ...credentials(cast.guest), body: { voteType: "up" } });
    expect(upAgain.body.likes).toEqual([memberIdOf(cast.guest)]);
    const down = await http.post(path, { ...credentials(cast.guest), body: { voteType: "down" } });
    expect(down.body.likes).toEqual([]);
    const invalid = await http.post(path, { ...credentials(cast.guest), body: { voteType: "sideways" } });
    expect(invalid.status).toBe(400);
    const outsider = await http.post(path, { ...credentials(cast.outsider), body: { voteType: "up" } });
    expect(outsider.status).toBe(403);
  });
});
