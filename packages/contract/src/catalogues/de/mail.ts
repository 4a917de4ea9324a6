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
  receipt: {
    subject: "Ihr Handraise-Beleg: {plan}",
    body: "Vielen Dank für Ihre Zahlung.\n\nTarif: {plan}\nBetrag: {amount}\nDatum: {date}\n\nIhren Zahlungsverlauf mit dem Beleg jeder Zahlung finden Sie auf Ihrer Abrechnungsseite:\n{link}",
    plans: { proMonthly: "Pro monatlich", proYearly: "Pro jährlich" },
  },
  contactConfirmation: {
    subject: "Wir haben Ihre Nachricht erhalten",
    body: "Vielen Dank für Ihre Nachricht an Handraise. Wir haben sie erhalten und antworten Ihnen so bald wie möglich an diese Adresse.\n\nWenn Sie uns nicht geschrieben haben, ignorieren Sie diese E-Mail: Jemand hat Ihre Adresse in unser Kontaktformular eingegeben. An diese Adresse geht höchstens eine solche E-Mail pro Tag.",
  },
} satisfies Translation<typeof MAIL_MESSAGES>;
