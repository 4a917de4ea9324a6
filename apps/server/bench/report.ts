// The bench's Markdown table: each figure with its baseline, its ratio, the goal and whether it is met.
type Any = Record<string, any>;

const GOALS = {
  cpuPerDelivery: 1.25,
  allReceivedP99: 1.2,
  rssPerClient: 2,
  manyHealthP99Ms: 50,
  manyAllReceivedP99Ms: 100,
  stormLoopP99Ms: 100,
  stormFinalMs: 1000,
  voteLoopP99Ms: 100,
  voteFinalMs: 1000,
  reportP99Ms: 50,
  scaleOutAllReceivedP99Ms: 250,
  lighthouseScore: 95,
  questionList: 0.5,
  questionList304: 0.8,
  postQuestion: 0.2,
  like: 0.2,
};

const mark = (met: boolean) => (met ? "met" : "**not met**");
const fmt = (n: unknown, digits = 2) => (typeof n === "number" && Number.isFinite(n) ? n.toFixed(digits) : String(n));

/** The fan-out's changed path (questionUpdated), when the run measured it. */
function changedRows(c: Any | undefined): string[] {
  if (!c) return [];
  const { handraise: h, bare: b, ratios } = c;
  return [
    `| question changed: CPU per delivery (µs) | ${fmt(h.cpuPerDeliveryUs)} | ${fmt(b.cpuPerDeliveryUs)} | ${fmt(ratios.cpuPerDelivery)}× | ≤ ${GOALS.cpuPerDelivery}× | ${mark(ratios.cpuPerDelivery <= GOALS.cpuPerDelivery)} |`,
    `| question changed: time until all, p50 (ms) | ${fmt(h.allReceivedP50Ms, 1)} | ${fmt(b.allReceivedP50Ms, 1)} | ${fmt(ratios.allReceivedP50)}× | | |`,
    `| question changed: time until all, p99 (ms) | ${fmt(h.allReceivedP99Ms, 1)} | ${fmt(b.allReceivedP99Ms, 1)} | ${fmt(ratios.allReceivedP99)}× | ≤ ${GOALS.allReceivedP99}× | ${mark(ratios.allReceivedP99 <= GOALS.allReceivedP99)} |`,
    `| question changed: missed deliveries | ${h.missed} | ${b.missed} | | 0 | ${mark(h.missed === 0)} |`,
  ];
}

/** What the CPU figures leave out: the bench's own full collections before each RSS reading. */
function forcedGcLine(f: Any): string[] {
  const gc = (side: Any | undefined) => fmt(side?.forcedGcCpuMs, 0);
  if (f.handraise?.forcedGcCpuMs === undefined) return [];
  return [
    `Kept out of the CPU per delivery: the bench's own full collections, Handraise ${gc(f.handraise)} and ${gc(f.changed?.handraise)} ms, bare ws ${gc(f.bare)} and ${gc(f.changed?.bare)} ms (added, changed).`,
    "",
  ];
}

