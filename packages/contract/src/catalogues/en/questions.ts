// The screens of questions: the box, the list, its filters and search, review, replies and the
// host's tools on each question (labels beside the sentences of messages.ts).
export const QUESTIONS_MESSAGES = {} as const;
