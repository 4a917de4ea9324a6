// La sección de encuestas del público en la página del evento, en español (poll-audience).
import type { POLL_AUDIENCE_MESSAGES } from "../en/poll-audience.ts";
import type { Translation } from "../index.ts";

export default {
  pollHeading: "Encuesta en directo",
  quizHeading: "Cuestionario en directo",
  closedQuizHeading: "Cuestionario",
  pollOpened: "Hay una encuesta abierta: {question}",
  pickOne: "Elija una respuesta.",
  pickAny: "Elija una o varias respuestas.",
  quizPick: "Elija una respuesta. Solo cuenta la primera, y cuanto antes responda, más puntos obtendrá.",
  wordsHint:
    "Hasta {words, plural, one {# palabra} many {# palabras} other {# palabras}}, de {characters} caracteres como máximo cada una.",
  wordLabel: "Palabra {place}",
  addWord: "Añadir una palabra",
  ratingHint: "De 1 (mínimo) a {scaleMax} (máximo).",
  rankingHint:
    "Ordene las opciones a su gusto, con el primer puesto arriba: arrastre una fila por su asa o use sus flechas.",
  moveUp: "Subir «{option}»",
  moveDown: "Bajar «{option}»",
  moved: "«{option}» está ahora en el puesto {place} de {count}.",
  openLabel: "Su respuesta",
  openHint: "Hasta {characters} caracteres.",
  vote: "Votar",
  answer: "Responder",
  timeLeft: "Quedan {seconds} s",
  timeLeftSpoken:
    "{seconds, plural, one {Queda # segundo para responder} many {Quedan # segundos para responder} other {Quedan # segundos para responder}}",
  timeUp: "Se acabó el tiempo.",
  thanks: "¡Gracias por votar!",
  quizThanks: "Respuesta recibida. Sabrá si acertó cuando se cierre el cuestionario.",
  yourVote: "Su voto",
  yourAnswer: "Su respuesta",
  changeVote: "Cambiar mi voto",
  keepVote: "Mantener mi voto",
  ratingValue: "{value} de {scaleMax}",
  pending: "Su voto se enviará cuando vuelva a tener conexión.",
  sending: "Enviando su voto…",
  quizRight: "¡Correcto! Ha obtenido {points, plural, one {# punto} many {# puntos} other {# puntos}}.",
  quizWrong: "Esta vez no: sin puntos.",
  quizUnanswered: "No respondió a este cuestionario.",
  quizPointsSoon: "Sus puntos están en camino.",
  correctAnswer: "Respuesta correcta",
  quizClosed: "Este cuestionario está cerrado.",
  joinToVote: "Únase al evento para votar.",
  dismiss: "Cerrar",
  results: "Resultados",
} satisfies Translation<typeof POLL_AUDIENCE_MESSAGES>;
