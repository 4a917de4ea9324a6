// A process of audience phones for the scale-out scenario, driven by the bench over IPC. Each
// phone is the scale-out tests' raw phone (test/scale-out/support/raw-phone.ts): Engine.IO /
// Socket.IO by hand on one raw websocket through nginx, which reconnects by itself and re-reads
// the question list after a rejoin, as the web app does. The process reports, per question, how
// many phones have it and when the last of them got it, live or by the re-read.
import { openPhone, type Phone } from "../test/scale-out/support/raw-phone.ts";
import { now } from "./stats.ts";

type Receipt = { count: number; last: number; caughtUp: number };

const phones: Phone[] = [];
/** Receipts since the last report, merged by the bench. */
let receipts = new Map<string, Receipt>();
/** When the last phone that had lost its connection joined the room again. */
let lastRejoinAt = 0;

type Command =
  | { type: "connect"; url: string; eventId: string; count: number; labelOffset: number; addresses: string[] }
  | { type: "report" }
  | { type: "state" }
  | { type: "missing"; ids: string[] }
  | { type: "close" };

async function connect(command: Extract<Command, { type: "connect" }>) {
  let failed = 0;
  let firstError = "";
  const perAddress = Math.ceil(command.count / command.addresses.length);
  const batch = 200;
  for (let i = 0; i < command.count; i += batch) {
    const opened = Array.from({ length: Math.min(batch, command.count - i) }, (_, k) => {
      const n = i + k;
      const phone = openPhone({
        url: command.url,
        eventId: command.eventId,
        label: `p${command.labelOffset + n}`,
        localAddress: command.addresses[Math.floor(n / perAddress)],
        onJoined: (joins) => {
          if (joins > 1) lastRejoinAt = now();
        },
        onQuestion: (questionId, how) => {
          const at = now();
          const receipt = receipts.get(questionId) ?? { count: 0, last: 0, caughtUp: 0 };
          receipt.count += 1;
          receipt.last = Math.max(receipt.last, at);
          if (how === "caughtUp") {
            receipt.caughtUp += 1;
          }
          receipts.set(questionId, receipt);
        },
      });
      phones.push(phone);
      return phone;
    });
    // A phone that has not joined within 30 s counts as failed (it keeps trying meanwhile).
    const results = await Promise.allSettled(
      opened.map((phone) =>
        Promise.race([
          phone.firstJoin,
          new Promise((_, reject) => setTimeout(() => reject(new Error("no join within 30 s")), 30_000)),
        ]),
      ),
    );
    for (const result of results) {
      if (result.status === "rejected") {
        failed += 1;
        firstError ||= String(result.reason);
      }
    }
  }
  process.send?.({ type: "connected", ok: command.count - failed, failed, firstError });
}

process.on("message", (command: Command) => {
  if (command.type === "connect") void connect(command);
  else if (command.type === "report") {
    process.send?.({ type: "report", receipts: [...receipts.entries()] });
    receipts = new Map();
  } else if (command.type === "state") {
    process.send?.({
      type: "state",
      phones: phones.length,
      joined: phones.filter((p) => p.joined).length,
      dropped: phones.filter((p) => p.drops > 0).length,
      reconnected: phones.filter((p) => p.drops > 0 && p.joined && p.joins > 1).length,
      catchUps: phones.reduce((sum, p) => sum + p.catchUps, 0),
      catchUpFailures: phones.reduce((sum, p) => sum + p.catchUpFailures, 0),
      lastRejoinAt,
    });
  } else if (command.type === "missing") {
    // Phones lacking any of the given questions, and the (phone, question) pairs missing.
    let phonesMissing = 0;
    let pairsMissing = 0;
    for (const phone of phones) {
      const lacking = command.ids.filter((id) => !phone.has.has(id)).length;
      if (lacking > 0) phonesMissing += 1;
      pairsMissing += lacking;
    }
    process.send?.({ type: "missing", phonesMissing, pairsMissing });
  } else if (command.type === "close") {
    for (const phone of phones) phone.close();
    process.send?.({ type: "closed" });
    setTimeout(() => process.exit(0), 100);
  }
});
process.send?.({ type: "ready" });

// The bench ended (or died): so does this process.
process.on("disconnect", () => process.exit(0));
