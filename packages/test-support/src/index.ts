// The support server tests and browser tests share, one import for both:
// `import { useTestServer, buildUser } from "@handraise/test-support"`.

export { english, formatMessage } from "@handraise/server/i18n";
export * from "./factories.ts";
export * from "./fake-stripe.ts";
export * from "./http.ts";
export * from "./rate-limits.ts";
export * from "./smtp.ts";
export * from "./sockets.ts";
export * from "./test-server.ts";
