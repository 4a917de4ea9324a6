// A process of many audience sockets, driven by the bench over IPC. Most speak the Engine.IO v4 /
// Socket.IO v5 protocol by hand on raw `ws` (as cheap as a client can be, so the load is the
// server's); a few are real socket.io-client sockets, to check that both hear the same. Against
// the bare baseline the same sockets send their room and read the same frames.
import { io as ioClient, type Socket } from "socket.io-client";
import WebSocket from "ws";
import { pollTotals } from "./poll-totals.ts";
import { now } from "./stats.ts";

export type SocketPlan = {
  room: string;
  auth?: Record<string, string>;
  real?: boolean;
  /**
   * Keep what the socket last heard of each question's likes and each poll's totals, for the
   * checks of the storms and of many events (the default). The fan-out sets it false: it counts
   * receipts only, and a state kept per socket and per question grew the swarm's heap by 5,000
   * entries a message on Handraise's side (each change is of another question) against none on
   * the baseline's (one question), so the swarms collected their heap in the middle of Handraise's
   * messages (docs/PERFORMANCE.md "The phones' own collections").
   */
  watch?: boolean;
};
type Receipt = { count: number; last: number; real: number };
type LikeState = Map<string, { likes: number; at: number }>;
/** Per poll: the totals a socket last heard, and when it first heard them. */
type PollState = Map<string, { totals: string; at: number }>;
type Watcher = { room: string; state: LikeState; polls: PollState };

const receipts = new Map<string, Receipt>();
const watchers: Watcher[] = [];
const raw: WebSocket[] = [];
const real: Socket[] = [];

/** What one received message means to the bench: a marked question, a question's like count, a poll's totals. */
function heard(text: string, watcher: Watcher | undefined, isReal: boolean): void {
  const [name, payload] = JSON.parse(text) as [
    string,
    {
      question?: { _id: string; content: string; likes: string[] };
      poll?: Parameters<typeof pollTotals>[0] & { _id: string };
    },
  ];
  const at = now();
  if (name === "pollChanged" && payload?.poll && watcher) {
    const totals = pollTotals(payload.poll);
    // A repeat of the same totals keeps the moment they were first heard.
    if (watcher.polls.get(payload.poll._id)?.totals !== totals) watcher.polls.set(payload.poll._id, { totals, at });
    return;
  }
  const state = watcher?.state;
  const question = payload?.question;
  if (!question) return;
  if (name === "questionUpdated" && state) state.set(question._id, { likes: question.likes.length, at });
  // A marked question, added or changed: the marker is its first word after "bench:".
  if ((name === "questionAdded" || name === "questionUpdated") && question.content.startsWith("bench:")) {
    const marker = question.content.slice(6).split(" ")[0] as string;
    const receipt = receipts.get(marker) ?? { count: 0, last: 0, real: 0 };
    receipt.count += 1;
    if (isReal) receipt.real += 1;
    receipt.last = Math.max(receipt.last, at);
    receipts.set(marker, receipt);
  }
}

function openRaw(url: string, plan: SocketPlan, mode: "handraise" | "bare", localAddress: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const target = mode === "handraise" ? `${url.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket` : url;
    const ws = new WebSocket(target, { perMessageDeflate: false, localAddress });
    const watcher: Watcher | undefined =
      plan.watch === false ? undefined : { room: plan.room, state: new Map(), polls: new Map() };
    if (watcher) watchers.push(watcher);
    raw.push(ws);
    const fail = (why: string) => reject(new Error(why));
    ws.on("error", (error) => fail(error.message));
    if (mode === "bare") {
      ws.on("open", () => ws.send(plan.room));
      ws.on("message", (data) => {
        const text = data.toString();
        if (text === "joined") return resolve();
        heard(text.slice(2), watcher, false);
      });
      return;
    }
    ws.on("message", (data) => {
      const text = data.toString();
      const type = text.charCodeAt(0);
      if (text === "2") return ws.send("3"); // Engine.IO ping
      if (type === 48 /* 0: open */) return ws.send(`40${plan.auth ? JSON.stringify(plan.auth) : ""}`);
      if (text.startsWith("40")) return ws.send(`420${JSON.stringify(["joinEventRoom", { eventId: plan.room }])}`);
      if (text.startsWith("430")) {
        const [ack] = JSON.parse(text.slice(3)) as [{ ok: boolean; message?: string }];
        return ack.ok ? resolve() : fail(`join refused: ${ack.message}`);
      }
      if (text.startsWith("44")) return fail(`connect refused: ${text}`);
      if (text.startsWith("42")) heard(text.slice(2), watcher, false);
    });
  });
}

