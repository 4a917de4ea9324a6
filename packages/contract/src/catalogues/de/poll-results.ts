// Die Ergebnisse einer Umfrage, wo immer sie erscheinen, auf Deutsch (poll-results).
import type { POLL_RESULTS_MESSAGES } from "../en/poll-results.ts";
import type { Translation } from "../index.ts";

export default {
  hidden: "Die Ergebnisse bleiben verborgen, bis der Veranstalter sie zeigt.",
  voters: "{count, plural, one {# Person hat abgestimmt.} other {# Personen haben abgestimmt.}}",
  waiting: "Warten auf die ersten Antworten.",
  votes: "{count, plural, one {# Stimme} other {# Stimmen}}",
  correct: "Richtige Antwort",
  score: "{points, plural, one {# Punkt} other {# Punkte}}",
  place: "Platz {place}",
  average: "Durchschnitt",
  outOf: "von {max}",
  noAverage: "Noch keine Bewertungen.",
  wordsCaption: "Wörter und wie viele Personen sie jeweils genannt haben",
  wordHeader: "Wort",
  ratingCaption: "Bewertungen und wie viele Personen sie jeweils abgegeben haben",
  ratingHeader: "Bewertung",
  peopleHeader: "Personen",
  answersLabel: "Antworten",
} satisfies Translation<typeof POLL_RESULTS_MESSAGES>;
