// Le cadre de chaque page et les éléments communs, en français (common).
import type { COMMON_MESSAGES } from "../en/common.ts";
import type { Translation } from "../index.ts";

export default {
  productName: "Handraise",
  skipToContent: "Aller au contenu",
  loading: "Chargement…",
  back: "Retour",
  cancel: "Annuler",
  close: "Fermer",
  planFree: "Gratuit",
  planPro: "Pro",
  topBar: {
    beta: "MODE BÊTA",
    nav: "Menu principal",
    pricing: "Tarifs",
    login: "Connexion",
  },
  accountPanel: {
    open: "Ouvrir le menu du compte",
    close: "Fermer le menu du compte",
    description: "Menu du compte",
    unnamed: "Utilisateur",
    nav: "Compte",
    profile: "Profil",
    billing: "Facturation",
    logout: "Déconnexion",
  },
  footer: {
    nav: "Mentions légales et contact",
    privacy: "Confidentialité",
    terms: "CGU",
    contact: "Nous contacter",
    copyright: "© {year} Handraise. Tous droits réservés.",
  },
  language: {
    label: "Langue",
    notSaved: "Votre langue n’a pas pu être enregistrée sur votre compte.",
  },
  cookieBanner: {
    label: "Avis sur les cookies",
    text: "Nous utilisons des cookies pour améliorer votre expérience. En utilisant notre site, vous acceptez notre utilisation des cookies.",
    learnMore: "En savoir plus.",
    accept: "Accepter",
  },
  betaNotice: {
    title: "Mode bêta",
    intro: "Handraise est en version bêta. Merci de l’essayer dès maintenant.",
    wiped: "Toutes les données seront effacées avant le lancement.",
    noPayments: "Les paiements ne sont pas encore acceptés.",
    feedback: "Vos retours sont les bienvenus : envoyez-les via le lien <0>Nous contacter</0>.",
    gotIt: "Compris",
  },
  inactivity: { label: "Inactivité" },
} satisfies Translation<typeof COMMON_MESSAGES>;
