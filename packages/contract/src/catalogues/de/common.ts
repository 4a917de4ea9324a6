// Der Rahmen jeder Seite und die gemeinsamen Bausteine, auf Deutsch (common).
import type { COMMON_MESSAGES } from "../en/common.ts";
import type { Translation } from "../index.ts";

export default {
  productName: "Handraise",
  skipToContent: "Zum Inhalt springen",
  loading: "Wird geladen …",
  back: "Zurück",
  cancel: "Abbrechen",
  close: "Schließen",
  planFree: "Kostenlos",
  planPro: "Pro",
  topBar: {
    beta: "BETA-MODUS",
    nav: "Hauptmenü",
    pricing: "Preise",
    login: "Anmelden",
  },
  accountPanel: {
    open: "Kontomenü öffnen",
    close: "Kontomenü schließen",
    description: "Kontomenü",
    unnamed: "Benutzer",
    nav: "Konto",
    profile: "Profil",
    billing: "Abrechnung",
    logout: "Abmelden",
  },
  footer: {
    nav: "Rechtliches und Kontakt",
    privacy: "Datenschutz",
    terms: "AGB",
    contact: "Kontakt",
    copyright: "© {year} Handraise. Alle Rechte vorbehalten.",
  },
  language: {
    label: "Sprache",
    notSaved: "Ihre Sprache konnte nicht in Ihrem Konto gespeichert werden.",
  },
  cookieBanner: {
    label: "Cookie-Hinweis",
    text: "Wir verwenden Cookies, um Ihre Nutzung zu verbessern. Mit der Nutzung unserer Website stimmen Sie der Verwendung von Cookies zu.",
    learnMore: "Mehr erfahren.",
    accept: "Akzeptieren",
  },
  betaNotice: {
    title: "Beta-Modus",
    intro: "Handraise befindet sich in der Beta-Phase. Danke, dass Sie es schon jetzt ausprobieren.",
    wiped: "Alle Daten werden vor dem Start gelöscht.",
    noPayments: "Zahlungen werden noch nicht angenommen.",
    feedback: "Feedback ist sehr willkommen: Senden Sie es uns über den Link <0>Kontakt</0>.",
    gotIt: "Verstanden",
  },
  inactivity: { label: "Inaktivität" },
} satisfies Translation<typeof COMMON_MESSAGES>;
