// The pages a visitor opens first in German: welcome, /join, pricing and 404.
import type { PUBLIC_PAGE_MESSAGES } from "../en/public-pages.ts";
import type { Translation } from "../index.ts";

export default {
  welcome: {
    title: "Willkommen bei Handraise: Live-Q&A für jede Veranstaltung",
    intro:
      "Veranstalter leiten den Raum, das Publikum meldet sich per Smartphone. Erstellen Sie eine Veranstaltung, teilen Sie den Link und nehmen Sie die Fragen auf, die zählen.",
    signUp: "Registrieren",
    login: "Anmelden",
    joinHeading: "Bei einer Veranstaltung? Mit ihrem Code teilnehmen",
    whyHandraise: "Warum Handraise",
    joinFromPhoneTitle: "Teilnahme von jedem Smartphone",
    joinFromPhone: "Teilen Sie einen Link oder einen QR-Code. Ihr Publikum fragt in Sekunden, mit Konto oder als Gast.",
    questionsLiveTitle: "Fragen, live",
    questionsLive:
      "Neue Fragen erscheinen, sobald sie eintreffen, und Likes zeigen, was der Raum zuerst beantwortet haben möchte.",
    stayInControlTitle: "Sie behalten die Kontrolle",
    stayInControl:
      "Blenden Sie Fragen aus, beantworten oder entfernen Sie sie, und pausieren Sie neue, wann immer es die Bühne verlangt.",
  },
  join: {
    title: "An einer Veranstaltung teilnehmen",
    intro: "Geben Sie den Code ein, den der Veranstalter auf dem Bildschirm zeigt.",
    codeHint: "6 Buchstaben und Ziffern, vom Veranstalter auf dem Bildschirm angezeigt.",
  },
  pricing: {
    title: "Preise",
    intro:
      "Starten Sie kostenlos. Wechseln Sie zu Pro, wenn Ihre Veranstaltungen darüber hinauswachsen. Während der Beta werden keine Zahlungen angenommen.",
    thanksPro: "Sie nutzen Pro. Vielen Dank für Ihre Unterstützung.",
    plans: { free: "Kostenlos", proMonthly: "Pro monatlich", proYearly: "Pro jährlich" },
    pricePerMonth: "<0>{price}</0><1>/Monat</1>",
    pricePerYear: "<0>{price}</0><1>/Jahr</1>",
    mostPopular: "Am beliebtesten",
    savesPerYear: "Spart {amount} pro Jahr",
    membersPerEvent: "{max, plural, one {# Mitglied pro Veranstaltung} other {# Mitglieder pro Veranstaltung}}",
    questionsPerEvent: "{max, plural, one {# Frage pro Veranstaltung} other {# Fragen pro Veranstaltung}}",
    pollsPerEvent:
      "{max, plural, one {Bis zu # Umfrage pro Veranstaltung} other {Bis zu # Umfragen pro Veranstaltung}}",
    pollKinds: "Live-Umfragen, Wortwolken, Bewertungen, Rankings, offene Antworten und Quiz",
    liveQandA: "Live-Q&A mit Likes",
    unlimitedEvents: "Unbegrenzt viele Veranstaltungen",
    moderationTools: "Moderationswerkzeuge",
    prioritySupport: "Bevorzugter E-Mail-Support",
    earlyAccess: "Früher Zugang zu neuen Funktionen",
    comingSoonTitle: "Demnächst",
    comingSoonBadge: "demnächst",
    audienceSignups: "Marketing-Anmeldungen aus dem Publikum",
    manageBilling: "Abrechnung verwalten",
    upgrade: "Auf Pro upgraden",
    logInToUpgrade: "Zum Upgraden anmelden",
    signUpFree: "Noch kein Konto? <0>Registrieren Sie sich</0> kostenlos.",
  },
  notFound: {
    title: "404 – Seite nicht gefunden",
    explained: "Die gesuchte Seite existiert nicht oder wurde verschoben.",
    home: "Zur Startseite",
  },
} satisfies Translation<typeof PUBLIC_PAGE_MESSAGES>;
