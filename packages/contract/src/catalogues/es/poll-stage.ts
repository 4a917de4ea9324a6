// Una encuesta en la vista del presentador, en español (poll-stage).
import type { POLL_STAGE_MESSAGES } from "../en/poll-stage.ts";
import type { Translation } from "../index.ts";

export default {
  kinds: {
    choice: "Encuesta",
    wordcloud: "Nube de palabras",
    rating: "Valoración",
    ranking: "Clasificación",
    open: "Pregunta abierta",
    quiz: "Cuestionario",
  },
  hidden: "Los resultados aparecerán cuando el organizador los muestre.",
  secondsLeft: "Segundos restantes",
  timeUp: "¡Se acabó el tiempo!",
  timeUpWaiting: "¡Se acabó el tiempo! La respuesta llegará cuando el organizador cierre el cuestionario.",
  leaderboard: "Tabla de puntuaciones",
  noPointsYet: "Aún no hay puntos.",
  backToQuestions: "Volver a las preguntas",
  voteNow: "Vote desde su teléfono",
  pollOnScreen: "Ahora en pantalla: {question}",
} satisfies Translation<typeof POLL_STAGE_MESSAGES>;