export function renderMarkdown(r: Any): string {
  const lines: string[] = [];
  lines.push(
    `Handraise bench, ${r.mode} run, ${r.date} (${r.machine.cpus} cores, ${r.machine.node}, ${r.storage})`,
    "",
    ...machineLines(r),
  );
  if (r.fanOut) {
    const f = r.fanOut;
    lines.push(
      `### Fan-out: one public event, ${f.handraise.clients} viewers (baseline: bare ws, ${f.bare.clients})`,
      "",
    );
    lines.push("| figure | Handraise | bare ws | ratio | goal | |", "|---|---|---|---|---|---|");
    lines.push(
      `| question added: CPU per delivery (µs) | ${fmt(f.handraise.cpuPerDeliveryUs)} | ${fmt(f.bare.cpuPerDeliveryUs)} | ${fmt(f.ratios.cpuPerDelivery)}× | ≤ ${GOALS.cpuPerDelivery}× | ${mark(f.ratios.cpuPerDelivery <= GOALS.cpuPerDelivery)} |`,
      `| question added: time until all, p50 (ms) | ${fmt(f.handraise.allReceivedP50Ms, 1)} | ${fmt(f.bare.allReceivedP50Ms, 1)} | ${fmt(f.ratios.allReceivedP50)}× | | |`,
      `| question added: time until all, p99 (ms) | ${fmt(f.handraise.allReceivedP99Ms, 1)} | ${fmt(f.bare.allReceivedP99Ms, 1)} | ${fmt(f.ratios.allReceivedP99)}× | ≤ ${GOALS.allReceivedP99}× | ${mark(f.ratios.allReceivedP99 <= GOALS.allReceivedP99)} |`,
      ...changedRows(f.changed),
      `| RSS per socket (KiB) | ${fmt(f.handraise.rssPerClientBytes / 1024, 1)} | ${fmt(f.bare.rssPerClientBytes / 1024, 1)} | ${fmt(f.ratios.rssPerClient)}× | ≤ ${GOALS.rssPerClient}× | ${mark(f.ratios.rssPerClient <= GOALS.rssPerClient)} |`,
      `| event-loop delay p99 (ms) | ${fmt(f.handraise.loopP99Ms, 1)} | ${fmt(f.bare.loopP99Ms, 1)} | | | |`,
      `| missed deliveries | ${f.handraise.missed} | ${f.bare.missed} | | 0 | ${mark(f.handraise.missed === 0)} |`,
      "",
      `Real socket.io-client check: ${f.handraise.realChecked}.`,
      "",
      ...forcedGcLine(f),
    );
  }
  for (const m of r.manyEvents ?? []) {
    lines.push(
      `### ${m.events} events × ${m.sockets} sockets (${m.clients} sockets), ${m.writesPerSecond} writes/s for ${m.seconds} s`,
      "",
    );
    lines.push("| figure | value | goal | |", "|---|---|---|---|");
    lines.push(
      `| missed question deliveries | ${m.missedQuestionDeliveries} of ${m.questions * m.sockets} | 0 | ${mark(m.missedQuestionDeliveries === 0)} |`,
      `| sockets on the final like counts | ${m.socketsOnFinalLikes} of ${m.socketsChecked} | all | ${mark(m.socketsOnFinalLikes === m.socketsChecked)} |`,
      `| health p99 (ms) | ${fmt(m.healthP99Ms, 1)} | < ${GOALS.manyHealthP99Ms} | ${mark(m.healthP99Ms < GOALS.manyHealthP99Ms)} |`,
      `| time until every socket of the event has a question, p50 / p99 (ms) | ${fmt(m.allReceivedP50Ms, 1)} / ${fmt(m.allReceivedP99Ms, 1)} | p99 < ${GOALS.manyAllReceivedP99Ms} | ${mark(m.allReceivedP99Ms < GOALS.manyAllReceivedP99Ms)} |`,
      `| event-loop delay p99 (ms) | ${fmt(m.loopP99Ms, 1)} | | |`,
      `| server CPU | ${fmt(m.cpuPercent, 0)} % of one core | | |`,
      "",
    );
  }
  if (r.likeStorm) {
    const s = r.likeStorm;
    lines.push(`### Like storm: ${s.likesPerSecondAsked} likes/s asked in one event, ${s.viewers} viewers`, "");
    lines.push("| figure | value | goal | |", "|---|---|---|---|");
    lines.push(
      `| likes served per second | ${fmt(s.likesPerSecondServed, 0)} (${s.likesSent} sent, ${s.likeErrors} failed) | ${s.likesPerSecondAsked} | ${mark(s.likesPerSecondServed >= s.likesPerSecondAsked * 0.95)} |`,
      `| event-loop delay p99 (ms) | ${fmt(s.loopP99Ms, 1)} (max ${fmt(s.loopMaxMs, 0)}) | < ${GOALS.stormLoopP99Ms} | ${mark(s.loopP99Ms < GOALS.stormLoopP99Ms)} |`,
      ...(s.cpuMsPerLike === undefined
        ? []
        : [`| server CPU | ${fmt(s.cpuPercent, 0)} % of one core, ${fmt(s.cpuMsPerLike, 3)} ms per like | | |`]),
      `| sockets on the final counts | ${s.socketsOnFinalCounts} of ${s.sockets} | all | ${mark(s.socketsOnFinalCounts === s.sockets)} |`,
      `| last update after the storm (ms) | ${fmt(s.finalCountsAfterMs, 0)} | ≤ ${GOALS.stormFinalMs} | ${mark(s.finalCountsAfterMs <= GOALS.stormFinalMs)} |`,
      "",
    );
  }
  if (r.voteStorm) lines.push(...voteStormTables(r.voteStorm, r.updated?.voteStorm));
  if (r.report) lines.push(...reportTable(r.report, r.updated?.report));
  if (r.scaleOut) lines.push(...scaleOutTable(r.scaleOut, r.updated?.scaleOut));
  if (r.lighthouse) lines.push(...lighthouseTable(r.lighthouse, r.pageWeight, r.updated?.lighthouse));
  if (r.http) {
    const h = r.http;
    lines.push(
      "### HTTP (autocannon, 32 connections; baseline: hello-world route on the same server, measured just before each round of each call; medians of the rounds)",
      "",
    );
    lines.push(
      "| call | requests/s | p50 / p99 (ms) | ratio to hello | each round | server CPU per request (µs) | ratio by CPU | bytes per answer | goal | |",
      "|---|---|---|---|---|---|---|---|---|---|",
    );
    const goal = (name: string) => (GOALS as Any)[name] as number | undefined;
    for (const [name, row] of Object.entries(h) as [string, Any][]) {
      const g = goal(name);
      lines.push(
        `| ${name}${row.failed ? ` (${row.failed} failed)` : ""} | ${fmt(row.rps, 0)} | ${row.p50Ms} / ${row.p99Ms} | ${fmt(row.ratioToHello)}× | ${eachRound(row)} | ${fmt(row.cpuUsPerRequest, 1)} | ${row.ratioByCpu === undefined ? "" : `${fmt(row.ratioByCpu)}×`} | ${row.bytesPerAnswer === undefined ? "" : fmt(row.bytesPerAnswer, 0)} | ${g ? `≥ ${g}×` : ""} | ${g ? mark(row.ratioToHello >= g) : ""} |`,
      );
    }
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}

/** What the machine charged the run, and each scenario run alone since (machine-probe.ts). */
function machineLines(r: Any): string[] {
  const probe = (p: Any) =>
    `a system call from Node ${fmt(p.syscallNs, 0)} ns, a thread's wake-up and back ${fmt(p.threadRoundTripUs, 1)} µs, the JS loop ${fmt(p.jsLoopMs, 0)} ms${p.firstTouchNs === undefined ? "" : `, a fresh page's first write ${fmt(p.firstTouchNs, 0)} ns`}`;
  const lines: string[] = [];
  if (r.machine.probe) lines.push(`Machine: ${r.machine.cpuModel}, ${probe(r.machine.probe)}.`);
  for (const [scenario, alone] of Object.entries(r.updated ?? {}) as [string, Any][])
    if (alone.machine && alone.date !== r.date)
      lines.push(`Machine when ${scenario} ran alone (${alone.date}): ${probe(alone.machine)}.`);
  return lines.length ? [...lines, ""] : [];
}

/** A call's ratio in each round, or hello-world's requests a second in each of its phases. */
function eachRound(row: Any): string {
  if (Array.isArray(row.ratios)) return row.ratios.map((r: number) => `${fmt(r)}×`).join(", ");
  if (Array.isArray(row.rounds)) return row.rounds.map((r: number) => fmt(r, 0)).join(", ");
  return "";
}

/** The report's query time on each engine measured, against one indexed read of the event. */
function reportTable(rep: Any, alone: Any | undefined): string[] {
  const when = alone ? ` (run alone: ${alone.mode}, ${alone.date})` : "";
  const lines = [`### The event's report: ${rep.sqlite.questions} questions, ${rep.sqlite.likes} likes${when}`, ""];
  lines.push("| engine | p50 / p99 (ms) | baseline p99 (ms) | ratio | goal | |", "|---|---|---|---|---|---|");
  for (const engine of ["sqlite", "postgres"] as const) {
    const run = rep[engine];
    if (!run) continue;
    lines.push(
      `| ${engine} | ${fmt(run.p50Ms, 1)} / ${fmt(run.p99Ms, 1)} | ${fmt(run.baselineP99Ms, 2)} | ${fmt(run.ratio, 1)}× | p99 < ${GOALS.reportP99Ms} | ${mark(run.p99Ms < GOALS.reportP99Ms)} |`,
    );
  }
  lines.push("");
  return lines;
}

/** The vote storm's two runs (choice, word cloud), with the run's date when it ran alone. */
function voteStormTables(v: Any, alone: Any | undefined): string[] {
  const lines: string[] = [];
  const when = alone ? ` (run alone: ${alone.mode}, ${alone.date}, ${alone.storage})` : "";
  for (const run of [v, v.wordcloud] as Any[]) {
    if (!run) continue;
    const what = run.kind === "wordcloud" ? "a word cloud poll, 3 words each" : "a choice poll";
    lines.push(`### Vote storm: ${v.viewers} viewers vote within ${v.seconds} s in ${what}${when}`, "");
    lines.push("| figure | value | goal | |", "|---|---|---|---|");
    const final = run.finalTotalsAfterMs;
    lines.push(
      `| failed votes | ${run.failedVotes} of ${run.votesSent}${run.statuses ? ` (${JSON.stringify(run.statuses)})` : ""} | 0 | ${mark(run.failedVotes === 0)} |`,
      `| vote answer p50 / p99 (ms) | ${fmt(run.voteAnswerP50Ms, 1)} / ${fmt(run.voteAnswerP99Ms, 1)} | | |`,
      `| sockets on the final totals | ${run.socketsOnFinalTotals} of ${run.sockets} | all | ${mark(run.socketsOnFinalTotals === run.sockets)} |`,
      `| final totals on every socket after the last vote's answer (ms) | ${final === null ? "never (10 s)" : fmt(final, 0)} | ≤ ${GOALS.voteFinalMs} | ${mark(final !== null && final <= GOALS.voteFinalMs)} |`,
      `| event-loop delay p99 (ms) | ${fmt(run.loopP99Ms, 1)} (max ${fmt(run.loopMaxMs, 0)}) | < ${GOALS.voteLoopP99Ms} | ${mark(run.loopP99Ms < GOALS.voteLoopP99Ms)} |`,
      `| server CPU | ${fmt(run.cpuPercent, 0)} % of one core, ${fmt(run.cpuMsPerVote)} ms per vote | | |`,
      "",
    );
  }
  return lines;
}

/** Lighthouse's performance score and its three weightiest metrics on each page, with the audience page's weight. */
function lighthouseTable(lh: Any, weight: Any | undefined, alone: Any | undefined): string[] {
  const when = alone ? ` (run alone: ${alone.mode}, ${alone.date})` : "";
  if (lh.skipped) return [`### Lighthouse${when}`, "", `Skipped: ${lh.skipped}.`, "", ...pageWeightLines(weight)];
  const lines = [
    `### Lighthouse ${lh.version}, mobile preset (simulated throttling), ${lh.chromium}; median of ${lh.runsPerPage} run(s)${when}`,
    "",
  ];
  lines.push(
    "| page | score (each run) | LCP (ms) | TBT (ms) | CLS | FCP (ms) | goal | |",
    "|---|---|---|---|---|---|---|---|",
  );
  for (const [page, p] of Object.entries(lh.pages ?? {}) as [string, Any][]) {
    lines.push(
      `| \`${page}\` | ${p.score} (${(p.scores ?? []).join(", ")}) | ${fmt(p.lcpMs, 0)} | ${fmt(p.tbtMs, 0)} | ${fmt(p.cls, 3)} | ${fmt(p.fcpMs, 0)} | ≥ ${GOALS.lighthouseScore} | ${mark(p.score >= GOALS.lighthouseScore)} |`,
    );
  }
  lines.push(
    "",
    `Machine: Lighthouse benchmark index ${fmt(lh.benchmarkIndexMedian, 0)}, load average ${fmt(lh.loadAverage1m, 1)} at the start; web build of ${lh.webBuild?.builtAt}${lh.webBuild?.sourcesNewer ? " (sources newer than it)" : ""}.`,
  );
  if (lh.failedRunsRetried?.length)
    lines.push(`Runs Lighthouse failed and ran again: ${lh.failedRunsRetried.join("; ")}.`);
  lines.push(...(weight ? ["", ...pageWeightLines(weight)] : [""]));
  return lines;
}

function pageWeightLines(weight: Any | undefined): string[] {
  if (!weight) return [];
  return [
    `Audience page's JavaScript before it is live (entry, page chunk, static imports, catalogue in the heaviest language; its first paint needs none), gzipped: ${fmt(weight.audienceGzipKiB, 1)} KiB.`,
    "",
  ];
}

/** nginx in front of three instances: the hall's time until all, and what a killed instance costs. */
function scaleOutTable(x: Any, alone: Any | undefined): string[] {
  const when = alone ? ` (run alone: ${alone.mode}, ${alone.date})` : "";
  if (x.skipped) return [`### Past one machine: nginx and three instances${when}`, "", `Skipped: ${x.skipped}.`, ""];
  const lines = [
    `### Past one machine: nginx and three instances (PostgreSQL, Redis), ${x.sockets} phones in one event, a question every ${x.intervalMs} ms${when}`,
    "",
  ];
  if (x.note) lines.push(`${x.note}`, "");
  const cpu = (c: Any) =>
    `instances ${c.instancesPercent.join(" / ")}, nginx ${c.nginxPercent}, Redis ${c.redisPercent}, PostgreSQL ${c.postgresPercent}, phones' swarms ${c.swarmsPercent} (machine ${c.machineBusyPercent} % busy)`;
  const perDelivery = (c: Any) =>
    c.perDeliveryUs
      ? `instances ${fmt(c.perDeliveryUs.instances, 1)}, nginx ${fmt(c.perDeliveryUs.nginx, 1)}, Redis ${fmt(c.perDeliveryUs.redis, 1)}, phones' swarms ${fmt(c.perDeliveryUs.swarms, 1)}`
      : "";
  const parts = (t: Any) =>
    `${fmt(t.postAnswerP50Ms, 1)} / ${fmt(t.postAnswerP99Ms, 1)}, then ${fmt(t.afterAnswerP50Ms, 1)} / ${fmt(t.afterAnswerP99Ms, 1)}`;
  const times = (t: Any) =>
    `${fmt(t.allReceivedP50Ms, 1)} / ${fmt(t.allReceivedP99Ms, 1)} / ${fmt(t.allReceivedMaxMs, 0)}`;
  const goal = GOALS.scaleOutAllReceivedP99Ms;
  const spread = x.perInstance.every((n: number) => n > 0) && x.connectFailed === 0;
  const allBack = x.reconnected === x.killedInstanceSockets && x.dropped === x.killedInstanceSockets;
  lines.push("| figure | value | goal | |", "|---|---|---|---|");
  lines.push(
    `| phones per instance (${x.connectFailed} failed to join) | ${x.perInstance.join(" / ")} | all, on every instance | ${mark(spread)} |`,
    `| three instances: time until every phone has a question, p50 / p99 / max (ms) | ${times(x.before)} | p99 < ${goal} | ${mark(x.before.allReceivedP99Ms < goal && x.before.reachedEveryPhone === x.before.questions)} |`,
    `| one killed: time until every phone has a question, live or re-read after its rejoin, p50 / p99 / max (ms) | ${times(x.during)} | | |`,
    `| two instances after the kill: p50 / p99 / max (ms) | ${times(x.after)} | p99 < ${goal} | ${mark(x.after.allReceivedP99Ms < goal && x.after.reachedEveryPhone === x.after.questions)} |`,
    `| phones on the killed instance / dropped / reconnected to the others | ${x.killedInstanceSockets} / ${x.dropped} / ${x.reconnected} (last back ${fmt(x.reconnectedWithinMs, 0)} ms after the kill; per instance after: ${x.perInstanceAfter.join(" / ")}) | all | ${mark(allBack)} |`,
    `| posts retried during the kill | ${x.during.retriedPosts} of ${x.during.questions}; never acknowledged: ${x.neverAcknowledged.length} | | |`,
    `| acknowledged questions lost (not in the final list) | ${x.acknowledgedLost} of ${x.acknowledged} (duplicates: ${x.duplicates}) | 0 | ${mark(x.acknowledgedLost === 0 && x.duplicates === 0)} |`,
    `| acknowledged questions a phone never got | ${x.acknowledgedUnheard} (phones: ${x.phonesMissingAcknowledged}; re-reads ${x.catchUps}, failed ${x.catchUpFailures}) | 0 | ${mark(x.acknowledgedUnheard === 0)} |`,
    `| three instances: the post's answer, then the fan-out after it, p50 / p99 (ms) | ${parts(x.before)} | | |`,
    `| two instances: the post's answer, then the fan-out after it, p50 / p99 (ms) | ${parts(x.after)} | | |`,
    `| baseline: the post's answer with no phone connected, p50 / p99 (ms) | ${fmt(x.idlePostAnswerP50Ms, 1)} / ${fmt(x.idlePostAnswerP99Ms, 1)} | | |`,
    `| event-loop delay p99 per instance, three instances (ms) | ${x.loopP99Ms.map((n: number) => fmt(n, 1)).join(" / ")} | | |`,
    `| CPU with three instances (% of one core) | ${cpu(x.cpuBefore)} | | |`,
    `| CPU with two instances (% of one core) | ${cpu(x.cpuAfter)} | | |`,
    `| CPU per delivery, three instances; two (µs) | ${perDelivery(x.cpuBefore)}; ${perDelivery(x.cpuAfter)} | | |`,
    "",
    `Load average when the scenario started: ${fmt(x.loadAverage1m, 1)} (2 cores).`,
    "",
  );
  return lines;
}
