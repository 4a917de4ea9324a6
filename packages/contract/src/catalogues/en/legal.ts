// The legal pages' texts (/privacy, /terms, /cookies), part of the message catalogue in a module
// of its own, so that only those pages download them. Each page is its title, then its sections in
// order: a section is a heading and a paragraph (`body`), or a heading and a list (`items`, in
// order); `[words](/path)` is a link within the site and `**word**` a name shown in bold
// (apps/web/src/features/legal/legal-page.tsx, which lists each page's sections).

export const LEGAL_TEXTS = {
  /** {date}: the month and year of the text, in the page's language. */
  lastUpdated: "Last updated: {date}",
  privacy: {
    title: "Privacy Policy",
    whoWeAre: {
      heading: "Who we are",
      body: "Handraise is a live event Q&A service, currently in beta. This policy explains what information we keep when you use it, why we keep it, and the choices you have.",
    },
    whatWeCollect: {
      heading: "What we collect",
      items: {
        account:
          "Account details you give us: display name, email address, optional company name, and your password, which we store only as a secure hash.",
        content: "What you create: events, the questions you ask, and your likes and favourites.",
        guest: "If you join as a guest: the name you choose and a random guest identifier kept on your device.",
        contact: "Messages you send through the contact form.",
        payments:
          "For paid plans: your plan, its status and payment records. Card details are handled by our payment provider and never reach our servers.",
      },
    },
    howWeUseIt: {
      heading: "How we use it",
      body: "We use this information only to run the service: to sign you in, show your events and questions to the people taking part, send password reset emails, answer your messages and manage your plan. We do not sell your data and we do not use it for advertising.",
    },
    whoCanSee: {
      heading: "Who can see what",
      body: "Questions you post, with your display name or guest name, are visible to the hosts and the audience of that event. Hosts of an event can see its member list. Public events can be viewed by anyone with the link.",
    },
    retention: {
      heading: "How long we keep event data",
      body: "An event's creator can erase its questions, likes, polls and votes at any time from the event's report. The operator of this server may also set a retention period: once an event has been over for that many days, its questions, polls and the names of its guests are erased automatically.",
    },
    betaData: {
      heading: "Beta data",
      body: "While Handraise is in beta, all data will be wiped before launch. Please do not rely on it to keep anything you cannot afford to lose.",
    },
    yourRights: {
      heading: "Your rights",
      body: "You can see and correct your details on your profile page, and delete your account there at any time, which removes your personal details. For any other request, for example a copy of your data, write to us through the [contact form](/contactus).",
    },
    cookies: {
      heading: "Cookies and local storage",
      body: "See our [cookie policy](/cookies) for what we store on your device.",
    },
  },
  terms: {
    title: "Terms and Conditions",
    usingHandraise: {
      heading: "Using Handraise",
      body: "By creating an account, joining an event or otherwise using Handraise you agree to these terms. If you do not agree, please do not use the service.",
    },
    beta: {
      heading: "A beta service",
      body: "Handraise is in beta. It is offered as it is, may change or be unavailable at times, and all data will be wiped before launch. Payments are not accepted during the beta.",
    },
    account: {
      heading: "Your account",
      body: "Keep your password to yourself and tell us if you think someone else has used your account. You are responsible for what is done with it.",
    },
    whatYouPost: {
      heading: "What you post",
      body: "You keep the rights to the questions and events you create, and you allow us to show them to the people taking part in the event. Do not post anything unlawful, abusive, or that infringes the rights of others. Hosts may hide or delete questions in their events, and we may remove content or accounts that break these terms.",
    },
    hosts: {
      heading: "Hosts",
      body: "Hosts are responsible for their events: who they invite, whether guests may join, and how questions are moderated.",
    },
    paidPlans: {
      heading: "Paid plans",
      body: "When paid plans open, Pro subscriptions renew automatically until cancelled, and can be managed or cancelled at any time from the billing page. Prices are shown on the pricing page.",
    },
    liability: {
      heading: "Liability",
      body: "To the extent the law allows, we are not liable for indirect losses or for loss of data arising from the use of the beta. Nothing in these terms limits rights you have by law.",
    },
    contact: {
      heading: "Contact",
      body: "Questions about these terms? Write to us through the [contact form](/contactus).",
    },
  },
  cookies: {
    title: "Cookie Policy",
    approach: {
      heading: "Our approach",
      body: "Handraise uses only what it needs to work. We use no advertising or tracking cookies and no third-party analytics.",
    },
    cookieWeSet: {
      heading: "The cookie we set",
      body: "**cookieConsent** remembers that you accepted this notice, so the banner does not appear again. It lasts one year.",
    },
    storage: {
      heading: "What we keep in your browser's storage",
      items: {
        session:
          "Your sign-in session (a token and your basic profile), so you stay logged in. Logging out removes it.",
        guest: "If you join an event as a guest: your guest name and identifier, so you can return to the event.",
        betaNotice: "A note that you have seen the beta notice.",
      },
    },
    payments: {
      heading: "Payments",
      body: "When you upgrade, you are taken to our payment provider's checkout page, which may set its own cookies needed for secure payment. Those are governed by the provider's own policy.",
    },
    choices: {
      heading: "Your choices",
      body: "You can delete cookies and site data in your browser settings at any time. Without the session storage you will need to log in again.",
    },
  },
} as const;
