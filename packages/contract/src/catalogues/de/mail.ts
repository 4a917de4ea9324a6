// The mail Handraise sends, in German (en/mail.ts).
import type { MAIL_MESSAGES } from "../en/mail.ts";
import type { Translation } from "../index.ts";

export default {
  passwordReset: {
    subject: "Setzen Sie Ihr Handraise-Passwort zurück",
    body: "Jemand hat angefordert, das Passwort Ihres Handraise-Kontos zurückzusetzen.\n\nUm ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb von {validMinutes, plural, one {# Minute} other {# Minuten}}:\n{link}\n\nDer Link funktioniert nur einmal. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
  },
  contact: {
    subject: "Kontaktformular: Nachricht von {name}",
    from: "Von: {name} <{email}>",
    senderLanguage: "Sprache des Absenders: {language}",
  },
} satisfies Translation<typeof MAIL_MESSAGES>;
