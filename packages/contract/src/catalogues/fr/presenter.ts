// The presenter view in French: the projector's page of an event.
import type { PRESENTER_MESSAGES } from "../en/presenter.ts";
import type { Translation } from "../index.ts";

export default {
  error: "Erreur : {error}",
  fullScreen: "Plein écran",
  exitFullScreen: "Quitter le plein écran",
  nowAnswering: "Réponse en cours",
  topQuestions: "Questions les plus appréciées",
  topQuestionsLabel: "Questions les plus appréciées, par mentions j’aime",
  likes: "{count, plural, one {# j’aime} many {# j’aime} other {# j’aime}}",
  goTo: "Rendez-vous sur <0>{url}</0>",
  enterCode: "et saisissez le code <0>{code}</0>",
  orScan: "ou scannez",
  qrLabel: "Code QR vers {url}",
} satisfies Translation<typeof PRESENTER_MESSAGES>;
