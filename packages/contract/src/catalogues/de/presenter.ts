// The presenter view in German: the projector's page of an event.
import type { PRESENTER_MESSAGES } from "../en/presenter.ts";
import type { Translation } from "../index.ts";

export default {
  error: "Fehler: {error}",
  fullScreen: "Vollbild",
  exitFullScreen: "Vollbild beenden",
  nowAnswering: "Wird gerade beantwortet",
  topQuestions: "Top-Fragen",
  topQuestionsLabel: "Top-Fragen nach Likes",
  likes: "{count, plural, one {# Like} other {# Likes}}",
  goTo: "Gehen Sie auf <0>{url}</0>",
  enterCode: "und geben Sie den Code ein: <0>{code}</0>",
  orScan: "oder scannen Sie",
  qrLabel: "QR-Code für {url}",
} satisfies Translation<typeof PRESENTER_MESSAGES>;
