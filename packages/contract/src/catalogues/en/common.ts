// The frame of every page and the pieces every screen shares: top bar, footer, banners, dialogs,
// forms' common words, the language and theme switches.
export const COMMON_MESSAGES = {} as const;
