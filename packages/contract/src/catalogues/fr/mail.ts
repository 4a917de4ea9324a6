// The mail Handraise sends, in French (en/mail.ts).
import type { MAIL_MESSAGES } from "../en/mail.ts";
import type { Translation } from "../index.ts";

export default {
  passwordReset: {
    subject: "Réinitialisez votre mot de passe Handraise",
    body: "Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Handraise.\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans un délai de {validMinutes, plural, one {# minute} other {# minutes}} :\n{link}\n\nLe lien ne fonctionne qu’une seule fois. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  },
  contact: {
    subject: "Formulaire de contact : message de {name}",
    from: "De : {name} <{email}>",
    senderLanguage: "Langue de l’expéditeur : {language}",
  },
  receipt: {
    subject: "Votre reçu Handraise : {plan}",
    body: "Merci pour votre paiement.\n\nOffre : {plan}\nMontant : {amount}\nDate : {date}\n\nVotre historique des paiements, avec le reçu de chaque paiement, se trouve sur votre page de facturation :\n{link}",
    plans: { proMonthly: "Pro mensuel", proYearly: "Pro annuel" },
  },
  contactConfirmation: {
    subject: "Nous avons bien reçu votre message",
    body: "Merci d’avoir écrit à Handraise. Nous avons bien reçu votre message et vous répondrons à cette adresse dès que possible.\n\nSi vous ne nous avez pas écrit, ignorez ce message : quelqu’un a saisi votre adresse dans notre formulaire de contact. Cette adresse reçoit au plus un message de ce type par jour.",
  },
} satisfies Translation<typeof MAIL_MESSAGES>;
