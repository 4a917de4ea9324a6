// Los resultados de una encuesta, dondequiera que se muestren, en español (poll-results).
import type { POLL_RESULTS_MESSAGES } from "../en/poll-results.ts";
import type { Translation } from "../index.ts";

export default {
  hidden: "Los resultados están ocultos hasta que el organizador los muestre.",
  voters: "{count, plural, one {# persona ha votado.} many {# personas han votado.} other {# personas han votado.}}",
  waiting: "Esperando las primeras respuestas.",
  votes: "{count, plural, one {# voto} many {# votos} other {# votos}}",
  correct: "Respuesta correcta",
  score: "{points, plural, one {# punto} many {# puntos} other {# puntos}}",
  place: "Puesto {place}",
  average: "Media",
  outOf: "de {max}",
  noAverage: "Aún no hay valoraciones.",
  wordsCaption: "Palabras y cuántas personas dieron cada una",
  wordHeader: "Palabra",
  ratingCaption: "Valoraciones y cuántas personas dieron cada una",
  ratingHeader: "Valoración",
  peopleHeader: "Personas",
  answersLabel: "Respuestas",
} satisfies Translation<typeof POLL_RESULTS_MESSAGES>;
