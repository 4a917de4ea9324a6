// La partie sondage du public sur la page de l’événement, en français (poll-audience).
import type { POLL_AUDIENCE_MESSAGES } from "../en/poll-audience.ts";
import type { Translation } from "../index.ts";

export default {
  pollHeading: "Sondage en direct",
  quizHeading: "Quiz en direct",
  closedQuizHeading: "Quiz",
  pollOpened: "Un sondage est ouvert : {question}",
  pickOne: "Choisissez une réponse.",
  pickAny: "Choisissez une ou plusieurs réponses.",
  quizPick:
    "Choisissez une réponse. Seule votre première réponse compte, et plus vous répondez vite, plus vous marquez de points.",
  wordsHint:
    "Jusqu’à {words, plural, one {# mot} many {# mots} other {# mots}}, de {characters} caractères au maximum chacun.",
  wordLabel: "Mot {place}",
  addWord: "Ajouter un mot",
  ratingHint: "De 1 (le plus bas) à {scaleMax} (le plus haut).",
  rankingHint:
    "Classez les options dans votre ordre, la première en haut : faites glisser une ligne par sa poignée, ou utilisez ses flèches.",
  moveUp: "Monter « {option} »",
  moveDown: "Descendre « {option} »",
  moved: "« {option} » est maintenant en {place, selectordinal, one {#re} other {#e}} position sur {count}.",
  openLabel: "Votre réponse",
  openHint: "Jusqu’à {characters} caractères.",
  vote: "Voter",
  answer: "Répondre",
  timeLeft: "Encore {seconds} s",
  timeLeftSpoken:
    "{seconds, plural, one {Encore # seconde pour répondre} many {Encore # secondes pour répondre} other {Encore # secondes pour répondre}}",
  timeUp: "Le temps est écoulé.",
  thanks: "Merci d’avoir voté !",
  quizThanks: "Réponse reçue. Vous saurez si vous aviez raison à la clôture du quiz.",
  yourVote: "Votre vote",
  yourAnswer: "Votre réponse",
  changeVote: "Modifier mon vote",
  keepVote: "Garder mon vote",
  ratingValue: "{value} sur {scaleMax}",
  pending: "Votre vote sera envoyé dès que vous serez de nouveau en ligne.",
  sending: "Envoi de votre vote…",
  quizRight: "Bonne réponse ! Vous marquez {points, plural, one {# point} many {# points} other {# points}}.",
  quizWrong: "Pas cette fois : aucun point.",
  quizUnanswered: "Vous n’avez pas répondu à ce quiz.",
  quizPointsSoon: "Vos points arrivent.",
  correctAnswer: "Bonne réponse",
  quizClosed: "Ce quiz est terminé.",
  joinToVote: "Rejoignez l’événement pour voter.",
  dismiss: "Fermer",
  results: "Résultats",
} satisfies Translation<typeof POLL_AUDIENCE_MESSAGES>;
