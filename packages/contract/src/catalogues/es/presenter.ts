// The presenter view in Spanish: the projector's page of an event.
import type { PRESENTER_MESSAGES } from "../en/presenter.ts";
import type { Translation } from "../index.ts";

export default {
  error: "Error: {error}",
  fullScreen: "Pantalla completa",
  exitFullScreen: "Salir de pantalla completa",
  nowAnswering: "Respondiendo ahora",
  topQuestions: "Preguntas destacadas",
  topQuestionsLabel: "Preguntas destacadas por número de me gusta",
  likes: "{count, plural, one {# me gusta} many {# me gusta} other {# me gusta}}",
  goTo: "Entre en <0>{url}</0>",
  enterCode: "e introduzca el código <0>{code}</0>",
  orScan: "o escanee",
  qrLabel: "Código QR de {url}",
} satisfies Translation<typeof PRESENTER_MESSAGES>;
