// The sentences of the pages a visitor opens first: welcome (with its join-code field), /join,
// pricing and 404, grouped by screen. Part of the message catalogue (messages.ts exports it), in
// a module of its own so that these pages download only their own.

export const PUBLIC_PAGE_MESSAGES = {
  welcome: {
    intro:
      "Hosts run the room, the audience raises their hand from their phone. Create an event, share the link, and take the questions that matter.",
    joinFromPhone: "Share a link or a QR code. Your audience asks in seconds, with an account or as a guest.",
    questionsLive: "New questions appear as they arrive, and likes show what the room wants answered first.",
    stayInControl: "Hide, answer or remove questions, and pause new ones whenever the stage needs it.",
  },
  join: {
    intro: "Type the code the host shows on the screen.",
    codeHint: "6 letters and digits, shown by the host on screen.",
  },
  pricing: {
    intro: "Start free. Upgrade to Pro when your events outgrow it. Payments are not accepted during the beta.",
    thanksPro: "You are on Pro. Thank you for your support.",
    noAccountYet: "No account yet?",
    /** Each plan's polls (issue 19): how many per event, then every kind. */
    pollsPerEvent: (max: number) => `Up to ${max} polls per event`,
    pollKinds: "Live polls, word clouds, ratings, rankings, open answers and quizzes",
  },
  notFound: { explained: "The page you are looking for does not exist or has moved." },
} as const;
