// The operator-wide list of the word filter (docs/features/moderation.md): the List of Dirty, Naughty,
// Obscene and Otherwise Bad Words (npm `naughty-words`, CC BY 4.0) in the languages the product
// ships, English, German, French, Spanish and Arabic, less the entries that are everyday words in
// one of these languages or in plain talk (French "bitte" is German "please", Spanish "con" is
// "with", "martillo" a hammer): every message of a room must not wait for review for them.
import { createRequire } from "node:module";
import { type WordList, wordList } from "./word-filter.ts";

export const SHIPPED_LANGUAGES = ["en", "de", "fr", "es", "ar"] as const;

/** Everyday words of the shipped languages that the library's lists include. */
export const EVERYDAY_WORDS: readonly string[] = [
  // English
  "butt",
  "suck",
  "xx",
  "scat",
  "cum",
  // German
  "nackt",
  "mufti",
  "rosette",
  "bonze",
  "popel",
  "kimme",
  // French
  "bitte",
  "bite",
  "con",
  "cul",
  "bander",
  "baiser",
  "bordel",
  "folle",
  "gerbe",
  "gueule",
  "jouir",
  "péter",
  "ramoner",
  "tanche",
  "trique",
  "chatte",
  "meuf",
  // Spanish
  "asesinato",
  "drogas",
  "idiota",
  "imbécil",
  "infierno",
  "maldito",
  "martillo",
  "orina",
  "racista",
  "heroína",
  "concha",
  "asno",
  "trio",
  "pis",
  "pedo",
  "nazi",
  "caca",
  // Arabic: to suck, to lick (twice), breast, desire, irregular, eggs, exchanger, a wet dream
  "مص",
  "تمص",
  "لعق",
  "لحس",
  "ثدي",
  "شهوة",
  "شاذ",
  "بيضان",
  "مبادل",
  "احتلام",
];

let list: WordList | undefined;

/** The operator's list, read from the library once per process. */
export function operatorWords(): WordList {
  if (!list) {
    const require = createRequire(import.meta.url);
    const everyday = new Set(EVERYDAY_WORDS.map((word) => word.toLowerCase()));
    const entries = SHIPPED_LANGUAGES.flatMap((language) => require(`naughty-words/${language}.json`) as string[]);
    list = wordList(entries.filter((entry) => !everyday.has(entry.trim().toLowerCase())));
  }
  return list;
}
