// The contract between server and web app: schemas, socket events, limits, messages, rules.
// First, before any schema is built (without-eval.ts).
import "./without-eval.ts";

export * from "./api-routes.ts";
export * from "./auth.ts";
export * from "./bans.ts";
export * from "./catalogues/index.ts";
export * from "./common.ts";
export * from "./error-codes.ts";
export * from "./events.ts";
export * from "./health.ts";
export * from "./limits.ts";
export * from "./payments.ts";
export * from "./polls.ts";
export * from "./questions.ts";
export * from "./realtime.ts";
export * from "./reports.ts";
export * from "./rules/blank.ts";
export * from "./rules/join-code.ts";
export * from "./rules/member-type.ts";
export * from "./rules/question-search.ts";
export * from "./rules/safe-text.ts";
export * from "./server-config.ts";
