// The second step of loading the poll section (audience-poll-on-demand.tsx). The page itself
// imports only this small module: the list of chunks the section needs, which the bundler writes
// beside each dynamic import, is written here, after the first paint, not into the page's code.
export const loadAudiencePoll = () => import("./audience-poll.tsx").then((module) => module.AudiencePoll);
