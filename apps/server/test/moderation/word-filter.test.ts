// The word filter's matching, both ways: the usual evasions are caught (case, accents, spacing,
// leetspeak, look-alike letters, repeated letters, endings), in each shipped language, and words
// that merely contain a listed one are not (the "Scunthorpe" cases).
import { describe, expect, it } from "vitest";
import { EVERYDAY_WORDS, operatorWords } from "../../src/features/moderation/operator-words.ts";
import { findBlocked, wordList } from "../../src/features/moderation/word-filter.ts";

const operator = operatorWords();

describe("the operator's list catches", () => {
  const caught: [text: string, entry: string][] = [
    ["What the fuck is this", "fuck"],
    ["WHAT THE FUCK", "fuck"],
    ["f u c k the plan", "fuck"],
    ["f.u.c.k", "fuck"],
    ["f-u-c-k you", "fuck"],
    ["fück", "fuck"],
    ["fuuuuuck", "fuck"],
    ["sh1t", "shit"],
    ["$hit happens", "shit"],
    ["sh!t", "shit"],
    ["you a$$hole", "asshole"],
    // Cyrillic letters drawn like Latin ones: ѕ (dze), о, с, к.
    ["ѕhit", "shit"],
    ["соск", "cock"],
    ["fucks", "fuck"],
    ["wanker", "wank"],
    ["motherfucker", "motherfucker"],
    ["Du Arschloch", "arschloch"],
    ["Scheisse", "scheiße"],
    ["putain de merde", "putain"],
    ["fils de pute", "pute"],
    ["nique ta mère", "nique ta mère"],
    ["hijo de puta", "puta"],
    ["Cabron", "cabrón"],
    ["يا كس", "كس"],
    ["هذا شرموطة", "شرموطة"],
  ];
  for (const [text, entry] of caught) {
    it(`"${text}" (${entry})`, () => {
      expect(findBlocked(text, operator)).toBe(entry);
    });
  }
});

describe("the operator's list lets through", () => {
  const innocent = [
    "Scunthorpe United",
    "a classic question",
    "How do you assess the risk?",
    "Essex and Sussex and Middlesex",
    "shiitake mushrooms",
    "a cocktail party",
    "the therapist said",
    "Penistone station",
    "the analysis of the data",
    "Matt Hancock",
    "the class of 2024",
    "an assassin's creed",
    "grapes and rapeseed",
    "spicy food",
    "passes and classes",
    "summa cum laude",
    "bitte schön",
    "café con leche",
    "un martillo",
    "I am a cat",
  ];
  for (const text of innocent) {
    it(`"${text}"`, () => {
      expect(findBlocked(text, operator)).toBeUndefined();
    });
  }

  it("leaves out everyday words of the shipped languages", () => {
    for (const word of EVERYDAY_WORDS) expect(findBlocked(word, operator), word).toBeUndefined();
  });
});

describe("a host's own words", () => {
  const host = wordList(["Brexit", "hot dog", "h4ck"]);

  it("match as whole words and phrases, whatever the spelling", () => {
    expect(findBlocked("What about BREXIT?", host)).toBe("brexit");
    expect(findBlocked("brëxit", host)).toBe("brexit");
    expect(findBlocked("b r e x i t", host)).toBe("brexit");
    expect(findBlocked("a HOT  DOG please", host)).toBe("hot dog");
    expect(findBlocked("hack", host)).toBe("h4ck");
  });

  it("answer the list's first phrase the text holds, whichever word of the text it starts at", () => {
    const text = "Beware the big bad wolf tonight";
    expect(findBlocked(text, wordList(["big bad wolf", "bad wolf"]))).toBe("big bad wolf");
    expect(findBlocked(text, wordList(["bad wolf", "big bad wolf"]))).toBe("bad wolf");
    expect(findBlocked("b1g bad wolf", wordList(["red fox", "big bad wolf"]))).toBe("big bad wolf");
  });

  it("do not match inside other words", () => {
    expect(findBlocked("Brexiteers", host)).toBeUndefined();
    expect(findBlocked("a hotdog stand", host)).toBeUndefined();
    expect(findBlocked("hot dogma", host)).toBeUndefined();
  });
});
