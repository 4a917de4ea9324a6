// The legal pages in German: privacy policy, terms and conditions, cookie policy.
import type { LEGAL_TEXTS } from "../en/legal.ts";
import type { Translation } from "../index.ts";

export default {
  lastUpdated: "Zuletzt aktualisiert: {date}",
  privacy: {
    title: "Datenschutzerklärung",
    whoWeAre: {
      heading: "Wer wir sind",
      body: "Handraise ist ein Dienst für Live-Fragen und -Antworten bei Veranstaltungen und befindet sich derzeit in der Beta-Phase. Diese Erklärung beschreibt, welche Informationen wir speichern, wenn Sie den Dienst nutzen, warum wir sie speichern und welche Wahlmöglichkeiten Sie haben.",
    },
    whatWeCollect: {
      heading: "Was wir erheben",
      items: {
        account:
          "Kontodaten, die Sie uns angeben: Anzeigename, E-Mail-Adresse, optional ein Firmenname sowie Ihr Passwort, das wir ausschließlich als sicheren Hash speichern.",
        content: "Was Sie erstellen: Veranstaltungen, die Fragen, die Sie stellen, sowie Ihre Likes und Favoriten.",
        guest:
          "Wenn Sie als Gast teilnehmen: der Name, den Sie wählen, und eine zufällige Gastkennung, die auf Ihrem Gerät gespeichert wird.",
        contact: "Nachrichten, die Sie über das Kontaktformular senden.",
        payments:
          "Bei kostenpflichtigen Tarifen: Ihr Tarif, sein Status und Zahlungsbelege. Kartendaten verarbeitet unser Zahlungsanbieter; sie gelangen nie auf unsere Server.",
      },
    },
    howWeUseIt: {
      heading: "Wie wir sie verwenden",
      body: "Wir verwenden diese Informationen ausschließlich, um den Dienst zu betreiben: um Sie anzumelden, Ihre Veranstaltungen und Fragen den Teilnehmenden zu zeigen, E-Mails zum Zurücksetzen des Passworts zu senden, Ihre Nachrichten zu beantworten und Ihren Tarif zu verwalten. Wir verkaufen Ihre Daten nicht und verwenden sie nicht für Werbung.",
    },
    whoCanSee: {
      heading: "Wer was sehen kann",
      body: "Fragen, die Sie stellen, sind mit Ihrem Anzeigenamen oder Gastnamen für die Veranstalter und das Publikum der jeweiligen Veranstaltung sichtbar. Die Veranstalter einer Veranstaltung können deren Mitgliederliste sehen. Öffentliche Veranstaltungen kann jeder ansehen, der den Link hat.",
    },
    retention: {
      heading: "Wie lange wir Veranstaltungsdaten aufbewahren",
      body: "Wer eine Veranstaltung erstellt hat, kann deren Fragen, Likes, Umfragen und Stimmen jederzeit über den Bericht der Veranstaltung löschen. Der Betreiber dieses Servers kann außerdem eine Aufbewahrungsfrist festlegen: Ist eine Veranstaltung seit so vielen Tagen beendet, werden ihre Fragen, Umfragen und die Namen ihrer Gäste automatisch gelöscht.",
    },
    betaData: {
      heading: "Daten während der Beta",
      body: "Solange sich Handraise in der Beta-Phase befindet, werden vor dem offiziellen Start alle Daten gelöscht. Bitte verlassen Sie sich nicht darauf, um etwas aufzubewahren, dessen Verlust Sie sich nicht leisten können.",
    },
    yourRights: {
      heading: "Ihre Rechte",
      body: "Sie können Ihre Angaben auf Ihrer Profilseite einsehen und berichtigen und dort jederzeit Ihr Konto löschen, wodurch Ihre personenbezogenen Angaben entfernt werden. Für jedes andere Anliegen, zum Beispiel eine Kopie Ihrer Daten, schreiben Sie uns über das [Kontaktformular](/contactus).",
    },
    cookies: {
      heading: "Cookies und lokaler Speicher",
      body: "Was wir auf Ihrem Gerät speichern, erfahren Sie in unserer [Cookie-Richtlinie](/cookies).",
    },
  },
  terms: {
    title: "Allgemeine Geschäftsbedingungen",
    usingHandraise: {
      heading: "Nutzung von Handraise",
      body: "Indem Sie ein Konto erstellen, an einer Veranstaltung teilnehmen oder Handraise auf andere Weise nutzen, stimmen Sie diesen Bedingungen zu. Wenn Sie nicht zustimmen, nutzen Sie den Dienst bitte nicht.",
    },
    beta: {
      heading: "Ein Beta-Dienst",
      body: "Handraise befindet sich in der Beta-Phase. Der Dienst wird so angeboten, wie er ist, kann sich ändern oder zeitweise nicht verfügbar sein, und vor dem offiziellen Start werden alle Daten gelöscht. Während der Beta werden keine Zahlungen angenommen.",
    },
    account: {
      heading: "Ihr Konto",
      body: "Geben Sie Ihr Passwort nicht weiter und teilen Sie uns mit, wenn Sie vermuten, dass jemand anderes Ihr Konto benutzt hat. Sie sind für alles verantwortlich, was damit geschieht.",
    },
    whatYouPost: {
      heading: "Was Sie veröffentlichen",
      body: "Sie behalten die Rechte an den Fragen und Veranstaltungen, die Sie erstellen, und erlauben uns, sie den Teilnehmenden der Veranstaltung zu zeigen. Veröffentlichen Sie nichts Rechtswidriges oder Beleidigendes und nichts, das die Rechte anderer verletzt. Veranstalter können Fragen in ihren Veranstaltungen ausblenden oder löschen, und wir können Inhalte oder Konten entfernen, die gegen diese Bedingungen verstoßen.",
    },
    hosts: {
      heading: "Veranstalter",
      body: "Veranstalter sind für ihre Veranstaltungen verantwortlich: wen sie einladen, ob Gäste teilnehmen dürfen und wie Fragen moderiert werden.",
    },
    paidPlans: {
      heading: "Kostenpflichtige Tarife",
      body: "Sobald kostenpflichtige Tarife verfügbar sind, verlängern sich Pro-Abonnements automatisch bis zur Kündigung und können jederzeit auf der Abrechnungsseite verwaltet oder gekündigt werden. Die Preise sind auf der Preisseite angegeben.",
    },
    liability: {
      heading: "Haftung",
      body: "Soweit gesetzlich zulässig, haften wir nicht für indirekte Schäden oder für Datenverluste, die aus der Nutzung der Beta entstehen. Nichts in diesen Bedingungen schränkt Rechte ein, die Ihnen gesetzlich zustehen.",
    },
    contact: {
      heading: "Kontakt",
      body: "Fragen zu diesen Bedingungen? Schreiben Sie uns über das [Kontaktformular](/contactus).",
    },
  },
  cookies: {
    title: "Cookie-Richtlinie",
    approach: {
      heading: "Unser Ansatz",
      body: "Handraise verwendet nur, was für den Betrieb nötig ist. Wir verwenden keine Werbe- oder Tracking-Cookies und keine Analysedienste von Drittanbietern.",
    },
    cookieWeSet: {
      heading: "Das Cookie, das wir setzen",
      body: "**cookieConsent** speichert, dass Sie diesen Hinweis akzeptiert haben, damit das Banner nicht erneut erscheint. Es bleibt ein Jahr lang gespeichert.",
    },
    storage: {
      heading: "Was wir im Speicher Ihres Browsers ablegen",
      items: {
        session:
          "Ihre Anmeldesitzung (ein Token und Ihr Basisprofil), damit Sie angemeldet bleiben. Beim Abmelden wird sie entfernt.",
        guest:
          "Wenn Sie als Gast an einer Veranstaltung teilnehmen: Ihr Gastname und Ihre Kennung, damit Sie zur Veranstaltung zurückkehren können.",
        betaNotice: "Ein Vermerk, dass Sie den Beta-Hinweis gesehen haben.",
      },
    },
    payments: {
      heading: "Zahlungen",
      body: "Wenn Sie ein Upgrade durchführen, werden Sie zur Bezahlseite unseres Zahlungsanbieters weitergeleitet, die eigene, für eine sichere Zahlung erforderliche Cookies setzen kann. Für diese gilt die Richtlinie des Anbieters.",
    },
    choices: {
      heading: "Ihre Wahlmöglichkeiten",
      body: "Sie können Cookies und Websitedaten jederzeit in den Einstellungen Ihres Browsers löschen. Ohne den Sitzungsspeicher müssen Sie sich erneut anmelden.",
    },
  },
} satisfies Translation<typeof LEGAL_TEXTS>;
