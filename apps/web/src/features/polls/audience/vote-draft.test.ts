// What a voter's choices make as a vote, per kind, and how a vote reads back.
import type { Poll } from "@handraise/contract";
import { describe, expect, it } from "vitest";
import { draftOf, moved, rankingOrder, voteBody, voteLines, voteOfBody, withOption } from "./vote-draft.ts";

function poll(fields: Partial<Poll> = {}): Poll {
  return {
    _id: "p1",
    eventId: "e1",
    question: "Which one?",
    kind: "choice",
    status: "open",
    resultsShown: true,
    options: ["a", "b", "c"].map((id) => ({ _id: id, text: id.toUpperCase(), votes: 0 })),
    totalVotes: 0,
    createdAt: "2030-01-01T10:00:00.000Z",
    ...fields,
  };
}

describe("a choice or a quiz", () => {
  it("is one option, or several when the poll takes them", () => {
    const single = poll();
    let draft = withOption(draftOf(single), "a", false, true);
    draft = withOption(draft, "b", false, true);
    expect(voteBody(single, draft)).toEqual({ optionId: "b" });

    const multiple = poll({ allowMultiple: true });
    let ticks = withOption(draftOf(multiple), "a", true, true);
    ticks = withOption(ticks, "c", true, true);
    expect(voteBody(multiple, ticks)).toEqual({ optionIds: ["a", "c"] });
    expect(voteBody(multiple, withOption(withOption(ticks, "a", true, false), "c", true, false))).toBeNull();
    expect(voteBody(poll({ kind: "quiz" }), withOption(draftOf(single), "c", false, true))).toEqual({ optionId: "c" });
  });

  it("is nothing until an option is picked", () => {
    expect(voteBody(poll(), draftOf(poll()))).toBeNull();
  });
});

describe("a word cloud", () => {
  const cloud = poll({ kind: "wordcloud", options: [] });

  it("sends the typed words trimmed, empty inputs left out", () => {
    expect(voteBody(cloud, { ...draftOf(cloud), words: [" Tea ", "", "coffee"] })).toEqual({
      words: ["Tea", "coffee"],
    });
  });

  it("takes one to three words of at most 40 characters", () => {
    expect(voteBody(cloud, { ...draftOf(cloud), words: ["", "  "] })).toBeNull();
    expect(voteBody(cloud, { ...draftOf(cloud), words: ["x".repeat(41)] })).toBeNull();
    expect(voteBody(cloud, { ...draftOf(cloud), words: ["a", "b", "c", "d"] })).toBeNull();
  });
});

describe("a rating, an open answer, a ranking", () => {
  it("rates within the scale", () => {
    const rating = poll({ kind: "rating", scaleMax: 5, options: [] });
    expect(voteBody(rating, { ...draftOf(rating), value: 4 })).toEqual({ value: 4 });
    expect(voteBody(rating, { ...draftOf(rating), value: 7 })).toBeNull();
    expect(voteBody(rating, draftOf(rating))).toBeNull();
  });

  it("answers in 1 to 280 characters, trimmed", () => {
    const open = poll({ kind: "open", options: [] });
    expect(voteBody(open, { ...draftOf(open), text: "  More coffee " })).toEqual({ text: "More coffee" });
    expect(voteBody(open, { ...draftOf(open), text: "   " })).toBeNull();
    expect(voteBody(open, { ...draftOf(open), text: "x".repeat(281) })).toBeNull();
  });

  it("ranks every option once, in the order arranged", () => {
    const ranking = poll({ kind: "ranking" });
    const draft = draftOf(ranking);
    expect(voteBody(ranking, draft)).toEqual({ optionIds: ["a", "b", "c"] });
    expect(voteBody(ranking, { ...draft, order: moved(draft.order, 2, 0) })).toEqual({ optionIds: ["c", "a", "b"] });
  });

  it("keeps a ranking's order as far as it names the options, the rest last", () => {
    expect(rankingOrder(["c", "x", "a", "c"], ["a", "b", "c"])).toEqual(["c", "a", "b"]);
    expect(moved(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });
});

describe("an earlier vote", () => {
  it("is where changing it starts", () => {
    const ranking = poll({ kind: "ranking" });
    expect(draftOf(ranking, { optionIds: ["b", "c", "a"] }).order).toEqual(["b", "c", "a"]);
    const cloud = poll({ kind: "wordcloud", options: [] });
    expect(draftOf(cloud, { words: ["tea", "cake"] }).words).toEqual(["tea", "cake"]);
  });

  it("reads as lines: the options' texts in order, the words, the value or the text", () => {
    expect(voteLines(poll({ kind: "ranking" }), { optionIds: ["c", "a", "b"] })).toEqual(["C", "A", "B"]);
    expect(voteLines(poll({ kind: "wordcloud" }), { words: ["tea"] })).toEqual(["tea"]);
    expect(voteLines(poll({ kind: "rating" }), { value: 3 })).toEqual(["3"]);
    expect(voteLines(poll({ kind: "open" }), { text: "Hello" })).toEqual(["Hello"]);
  });

  it("waiting to be sent reads like a counted one", () => {
    expect(voteOfBody({ optionId: "a" })).toEqual({ optionIds: ["a"] });
    expect(voteOfBody({ words: ["tea"] })).toEqual({ words: ["tea"] });
    expect(voteOfBody({ value: 4 })).toEqual({ value: 4 });
  });
});
