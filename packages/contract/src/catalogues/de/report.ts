// An event's report page in German: its headline, chart, lists, print and erase.
import type { REPORT_MESSAGES } from "../en/report.ts";
import type { Translation } from "../index.ts";

export default {
  eventReport: "Veranstaltungsbericht",
  hostDashboard: "Veranstalter-Dashboard",
  print: "Drucken",
  downloadExcel: "Excel herunterladen",
  eraseData: "Daten löschen",
  tryAgain: "Erneut versuchen",
  error: "Fehler: {error}",
  loadingReport: "Bericht wird geladen…",
  failedFetchReport: "Der Bericht konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
  exportWorkbookFailed: "Die Arbeitsmappe konnte nicht heruntergeladen werden. Bitte versuchen Sie es erneut.",
  eraseFailed: "Die Daten der Veranstaltung konnten nicht gelöscht werden. Bitte versuchen Sie es erneut.",
  erased: "Die Fragen, Likes, Favoriten, Umfragen und Stimmen der Veranstaltung wurden gelöscht.",
  liveNote: "Live: Der Bericht folgt der Veranstaltung, während sie läuft.",
  sections: {
    glance: "Auf einen Blick",
    activity: "Aktivität im Zeitverlauf",
    topQuestions: "Top-Fragen",
    polls: "Umfragen",
  },
  figures: {
    participants: "Teilnehmende",
    askers: "Fragende",
    voters: "Abstimmende",
    questions: "Fragen",
    answered: "Beantwortet",
    likes: "Likes",
  },
  series: {
    joins: "Beitritte",
    questions: "Fragen",
    likes: "Likes",
    votes: "Stimmen",
  },
  from: "Ab",
  answered: "Beantwortet",
  nothingYet: "In dieser Veranstaltung ist noch nichts passiert.",
  noTopQuestions: "Es wurde noch keine Frage gestellt.",
  noPolls: "In dieser Veranstaltung lief keine Umfrage.",
  bucketWidth:
    "{minutes, plural, =1 {Werte pro Minute.} one {Jeder Punkt fasst # Minute zusammen.} other {Jeder Punkt fasst # Minuten zusammen.}}",
  answeredShare:
    "{answered, number} von {total, plural, one {# Frage} other {# Fragen}} beantwortet ({percent, number} %).",
  chartSummary: "Dieselben Zahlen wie im Diagramm, Minute für Minute:",
  breakdown:
    "{members, plural, one {# Konto} other {# Konten}} · {guests, plural, one {# Gast} other {# Gäste}} · {hidden, plural, one {# ausgeblendet} other {# ausgeblendet}} · {awaiting, plural, one {# wartet auf Prüfung} other {# warten auf Prüfung}} · {anonymous, plural, one {# anonym} other {# anonym}}",
  likes: "{count, plural, one {# Like} other {# Likes}}",
  generatedAt: "Bericht mit Stand vom {when}.",
  eraseTitle: "Daten der Veranstaltung löschen",
  eraseWhat:
    "Dadurch werden alle Fragen der Veranstaltung mit ihren Likes und Favoriten sowie alle Umfragen mit ihren Stimmen gelöscht. Dies kann nicht rückgängig gemacht werden.",
  eraseKeeps: "Die Veranstaltung selbst, ihre Einstellungen und ihre Mitglieder bleiben erhalten.",
} satisfies Translation<typeof REPORT_MESSAGES>;
