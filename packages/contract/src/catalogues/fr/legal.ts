// The legal pages in French: privacy policy, terms and conditions, cookie policy.
import type { LEGAL_TEXTS } from "../en/legal.ts";
import type { Translation } from "../index.ts";

export default {
  lastUpdated: "Dernière mise à jour : {date}",
  privacy: {
    title: "Politique de confidentialité",
    whoWeAre: {
      heading: "Qui sommes-nous",
      body: "Handraise est un service de questions-réponses en direct pour les événements, actuellement en version bêta. Cette politique explique quelles informations nous conservons lorsque vous l’utilisez, pourquoi nous les conservons et les choix dont vous disposez.",
    },
    whatWeCollect: {
      heading: "Ce que nous collectons",
      items: {
        account:
          "Les informations de compte que vous nous fournissez : nom d’affichage, adresse e-mail, nom d’entreprise facultatif et votre mot de passe, que nous stockons uniquement sous forme de hachage sécurisé.",
        content:
          "Ce que vous créez : des événements, les questions que vous posez, ainsi que vos « j’aime » et vos favoris.",
        guest:
          "Si vous participez en tant qu’invité : le nom que vous choisissez et un identifiant d’invité aléatoire conservé sur votre appareil.",
        contact: "Les messages que vous envoyez via le formulaire de contact.",
        payments:
          "Pour les formules payantes : votre formule, son statut et l’historique de vos paiements. Les données de carte sont traitées par notre prestataire de paiement et n’atteignent jamais nos serveurs.",
      },
    },
    howWeUseIt: {
      heading: "Comment nous les utilisons",
      body: "Nous utilisons ces informations uniquement pour faire fonctionner le service : vous connecter, montrer vos événements et vos questions aux participants, envoyer les e-mails de réinitialisation du mot de passe, répondre à vos messages et gérer votre formule. Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires.",
    },
    whoCanSee: {
      heading: "Qui peut voir quoi",
      body: "Les questions que vous publiez, avec votre nom d’affichage ou votre nom d’invité, sont visibles par les organisateurs et le public de l’événement concerné. Les organisateurs d’un événement peuvent voir la liste de ses membres. Les événements publics peuvent être consultés par toute personne disposant du lien.",
    },
    retention: {
      heading: "Durée de conservation des données d’événement",
      body: "Le créateur d’un événement peut effacer à tout moment ses questions, « j’aime », sondages et votes depuis le rapport de l’événement. L’opérateur de ce serveur peut également fixer une durée de conservation : lorsqu’un événement est terminé depuis ce nombre de jours, ses questions, ses sondages et les noms de ses invités sont effacés automatiquement.",
    },
    betaData: {
      heading: "Données de la bêta",
      body: "Tant que Handraise est en version bêta, toutes les données seront effacées avant le lancement. Ne comptez pas sur le service pour conserver quoi que ce soit que vous ne pouvez pas vous permettre de perdre.",
    },
    yourRights: {
      heading: "Vos droits",
      body: "Vous pouvez consulter et corriger vos informations sur votre page de profil, et y supprimer votre compte à tout moment, ce qui efface vos données personnelles. Pour toute autre demande, par exemple une copie de vos données, écrivez-nous via le [formulaire de contact](/contactus).",
    },
    cookies: {
      heading: "Cookies et stockage local",
      body: "Consultez notre [politique relative aux cookies](/cookies) pour savoir ce que nous stockons sur votre appareil.",
    },
  },
  terms: {
    title: "Conditions générales d’utilisation",
    usingHandraise: {
      heading: "Utilisation de Handraise",
      body: "En créant un compte, en rejoignant un événement ou en utilisant Handraise de toute autre manière, vous acceptez les présentes conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le service.",
    },
    beta: {
      heading: "Un service en version bêta",
      body: "Handraise est en version bêta. Le service est proposé en l’état, peut évoluer ou être indisponible par moments, et toutes les données seront effacées avant le lancement. Aucun paiement n’est accepté pendant la bêta.",
    },
    account: {
      heading: "Votre compte",
      body: "Gardez votre mot de passe pour vous et prévenez-nous si vous pensez que quelqu’un d’autre a utilisé votre compte. Vous êtes responsable de l’usage qui en est fait.",
    },
    whatYouPost: {
      heading: "Ce que vous publiez",
      body: "Vous conservez les droits sur les questions et les événements que vous créez, et vous nous autorisez à les montrer aux participants de l’événement. Ne publiez rien d’illégal, d’injurieux ou qui porte atteinte aux droits d’autrui. Les organisateurs peuvent masquer ou supprimer des questions dans leurs événements, et nous pouvons retirer les contenus ou les comptes qui enfreignent ces conditions.",
    },
    hosts: {
      heading: "Organisateurs",
      body: "Les organisateurs sont responsables de leurs événements : qui ils invitent, si des invités peuvent y participer et comment les questions sont modérées.",
    },
    paidPlans: {
      heading: "Formules payantes",
      body: "Lorsque les formules payantes ouvriront, les abonnements Pro se renouvelleront automatiquement jusqu’à leur résiliation et pourront être gérés ou résiliés à tout moment depuis la page de facturation. Les prix sont indiqués sur la page des tarifs.",
    },
    liability: {
      heading: "Responsabilité",
      body: "Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes ni des pertes de données résultant de l’utilisation de la bêta. Rien dans les présentes conditions ne limite les droits que vous confère la loi.",
    },
    contact: {
      heading: "Contact",
      body: "Des questions sur ces conditions ? Écrivez-nous via le [formulaire de contact](/contactus).",
    },
  },
  cookies: {
    title: "Politique relative aux cookies",
    approach: {
      heading: "Notre approche",
      body: "Handraise n’utilise que ce dont il a besoin pour fonctionner. Nous n’utilisons aucun cookie publicitaire ou de suivi, ni aucun outil d’analyse tiers.",
    },
    cookieWeSet: {
      heading: "Le cookie que nous déposons",
      body: "**cookieConsent** mémorise que vous avez accepté cet avis, afin que le bandeau ne réapparaisse pas. Il est conservé un an.",
    },
    storage: {
      heading: "Ce que nous conservons dans le stockage de votre navigateur",
      items: {
        session:
          "Votre session de connexion (un jeton et votre profil de base), pour que vous restiez connecté. La déconnexion la supprime.",
        guest:
          "Si vous rejoignez un événement en tant qu’invité : votre nom d’invité et votre identifiant, pour que vous puissiez revenir à l’événement.",
        betaNotice: "Une mention indiquant que vous avez vu l’avis concernant la bêta.",
      },
    },
    payments: {
      heading: "Paiements",
      body: "Lorsque vous passez à une formule supérieure, vous êtes redirigé vers la page de paiement de notre prestataire, qui peut déposer ses propres cookies nécessaires à un paiement sécurisé. Ceux-ci sont régis par la politique du prestataire.",
    },
    choices: {
      heading: "Vos choix",
      body: "Vous pouvez supprimer à tout moment les cookies et les données de site dans les paramètres de votre navigateur. Sans le stockage de session, vous devrez vous reconnecter.",
    },
  },
} satisfies Translation<typeof LEGAL_TEXTS>;
