// The pages a visitor opens first in French: welcome, /join, pricing and 404.
import type { PUBLIC_PAGE_MESSAGES } from "../en/public-pages.ts";
import type { Translation } from "../index.ts";

export default {
  welcome: {
    title: "Bienvenue sur Handraise : les questions-réponses en direct pour chaque événement",
    intro:
      "Les organisateurs animent la salle, le public lève la main depuis son téléphone. Créez un événement, partagez le lien et répondez aux questions qui comptent.",
    signUp: "S’inscrire",
    login: "Se connecter",
    joinHeading: "À un événement ? Rejoignez-le avec son code",
    whyHandraise: "Pourquoi Handraise",
    joinFromPhoneTitle: "Participer depuis n’importe quel téléphone",
    joinFromPhone:
      "Partagez un lien ou un QR code. Votre public pose ses questions en quelques secondes, avec un compte ou en tant qu’invité.",
    questionsLiveTitle: "Les questions, en direct",
    questionsLive:
      "Les nouvelles questions apparaissent dès leur arrivée, et les « j’aime » montrent ce à quoi la salle veut une réponse en premier.",
    stayInControlTitle: "Vous gardez la main",
    stayInControl:
      "Masquez, traitez ou supprimez des questions, et suspendez-en de nouvelles dès que la scène l’exige.",
  },
  join: {
    title: "Rejoindre un événement",
    intro: "Saisissez le code que l’organisateur affiche à l’écran.",
    codeHint: "6 lettres et chiffres, affichés à l’écran par l’organisateur.",
  },
  pricing: {
    title: "Tarifs",
    intro:
      "Commencez gratuitement. Passez à Pro quand vos événements dépassent cette offre. Aucun paiement n’est accepté pendant la bêta.",
    thanksPro: "Vous avez la formule Pro. Merci pour votre soutien.",
    plans: { free: "Gratuit", proMonthly: "Pro mensuel", proYearly: "Pro annuel" },
    pricePerMonth: "<0>{price}</0><1>/mois</1>",
    pricePerYear: "<0>{price}</0><1>/an</1>",
    mostPopular: "Le plus populaire",
    savesPerYear: "{amount} d’économie par an",
    membersPerEvent:
      "{max, plural, one {# membre par événement} many {# membres par événement} other {# membres par événement}}",
    questionsPerEvent:
      "{max, plural, one {# question par événement} many {# questions par événement} other {# questions par événement}}",
    pollsPerEvent:
      "{max, plural, one {Jusqu’à # sondage par événement} many {Jusqu’à # sondages par événement} other {Jusqu’à # sondages par événement}}",
    pollKinds: "Sondages en direct, nuages de mots, notes, classements, réponses libres et quiz",
    liveQandA: "Questions-réponses en direct avec « j’aime »",
    unlimitedEvents: "Événements illimités",
    moderationTools: "Outils de modération",
    prioritySupport: "Assistance prioritaire par e-mail",
    earlyAccess: "Accès anticipé aux nouvelles fonctionnalités",
    comingSoonTitle: "Bientôt disponible",
    comingSoonBadge: "bientôt",
    audienceSignups: "Inscriptions marketing du public",
    manageBilling: "Gérer la facturation",
    upgrade: "Passer à Pro",
    logInToUpgrade: "Se connecter pour passer à Pro",
    signUpFree: "Pas encore de compte ? <0>Inscrivez-vous</0> gratuitement.",
  },
  notFound: {
    title: "404 – Page introuvable",
    explained: "La page que vous cherchez n’existe pas ou a été déplacée.",
    home: "Aller à la page d’accueil",
  },
} satisfies Translation<typeof PUBLIC_PAGE_MESSAGES>;
