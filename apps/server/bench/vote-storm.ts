// The vote storm (issue 19): a hall of viewers, each a guest member with its own credential and
// its own socket in the event's room, all vote within a few seconds in one open poll; once in a
// `choice` poll, once in a `wordcloud` poll with three words each. Measured: votes that failed
// (any answer but 200), the time from the last vote's answer until every socket has heard a
// `pollChanged` holding the final totals, and the server's event-loop delay during the storm
// (reset before the first vote, read once every socket is on the final totals, as the like storm
// reads it).
import { type Child, resetLoop, serverStats, startChild, startSwarms, stopAll } from "./children.ts";
import { pollTotals } from "./poll-totals.ts";
import { type Api, api, type Guest, guest, inTurns, proHost, publicEvent } from "./stage.ts";
import { now, round, sleep } from "./stats.ts";

export type VoteStormPlan = { viewers: number; seconds: number; connections: number };
type PollAnswer = Parameters<typeof pollTotals>[0] & { _id: string };
type Voted = {
  sent: number;
  failed: number;
  statuses: Record<string, number>;
  lastAnswerAt: number;
  sendSeconds: number;
  answerP50Ms: number;
  answerP99Ms: number;
};

const OPTIONS = ["Keynote", "Workshops", "Panels", "Hallway track"];
/** How often each option is chosen: a hall is never evenly split. */
const OPTION_WEIGHTS = [0.4, 0.3, 0.2, 0.1];
/** The words a hall offers: a few common ones and a long tail. */
const WORDS = [
  "inspiring",
  "useful",
  "long",
  "fun",
  "clear",
  "deep",
  "practical",
  "loud",
  "friendly",
  "fast",
  "dense",
  "new",
  "bold",
  "calm",
  "crowded",
  "warm",
  "sharp",
  "honest",
  "technical",
  "brief",
  "surprising",
  "playful",
  "thoughtful",
  "hands-on",
  "relevant",
  "slow",
  "funny",
  "rich",
  "open",
  "tiring",
];

/** A small seeded generator, so every run asks the same votes. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function weightedIndex(random: () => number, weights: readonly number[]): number {
  let left = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) {
    left -= weights[i] as number;
    if (left < 0) return i;
  }
  return weights.length - 1;
}

/** Three different words, the common ones more often (weights 1/rank). */
function threeWords(random: () => number): string[] {
  const weights = WORDS.map((_, rank) => 1 / (rank + 1));
  const chosen = new Set<string>();
  while (chosen.size < 3) chosen.add(WORDS[weightedIndex(random, weights)] as string);
  return [...chosen];
}

function voteBodies(kind: "choice" | "wordcloud", poll: PollAnswer, count: number): string[] {
  const random = seeded(kind === "choice" ? 19 : 1919);
  return Array.from({ length: count }, () =>
    JSON.stringify(
      kind === "choice"
        ? { optionId: poll.options[weightedIndex(random, OPTION_WEIGHTS)]?._id }
        : { words: threeWords(random) },
    ),
  );
}

async function finalTotals(call: Api, eventId: string, pollId: string, reader: Guest): Promise<string> {
  const polls = (await call("GET", `/api/polls/event/${eventId}`, { guest: reader.guestToken })) as PollAnswer[];
  const poll = polls.find((p) => p._id === pollId);
  if (!poll) throw new Error(`poll ${pollId} is not in its event's list`);
  return pollTotals(poll);
}

/** Every swarm's sockets on the expected totals, until all are or `timeoutMs` passed. */
async function awaitTotals(swarms: Child[], eventId: string, pollId: string, totals: string, timeoutMs: number) {
  const expected = { [eventId]: { [pollId]: totals } };
  const deadline = now() + timeoutMs;
  for (;;) {
    const checks = await Promise.all(
      swarms.map((s) =>
        s.ask<{ matching: number; total: number; lastAt: number }>({ type: "polls", expected }, "polls"),
      ),
    );
    const sum = checks.reduce(
      (a, c) => ({ matching: a.matching + c.matching, total: a.total + c.total, lastAt: Math.max(a.lastAt, c.lastAt) }),
      { matching: 0, total: 0, lastAt: 0 },
    );
    if (sum.matching === sum.total || now() > deadline) return sum;
    await sleep(50);
  }
}

