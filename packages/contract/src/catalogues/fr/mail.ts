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
} satisfies Translation<typeof MAIL_MESSAGES>;
