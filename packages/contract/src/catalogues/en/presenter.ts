// The presenter view: the projector's page of an event, with its own language and theme.
export const PRESENTER_MESSAGES = {
  error: "Error: {error}",
  fullScreen: "Full screen",
  exitFullScreen: "Exit full screen",
  nowAnswering: "Now answering",
  topQuestions: "Top questions",
  topQuestionsLabel: "Top questions by likes",
  likes: "{count, plural, one {# like} other {# likes}}",
  /** The way in: <0> holds the join page's address, then the code, on lines of their own. */
  goTo: "Go to <0>{url}</0>",
  enterCode: "and enter the code <0>{code}</0>",
  orScan: "or scan",
  qrLabel: "QR code for {url}",
} as const;