async function stormIn(
  kind: "choice" | "wordcloud",
  stage: {
    server: Child;
    url: string;
    call: Api;
    hostToken: string;
    eventId: string;
    voters: Guest[];
    swarms: Child[];
  },
  plan: VoteStormPlan,
) {
  const { server, url, call, eventId, voters, swarms } = stage;
  // Opening this poll closes the event's open one (the choice poll, on the second run).
  const poll = (await call("POST", "/api/polls", {
    token: stage.hostToken,
    body: {
      eventId,
      question: kind === "choice" ? "Which part of the day did you like best?" : "The day in three words?",
      kind,
      ...(kind === "choice" ? { options: OPTIONS } : {}),
    },
  })) as PollAnswer;
  const bodies = voteBodies(kind, poll, voters.length);
  const votes = voters.map((voter, i) => ({
    path: `/api/polls/${poll._id}/vote`,
    headers: { "content-type": "application/json", "x-guest-token": voter.guestToken },
    body: bodies[i] as string,
  }));
  // The poll's opening reaches every socket before the storm starts.
  await sleep(1_000);
  const load = await startChild("vote-load.ts");
  try {
    await resetLoop(server);
    const before = await serverStats(server);
    const startedAt = now();
    const voted = await load.ask<Voted>(
      { type: "votes", url, connections: plan.connections, seconds: plan.seconds, votes },
      "voted",
    );
    const totals = await finalTotals(call, eventId, poll._id, voters[0] as Guest);
    const check = await awaitTotals(swarms, eventId, poll._id, totals, 10_000);
    const stats = await serverStats(server);
    const allOnFinal = check.matching === check.total;
    return {
      kind,
      votesSent: voted.sent,
      failedVotes: voted.failed,
      ...(voted.failed > 0 ? { statuses: voted.statuses } : {}),
      sendSeconds: voted.sendSeconds,
      voteAnswerP50Ms: voted.answerP50Ms,
      voteAnswerP99Ms: voted.answerP99Ms,
      // Null when some socket never heard the final totals within 10 s.
      finalTotalsAfterMs: allOnFinal ? round(Math.max(0, check.lastAt - voted.lastAnswerAt), 0) : null,
      socketsOnFinalTotals: check.matching,
      sockets: check.total,
      loopP99Ms: round(stats.loopP99Ms),
      loopMaxMs: round(stats.loopMaxMs),
      cpuPercent: round(((stats.cpuMs - before.cpuMs) / (now() - startedAt)) * 100, 0),
      // Server CPU per vote (its answer and its share of the broadcasts): on a machine shared
      // with other work the times above stretch, this much less.
      cpuMsPerVote: round((stats.cpuMs - before.cpuMs) / Math.max(1, voted.sent)),
    };
  } finally {
    await stopAll([load]);
  }
}

export async function voteStorm(
  startHandraise: () => Promise<{ server: Child; url: string }>,
  plan: VoteStormPlan,
  addresses: (count: number) => number,
) {
  const { server, url } = await startHandraise();
  const children: Child[] = [server];
  try {
    const call = api(url);
    const host = await proHost(call, server);
    const eventId = await publicEvent(call, host, server, "Vote storm");
    await server.ask({ type: "unlimitMembers", eventId }, "done");
    const voters: Guest[] = [];
    await inTurns(
      Array.from({ length: plan.viewers }, (_, i) => i),
      16,
      async (i) => voters.push(await guest(call, eventId, i)),
    );
    // Each viewer's socket carries its own guest credential, as the audience page's does.
    const swarm = await startSwarms(
      url,
      "handraise",
      voters.map((voter) => ({ room: eventId, auth: { guestToken: voter.guestToken } })),
      addresses(Math.ceil(plan.viewers / 5_000)),
    );
    children.push(...swarm.swarms);
    if (swarm.failed > 0) throw new Error(`${swarm.failed} viewers could not join: ${swarm.firstError}`);
    const stage = { server, url, call, hostToken: host.token, eventId, voters, swarms: swarm.swarms };
    const choice = await stormIn("choice", stage, plan);
    const wordcloud = await stormIn("wordcloud", stage, plan);
    return { date: new Date().toISOString(), viewers: swarm.connected, seconds: plan.seconds, ...choice, wordcloud };
  } finally {
    await stopAll(children);
  }
}
