// Eine Umfrage in der Präsentationsansicht, auf Deutsch (poll-stage).
import type { POLL_STAGE_MESSAGES } from "../en/poll-stage.ts";
import type { Translation } from "../index.ts";

export default {
  kinds: {
    choice: "Umfrage",
    wordcloud: "Wortwolke",
    rating: "Bewertung",
    ranking: "Rangfolge",
    open: "Offene Frage",
    quiz: "Quiz",
  },
  hidden: "Die Ergebnisse erscheinen, sobald der Veranstalter sie zeigt.",
  secondsLeft: "Verbleibende Sekunden",
  timeUp: "Die Zeit ist um!",
  timeUpWaiting: "Die Zeit ist um! Die Antwort folgt, sobald der Veranstalter das Quiz beendet.",
  leaderboard: "Rangliste",
  noPointsYet: "Noch keine Punkte.",
  backToQuestions: "Zurück zu den Fragen",
  voteNow: "Stimmen Sie auf Ihrem Handy ab",
  pollOnScreen: "Jetzt auf dem Bildschirm: {question}",
} satisfies Translation<typeof POLL_STAGE_MESSAGES>;
