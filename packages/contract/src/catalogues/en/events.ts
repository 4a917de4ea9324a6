// The screens of events: the dashboard, the event form, the event page and the host dashboard,
// joining, sharing, co-hosts and bans (labels beside the sentences of messages.ts).
export const EVENTS_MESSAGES = {} as const;
