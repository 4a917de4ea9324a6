// The event's CSV export with its polls (docs/features/polls.md "CSV export"): after the
// questions, a blank line and a table of every poll's results, one row per option, word, rating
// value or open answer; no voter is ever named. An event without polls keeps the questions alone.
import { joinAsGuest, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { createPoll, vote } from "../polls/poll-calls.ts";
import { buildCast, type Cast } from "../support/cast.ts";
import { parseCsv } from "./csv-reader.ts";

const { server, http } = useTestServer();

const QUESTION_HEADER = [
  "Question",
  "Status",
  "Hidden",
  "Awaiting review",
  "Likes",
  "Favourites",
  "Asked by",
  "Asked at",
  "Reply",
];
const POLL_HEADER = ["Poll", "Kind", "Status", "Voters", "Answer", "Votes", "Score", "Note"];

async function exported(cast: Cast): Promise<{ text: string; rows: string[][] }> {
  const response = await fetch(`${server.url}/api/events/${cast.eventId}/export.csv`, {
    headers: { authorization: `Bearer ${cast.host.token}` },
  });
  expect(response.status).toBe(200);
  const text = (await response.text()).replace(/^\uFEFF/, "");
  return { text, rows: parseCsv(text) };
}

async function votedOk(pollId: string, caller: Parameters<typeof vote>[2], body: Record<string, unknown>) {
  const answer = await vote(http, pollId, caller, body);
  expect(answer.status).toBe(200);
}

describe("the event's CSV export with polls", () => {
  it("adds a table of every poll's results after the questions, naming no voter", async () => {
    const cast = await buildCast(http);
    await server.ctx.db.updateTable("events").set({ max_polls: 10 }).where("id", "=", cast.eventId).execute();
    const other = await joinAsGuest(http, cast.eventId, { guestName: "Secret Voter" });
    const { rows: before } = await exported(cast);
    expect(before).toEqual([QUESTION_HEADER]);

    const choice = await createPoll(http, cast, { question: "Best talk?", options: ["Keynote", "=1+1"] });
    const [keynote, formula] = choice.options.map((option) => option._id);
    await votedOk(choice._id, cast.member, { optionId: keynote });
    await votedOk(choice._id, cast.guest, { optionId: keynote });
    await votedOk(choice._id, other, { optionId: formula });
    const cloud = await createPoll(http, cast, { question: "One word?", kind: "wordcloud" });
    await votedOk(cloud._id, cast.member, { words: ["Tea", "coffee"] });
    await votedOk(cloud._id, cast.guest, { words: ["tea"] });
    const rating = await createPoll(http, cast, { question: "How was it?", kind: "rating", scaleMax: 5 });
    await votedOk(rating._id, cast.member, { value: 4 });
    await votedOk(rating._id, cast.guest, { value: 5 });
    const ranking = await createPoll(http, cast, { question: "Rank them", kind: "ranking", options: ["A", "B", "C"] });
    const [a, b, c] = ranking.options.map((option) => option._id);
    await votedOk(ranking._id, cast.member, { optionIds: [a, b, c] });
    await votedOk(ranking._id, cast.guest, { optionIds: [b, a, c] });
    const open = await createPoll(http, cast, { question: "Anything else?", kind: "open" });
    await votedOk(open._id, cast.member, { text: "Great day" });
    const hidden = await vote(http, open._id, other, { text: "Rude words" });
    await http.patch(
      `/api/polls/${open._id}/answers/${hidden.body.answers?.find((x) => x.text === "Rude words")?._id}`,
      {
        token: cast.host.token,
        body: { hidden: true },
      },
    );
    const quiz = await createPoll(http, cast, {
      question: "Capital of France?",
      kind: "quiz",
      options: ["Paris", "Lyon"],
      correctOptions: [0],
    });
    await votedOk(quiz._id, cast.guest, { optionId: quiz.options[1]?._id });
    await createPoll(http, cast, { question: "Next time?", kind: "wordcloud", status: "draft" });

    const { text, rows } = await exported(cast);
    expect(rows[0]).toEqual(QUESTION_HEADER);
    expect(rows[1]).toEqual([""]);
    expect(rows[2]).toEqual(POLL_HEADER);
    expect(rows.slice(3)).toEqual([
      ["Best talk?", "Multiple choice", "Closed", "3", "Keynote", "2", "", ""],
      ["Best talk?", "Multiple choice", "Closed", "3", "'=1+1", "1", "", ""],
      ["One word?", "Word cloud", "Closed", "2", "Tea", "2", "", ""],
      ["One word?", "Word cloud", "Closed", "2", "coffee", "1", "", ""],
      ["How was it?", "Rating", "Closed", "2", "1", "0", "4.5", ""],
      ["How was it?", "Rating", "Closed", "2", "2", "0", "4.5", ""],
      ["How was it?", "Rating", "Closed", "2", "3", "0", "4.5", ""],
      ["How was it?", "Rating", "Closed", "2", "4", "1", "4.5", ""],
      ["How was it?", "Rating", "Closed", "2", "5", "1", "4.5", ""],
      ["Rank them", "Ranking", "Closed", "2", "A", "2", "3", ""],
      ["Rank them", "Ranking", "Closed", "2", "B", "2", "3", ""],
      ["Rank them", "Ranking", "Closed", "2", "C", "2", "0", ""],
      ["Anything else?", "Open answers", "Closed", "2", "Great day", "", "", ""],
      ["Anything else?", "Open answers", "Closed", "2", "Rude words", "", "", "Hidden"],
      ["Capital of France?", "Quiz", "Open", "1", "Paris", "0", "", "Correct"],
      ["Capital of France?", "Quiz", "Open", "1", "Lyon", "1", "", ""],
      ["Next time?", "Word cloud", "Draft", "0", "", "", "", ""],
    ]);
    for (const name of [cast.member.displayName, cast.guest.guestName, "Secret Voter"]) {
      expect(text).not.toContain(name);
    }
  });

  it("keeps the questions table as it was above the polls", async () => {
    const cast = await buildCast(http);
    const asked = await http.post<{ content: string; createdAt: string }>(`/api/questions/${cast.eventId}`, {
      token: cast.member.token,
      body: { content: "Will slides be shared?", memberId: cast.member._id },
    });
    await createPoll(http, cast, { question: "Coffee or tea?", options: ["Coffee", "Tea"] });
    const { rows } = await exported(cast);
    expect(rows.slice(0, 4)).toEqual([
      QUESTION_HEADER,
      ["Will slides be shared?", "Pending", "No", "No", "0", "0", cast.member.displayName, asked.body.createdAt, ""],
      [""],
      POLL_HEADER,
    ]);
    expect(rows.slice(4)).toEqual([
      ["Coffee or tea?", "Multiple choice", "Open", "0", "Coffee", "0", "", ""],
      ["Coffee or tea?", "Multiple choice", "Open", "0", "Tea", "0", "", ""],
    ]);
  });
});
