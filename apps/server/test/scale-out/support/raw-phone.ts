// An audience phone's socket at the protocol level: Engine.IO v4 / Socket.IO v5 spoken by hand on
// one raw websocket (as the bench's swarm speaks it), so thousands fit in one process. It does
// what the web app's socket does (apps/web/src/lib/realtime-client.ts and the question list's
// cache entry in features/questions/api.ts): it joins the event's room on every connection,
// reconnects by itself with socket.io-client's default back-off (1 s, doubling to 5 s, ±50 %),
// and after each rejoin reads the question list once, since what was said while it was away is
// lost. Used by the scale-out tests and by the bench's scale-out swarm.
import http from "node:http";
import WebSocket from "ws";

/** socket.io-client's defaults (reconnectionDelay, reconnectionDelayMax, randomizationFactor). */
const BACK_OFF = { firstMs: 1_000, maxMs: 5_000, jitter: 0.5 };
/**
 * A failed re-read is tried again after a second, up to ten times: the page would show the
 * failure and read again on its next rejoin; a phone that gives up is counted (catchUpFailures).
 */
const CATCH_UP_TRIES = 10;

export type PhoneOptions = {
  /** Where the page was loaded from: nginx's http://host:port. */
  url: string;
  eventId: string;
  /** Written into each connection's query string, so nginx's access log tells which phone and which try. */
  label: string;
  /** A loopback source address of its own (127.x.y.z), so neither ports nor per-address limits run short. */
  localAddress?: string;
  /** Called the first time this phone has a question, heard live or read after a rejoin. */
  onQuestion?: (questionId: string, how: "live" | "caughtUp") => void;
  /** Called on each acknowledged room join: 1 the first time, more after reconnections. */
  onJoined?: (joins: number) => void;
};

export type Phone = {
  label: string;
  /** The questions this phone has, heard live or read after a rejoin. */
  has: Set<string>;
  /** In the event's room right now. */
  joined: boolean;
  /** Room joins acknowledged: 1, plus one per reconnection. */
  joins: number;
  /** Connections lost that this phone did not close itself. */
  drops: number;
  /** Question lists read after a rejoin, and rejoins whose read failed every try. */
  catchUps: number;
  catchUpFailures: number;
  /** Resolves at the first join; rejects if the server refuses the connection or the room. */
  firstJoin: Promise<void>;
  close: () => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The event's question list, as the page reads it (anonymous, as the audience of a public event). */
function readQuestionIds(options: PhoneOptions): Promise<string[]> {
  const target = new URL(`/api/questions/event/${options.eventId}`, options.url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => {
          if (response.statusCode !== 200) return reject(new Error(`list answered ${response.statusCode}`));
          try {
            resolve((JSON.parse(body) as { _id: string }[]).map((q) => q._id));
          } catch (error) {
            reject(error);
          }
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.setTimeout(10_000, () => request.destroy(new Error("list read timed out")));
  });
}

export function openPhone(options: PhoneOptions): Phone {
  let closed = false;
  let failuresInARow = 0;
  let tries = 0;
  let current: WebSocket | undefined;
  let settleFirst: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const phone: Phone = {
    label: options.label,
    has: new Set(),
    joined: false,
    joins: 0,
    drops: 0,
    catchUps: 0,
    catchUpFailures: 0,
    firstJoin: new Promise<void>((resolve, reject) => {
      settleFirst = { resolve, reject };
    }),
    close: () => {
      closed = true;
      phone.joined = false;
      current?.terminate();
    },
  };
  // A phone nobody awaits must not turn a refusal into an unhandled rejection.
  phone.firstJoin.catch(() => undefined);

  const have = (questionId: string, how: "live" | "caughtUp") => {
    if (phone.has.has(questionId)) return;
    phone.has.add(questionId);
    options.onQuestion?.(questionId, how);
  };

  const catchUp = async () => {
    for (let attempt = 0; attempt < CATCH_UP_TRIES && !closed; attempt++) {
      const ids = await readQuestionIds(options).catch(() => undefined);
      if (ids) {
        for (const id of ids) have(id, "caughtUp");
        phone.catchUps += 1;
        return;
      }
      await sleep(1_000);
    }
    if (!closed) phone.catchUpFailures += 1;
  };

  const refuse = (why: string) => {
    closed = true;
    current?.terminate();
    settleFirst?.reject(new Error(`${options.label}: ${why}`));
  };

  const reconnectLater = () => {
    const base = Math.min(BACK_OFF.maxMs, BACK_OFF.firstMs * 2 ** failuresInARow);
    failuresInARow += 1;
    const delay = base * (1 - BACK_OFF.jitter + Math.random() * 2 * BACK_OFF.jitter);
    setTimeout(() => {
      if (!closed) connect();
    }, delay);
  };

  const connect = () => {
    tries += 1;
    const base = options.url.replace(/^http/, "ws");
    const query = `EIO=4&transport=websocket&phone=${encodeURIComponent(options.label)}&try=${tries}`;
    const ws = new WebSocket(`${base}/socket.io/?${query}`, {
      perMessageDeflate: false,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    current = ws;
    let joinedHere = false;
    ws.on("message", (data) => {
      const text = data.toString();
      if (text === "2") return ws.send("3"); // Engine.IO ping
      if (text.startsWith("0")) return ws.send("40"); // Engine.IO open: connect the main namespace
      if (text.startsWith("40"))
        return ws.send(`420${JSON.stringify(["joinEventRoom", { eventId: options.eventId }])}`);
      if (text.startsWith("44")) return refuse(`connection refused: ${text}`);
      if (text.startsWith("430")) {
        const [ack] = JSON.parse(text.slice(3)) as [{ ok: boolean; message?: string }];
        if (!ack?.ok) return refuse(`join refused: ${ack?.message}`);
        joinedHere = true;
        failuresInARow = 0;
        phone.joined = true;
        phone.joins += 1;
        options.onJoined?.(phone.joins);
        if (phone.joins === 1) settleFirst?.resolve();
        else void catchUp();
        return;
      }
      if (text.startsWith("42")) {
        const [name, payload] = JSON.parse(text.slice(2)) as [string, { question?: { _id?: string } }];
        if (name === "questionAdded" && payload?.question?._id) have(payload.question._id, "live");
      }
    });
    // An error is followed by close, which decides what comes next.
    ws.on("error", () => undefined);
    ws.on("close", () => {
      if (current !== ws) return;
      phone.joined = false;
      if (closed) return;
      if (joinedHere) phone.drops += 1;
      reconnectLater();
    });
  };

  connect();
  return phone;
}
