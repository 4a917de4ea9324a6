// An event's report page in French: its headline, chart, lists, print and erase.
import type { REPORT_MESSAGES } from "../en/report.ts";
import type { Translation } from "../index.ts";

export default {
  eventReport: "Rapport de l’événement",
  hostDashboard: "Tableau de bord de l’organisateur",
  print: "Imprimer",
  downloadExcel: "Télécharger en Excel",
  eraseData: "Effacer les données",
  tryAgain: "Réessayer",
  error: "Erreur : {error}",
  loadingReport: "Chargement du rapport…",
  failedFetchReport: "Impossible de charger le rapport. Veuillez réessayer.",
  exportWorkbookFailed: "Impossible de télécharger le classeur. Veuillez réessayer.",
  eraseFailed: "Impossible d’effacer les données de l’événement. Veuillez réessayer.",
  erased: "Les questions, « j’aime », favoris, sondages et votes de l’événement ont été effacés.",
  liveNote: "En direct : le rapport suit l’événement pendant son déroulement.",
  sections: {
    glance: "En un coup d’œil",
    activity: "Activité au fil du temps",
    topQuestions: "Questions les plus appréciées",
    polls: "Sondages",
  },
  figures: {
    participants: "Participants",
    askers: "Auteurs de questions",
    voters: "Votants",
    questions: "Questions",
    answered: "Répondues",
    likes: "J’aime",
  },
  series: {
    joins: "Arrivées",
    questions: "Questions",
    likes: "J’aime",
    votes: "Votes",
  },
  from: "Début",
  answered: "Répondue",
  nothingYet: "Il ne s’est encore rien passé dans cet événement.",
  noTopQuestions: "Aucune question n’a encore été posée.",
  noPolls: "Aucun sondage n’a eu lieu dans cet événement.",
  bucketWidth:
    "{minutes, plural, =1 {Valeurs par minute.} one {Chaque point regroupe # minute.} many {Chaque point regroupe # minutes.} other {Chaque point regroupe # minutes.}}",
  answeredShare: "Questions avec réponse : {answered, number} sur {total, number} ({percent, number} %).",
  chartSummary: "Les mêmes données que le graphique, minute par minute :",
  breakdown:
    "{members, plural, one {# compte} many {# comptes} other {# comptes}} · {guests, plural, one {# invité} many {# invités} other {# invités}} · {hidden, plural, one {# masquée} many {# masquées} other {# masquées}} · {awaiting, plural, one {# en attente de validation} many {# en attente de validation} other {# en attente de validation}} · {anonymous, plural, one {# anonyme} many {# anonymes} other {# anonymes}}",
  likes: "{count, plural, one {# j’aime} many {# j’aime} other {# j’aime}}",
  generatedAt: "Rapport établi le {when}.",
  eraseTitle: "Effacer les données de l’événement",
  eraseWhat:
    "Cette action efface toutes les questions de l’événement avec leurs « j’aime » et leurs favoris, ainsi que tous les sondages avec leurs votes. Elle est irréversible.",
  eraseKeeps: "L’événement lui-même, ses paramètres et ses membres sont conservés.",
} satisfies Translation<typeof REPORT_MESSAGES>;
