// The word filter's matching (docs/features/moderation.md "Word filter"): text and list entries are brought
// to one form (case, accents, look-alike letters, leetspeak, spacing), then compared word by word,
// never inside a word, so "Scunthorpe", "classic" and "Essex" stay innocent. Pure: the lists
// come from operator-words.ts and the event.

/** Cyrillic and Greek letters drawn like Latin ones, as tricksters type them. */
const LOOK_ALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  і: "i",
  ї: "i",
  ј: "j",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ɡ: "g",
  ɑ: "a",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
};
/** Digits and signs standing for letters inside a word ("sh1t", "@ss", "$hit"). */
const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "i",
  "+": "t",
};
const LEET_SIGNS = /[@$!|+]/;
/** A word: letters, digits and the signs leetspeak uses; anything else separates words. */
const WORD = /[\p{L}\p{N}@$!|+]+/gu;
const LATIN = /[a-z]/;
/** Endings that make another form of a listed word ("fucks", "fucked", "wanker"). */
const ENDINGS = ["s", "es", "ed", "er", "ers", "ing", "in"];

/** Printable ASCII only: no look-alike, accent, mark, invisible character or ß in it. */
const ASCII_ONLY = /^[ -~]*$/;

/** Lower case, without accents or invisible characters; ß as ss. */
function fold(text: string): string {
  // Most questions are plain ASCII, where folding is lower case alone (a post's hot path).
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(/[\p{M}\p{Cf}]/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss");
}

/** The characters leetspeak reads as letters; a word without any reads as written. */
const LEET_CHARS = /[013-57-9@$!|+]/;

/** A word's look-alike letters in Latin, when it mixes scripts or is drawn only with look-alikes. */
function unmask(word: string): string {
  if (ASCII_ONLY.test(word)) return word;
  const letters = [...word];
  const mapped = letters.map((c) => LOOK_ALIKES[c] ?? c);
  const changed = mapped.some((c, i) => c !== letters[i]);
  if (!changed) return word;
  const allMapped = letters.every((c) => LOOK_ALIKES[c] !== undefined || !/\p{L}/u.test(c));
  return LATIN.test(word) || allMapped ? mapped.join("") : word;
}

/** Leetspeak read as letters, in a word that has a letter or a sign ("2024" stays a number). */
function readLeet(word: string, one = "i"): string {
  if (!LEET_CHARS.test(word)) return word;
  if (!/\p{L}/u.test(word) && !LEET_SIGNS.test(word)) return word;
  return [...word].map((c) => (c === "1" ? one : (LEET[c] ?? c))).join("");
}

/** The one spelling a word is compared in: look-alikes and leetspeak read as letters. */
function canonical(word: string): string {
  return readLeet(unmask(word));
}

/** A word of Latin letters only, which reads only as written. */
const PLAIN_WORD = /^[a-z]+$/;

/** The spellings a word may stand for: as written, with leetspeak read as letters, signs dropped. */
function readings(word: string): string[] {
  if (PLAIN_WORD.test(word)) return [word];
  const plain = unmask(word);
  const found = new Set([plain, readLeet(plain)]);
  if (plain.includes("1")) found.add(readLeet(plain, "l"));
  const bare = plain.replace(/[@$!|+]/g, "");
  if (bare) found.add(bare);
  return [...found];
}

/** Words of a text in their folded spellings; runs of three or more single letters ("f u c k") also as one word. */
export function wordsOf(text: string): string[] {
  const raw = fold(text).match(WORD) ?? [];
  const words = [...raw];
  let run: string[] = [];
  const closeRun = () => {
    if (run.length >= 3) words.push(run.join(""));
    run = [];
  };
  for (const word of raw) {
    // One character, which may take two UTF-16 units.
    if (word.length <= 2 && [...word].length === 1) run.push(word);
    else closeRun();
  }
  closeRun();
  return words;
}

/** An entry of a list in the form it is compared in: its words, read as letters, one space apart. */
export function entryKey(entry: string): string {
  return (fold(entry).match(WORD) ?? []).map(canonical).join(" ");
}

/** Runs of one letter made one ("fuuuck" → "fuck"). */
const squeeze = (word: string) => word.replace(/(.)\1+/gu, "$1");

export type WordList = {
  /** Single-word entries by key, with the entry as listed. */
  words: Map<string, string>;
  /** Entries of one word without doubled letters, by key: matched by a squeezed word too. */
  squeezable: Map<string, string>;
  /** Entries of several words, as [key, entry]. */
  phrases: [string, string][];
  /** For each first word of a phrase's key, the places of the phrases that start with it. */
  phrasesByFirstWord: Map<string, number[]>;
  /** Entries with no letters at all (an emoji): matched as written. */
  signs: string[];
};

export function wordList(entries: Iterable<string>): WordList {
  const list: WordList = {
    words: new Map(),
    squeezable: new Map(),
    phrases: [],
    phrasesByFirstWord: new Map(),
    signs: [],
  };
  for (const entry of entries) {
    const key = entryKey(entry);
    const shown = entry.trim().toLowerCase();
    if (!key) {
      if (shown) list.signs.push(shown);
    } else if (key.includes(" ")) {
      const first = key.slice(0, key.indexOf(" "));
      const places = list.phrasesByFirstWord.get(first) ?? [];
      places.push(list.phrases.length);
      list.phrasesByFirstWord.set(first, places);
      list.phrases.push([key, shown]);
    } else {
      list.words.set(key, shown);
      if (squeeze(key) === key) list.squeezable.set(key, shown);
    }
  }
  return list;
}

function matchWord(list: WordList, spellings: readonly string[]): string | undefined {
  for (const reading of spellings) {
    const exact = list.words.get(reading);
    if (exact) return exact;
    const squeezed = list.squeezable.get(squeeze(reading));
    if (squeezed) return squeezed;
    for (const ending of ENDINGS) {
      if (reading.length > ending.length + 2 && reading.endsWith(ending)) {
        const stem = list.words.get(reading.slice(0, -ending.length));
        if (stem) return stem;
      }
    }
  }
  return undefined;
}

/** The first entry of the lists the text contains, as the list writes it; undefined when clean. */
export function findBlocked(text: string, ...lists: WordList[]): string | undefined {
  const words = wordsOf(text);
  const lowered = text.toLowerCase();
  // Each word's spellings are worked out once, for the first list that has words to compare.
  let spellings: string[][] | undefined;
  for (const list of lists) {
    if (list.words.size > 0) {
      spellings ??= words.map(readings);
      for (const wordSpellings of spellings) {
        const found = matchWord(list, wordSpellings);
        if (found) return found;
      }
    }
    if (list.phrases.length > 0) {
      const read = words.map(canonical);
      const line = ` ${read.join(" ")} `;
      const plainLine = ` ${words.join(" ")} `;
      // Only phrases that start with one of the text's words can be in it; tried in the list's order.
      const places = new Set<number>();
      for (const word of [...read, ...words])
        for (const place of list.phrasesByFirstWord.get(word) ?? []) places.add(place);
      for (const place of [...places].sort((a, b) => a - b)) {
        const [key, shown] = list.phrases[place] as [string, string];
        if (line.includes(` ${key} `) || plainLine.includes(` ${key} `)) return shown;
      }
    }
    for (const sign of list.signs) if (lowered.includes(sign)) return sign;
  }
  return undefined;
}
