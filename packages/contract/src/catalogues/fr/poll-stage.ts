// Un sondage sur la vue présentateur, en français (poll-stage).
import type { POLL_STAGE_MESSAGES } from "../en/poll-stage.ts";
import type { Translation } from "../index.ts";

export default {
  kinds: {
    choice: "Sondage",
    wordcloud: "Nuage de mots",
    rating: "Notation",
    ranking: "Classement",
    open: "Question ouverte",
    quiz: "Quiz",
  },
  hidden: "Les résultats apparaîtront quand l’organisateur les affichera.",
  secondsLeft: "Secondes restantes",
  timeUp: "Temps écoulé !",
  timeUpWaiting: "Temps écoulé ! La réponse sera révélée quand l’organisateur clôturera le quiz.",
  leaderboard: "Tableau des scores",
  noPointsYet: "Aucun point pour l’instant.",
  backToQuestions: "Retour aux questions",
  voteNow: "Votez sur votre téléphone",
  pollOnScreen: "À l’écran : {question}",
} satisfies Translation<typeof POLL_STAGE_MESSAGES>;
