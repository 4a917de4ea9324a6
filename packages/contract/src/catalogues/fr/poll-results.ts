// Les résultats d’un sondage, partout où ils s’affichent, en français (poll-results).
import type { POLL_RESULTS_MESSAGES } from "../en/poll-results.ts";
import type { Translation } from "../index.ts";

export default {
  hidden: "Les résultats sont masqués jusqu’à ce que l’organisateur les affiche.",
  voters: "{count, plural, one {# personne a voté.} many {# personnes ont voté.} other {# personnes ont voté.}}",
  waiting: "En attente des premières réponses.",
  votes: "{count, plural, one {# vote} many {# votes} other {# votes}}",
  correct: "Bonne réponse",
  score: "{points, plural, one {# point} many {# points} other {# points}}",
  place: "{place, selectordinal, one {#re place} other {#e place}}",
  average: "Moyenne",
  outOf: "sur {max}",
  noAverage: "Aucune note pour l’instant.",
  wordsCaption: "Les mots et le nombre de personnes ayant donné chacun",
  wordHeader: "Mot",
  ratingCaption: "Les notes et le nombre de personnes ayant donné chacune",
  ratingHeader: "Note",
  peopleHeader: "Personnes",
  answersLabel: "Réponses",
} satisfies Translation<typeof POLL_RESULTS_MESSAGES>;
