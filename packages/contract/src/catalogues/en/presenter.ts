// The presenter view: the projector's page of an event, with its own language and theme.
export const PRESENTER_MESSAGES = {} as const;
