// The sentences of the pages a visitor opens first: welcome (with its join-code field), /join,
// pricing and 404, grouped by screen. Part of the message catalogue, in a module of its own so
// that these pages download only their own.

export const PUBLIC_PAGE_MESSAGES = {
  welcome: {
    title: "Welcome to Handraise: live Q&A for every event",
    intro:
      "Hosts run the room, the audience raises their hand from their phone. Create an event, share the link, and take the questions that matter.",
    signUp: "Sign Up",
    login: "Login",
    joinHeading: "At an event? Join with its code",
    whyHandraise: "Why Handraise",
    joinFromPhoneTitle: "Join from any phone",
    joinFromPhone: "Share a link or a QR code. Your audience asks in seconds, with an account or as a guest.",
    questionsLiveTitle: "Questions, live",
    questionsLive: "New questions appear as they arrive, and likes show what the room wants answered first.",
    stayInControlTitle: "You stay in control",
    stayInControl: "Hide, answer or remove questions, and pause new ones whenever the stage needs it.",
  },
  join: {
    title: "Join an event",
    intro: "Type the code the host shows on the screen.",
    codeHint: "6 letters and digits, shown by the host on screen.",
  },
  pricing: {
    title: "Pricing",
    intro: "Start free. Upgrade to Pro when your events outgrow it. Payments are not accepted during the beta.",
    thanksPro: "You are on Pro. Thank you for your support.",
    /** The plans' names (docs/product.md §9). */
    plans: { free: "Free", proMonthly: "Pro monthly", proYearly: "Pro yearly" },
    /** A plan's price ({price}: an amount in the page's currency format) and its period, set smaller. */
    pricePerMonth: "<0>{price}</0><1>/mo</1>",
    pricePerYear: "<0>{price}</0><1>/yr</1>",
    mostPopular: "Most popular",
    savesPerYear: "Saves {amount} a year",
    membersPerEvent: "{max, plural, one {# member per event} other {# members per event}}",
    questionsPerEvent: "{max, plural, one {# question per event} other {# questions per event}}",
    /** Each plan's polls (issue 19): how many per event, then every kind. */
    pollsPerEvent: "{max, plural, one {Up to # poll per event} other {Up to # polls per event}}",
    pollKinds: "Live polls, word clouds, ratings, rankings, open answers and quizzes",
    liveQandA: "Live Q&A with likes",
    unlimitedEvents: "Unlimited events",
    moderationTools: "Moderation tools",
    prioritySupport: "Priority email support",
    earlyAccess: "Early access to new features",
    comingSoonTitle: "Coming soon",
    comingSoonBadge: "coming soon",
    audienceSignups: "Audience marketing signups",
    manageBilling: "Manage billing",
    upgrade: "Upgrade to Pro",
    logInToUpgrade: "Log in to upgrade",
    signUpFree: "No account yet? <0>Sign Up</0> free.",
  },
  notFound: {
    title: "404 - Page Not Found",
    explained: "The page you are looking for does not exist or has moved.",
    home: "Go to the home page",
  },
} as const;