function openReal(url: string, plan: SocketPlan): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = ioClient(url, {
      transports: ["websocket"],
      auth: plan.auth ?? {},
      forceNew: true,
      reconnection: false,
    });
    real.push(socket);
    socket.onAny((name: string, payload: unknown) => heard(JSON.stringify([name, payload]), undefined, true));
    socket.once("connect_error", reject);
    socket.once("connect", () => {
      socket.emit("joinEventRoom", { eventId: plan.room }, (ack: { ok: boolean; message?: string }) =>
        ack.ok ? resolve() : reject(new Error(`join refused: ${ack.message}`)),
      );
    });
  });
}

type Command =
  | { type: "connect"; url: string; mode: "handraise" | "bare"; plans: SocketPlan[]; localAddress: string }
  | { type: "report" }
  | { type: "likes"; expected: Record<string, Record<string, number>> }
  | { type: "polls"; expected: Record<string, Record<string, string>> }
  | { type: "close" };

process.on("message", async (command: Command) => {
  if (command.type === "connect") {
    let failed = 0;
    let firstError = "";
    const batch = 200;
    for (let i = 0; i < command.plans.length; i += batch) {
      const results = await Promise.allSettled(
        command.plans
          .slice(i, i + batch)
          .map((plan) =>
            plan.real && command.mode === "handraise"
              ? openReal(command.url, plan)
              : openRaw(command.url, plan, command.mode, command.localAddress),
          ),
      );
      for (const result of results) {
        if (result.status === "rejected") {
          failed += 1;
          firstError ||= String(result.reason);
        }
      }
    }
    process.send?.({ type: "connected", ok: command.plans.length - failed, failed, firstError });
  } else if (command.type === "report") {
    process.send?.({ type: "report", receipts: [...receipts.entries()] });
    receipts.clear();
  } else if (command.type === "likes") {
    // How many sockets hold the expected like count of every question of their room, and when
    // the last of those updates arrived.
    let matching = 0;
    let lastAt = 0;
    for (const { room, state } of watchers) {
      let all = true;
      for (const [questionId, likes] of Object.entries(command.expected[room] ?? {})) {
        const seen = state.get(questionId);
        if (seen?.likes !== likes) all = false;
        if (seen) lastAt = Math.max(lastAt, seen.at);
      }
      if (all) matching += 1;
    }
    process.send?.({ type: "likes", matching, total: watchers.length, lastAt });
  } else if (command.type === "polls") {
    // How many sockets last heard the expected totals of every poll of their room, and when the
    // last of them first heard them.
    let matching = 0;
    let lastAt = 0;
    for (const { room, polls } of watchers) {
      const expected = Object.entries(command.expected[room] ?? {});
      const seen = expected.map(([pollId]) => polls.get(pollId));
      if (!expected.every(([, totals], i) => seen[i]?.totals === totals)) continue;
      matching += 1;
      for (const heardThem of seen) lastAt = Math.max(lastAt, heardThem?.at ?? 0);
    }
    process.send?.({ type: "polls", matching, total: watchers.length, lastAt });
  } else if (command.type === "close") {
    for (const ws of raw) ws.terminate();
    for (const socket of real) socket.close();
    process.send?.({ type: "closed" });
    setTimeout(() => process.exit(0), 100);
  }
});
process.send?.({ type: "ready" });

// The bench ended (or died): so does this process.
process.on("disconnect", () => process.exit(0));
