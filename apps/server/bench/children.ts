// The bench's processes: the measured server (Handraise or the bare baseline), socket swarms and
// HTTP load, each a child with an IPC channel, so no load shares an event loop with the server.
import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import type { ProcessStats } from "./process-stats.ts";
import type { SocketPlan } from "./socket-swarm.ts";

const here = import.meta.dirname;

export type Child = {
  process: ChildProcess;
  /** Sends a message and resolves with the next message of `answerType`. */
  ask: <T = Record<string, unknown>>(message: Record<string, unknown>, answerType: string) => Promise<T>;
  stop: () => Promise<void>;
  /** The child's first message (its address, for servers). */
  ready: { url?: string };
};

// Each child runs as plain JavaScript, bundled as the production build bundles the server
// (scripts/build.mjs), so the measured server is the code production runs and no TypeScript loader
// (and its thread, whose collections once landed in a measured stretch) runs beside it.
// BENCH_BUILT=0 runs them from TypeScript through tsx instead, as every run before 7 December did.
// Workspace packages are bundled in; every other package is loaded from node_modules. The bundle
// lives in apps/server/dist-bench/, two levels under apps/, where the server finds the web build as
// from dist/.
const bundles = new Map<string, Promise<string>>();
function bundled(script: string): Promise<string> {
  let file = bundles.get(script);
  if (!file) {
    const outfile = path.join(here, "../dist-bench", script.replace(/\.ts$/, ".mjs"));
    file = import("esbuild").then(async ({ build }) => {
      await build({
        entryPoints: [path.join(here, script)],
        outfile,
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20.19",
        sourcemap: true,
        logLevel: "warning",
        plugins: [
          {
            name: "node-modules-outside",
            setup(b) {
              b.onResolve({ filter: /^[^./]/ }, (args) =>
                args.path.startsWith("@handraise/") ? undefined : { path: args.path, external: true },
              );
            },
          },
        ],
      });
      return outfile;
    });
    bundles.set(script, file);
  }
  return file;
}

export async function startChild(script: string, env: Record<string, string> = {}): Promise<Child> {
  const built = process.env.BENCH_BUILT !== "0";
  const child = fork(built ? await bundled(script) : path.join(here, script), [], {
    execArgv: [
      ...(built ? [] : ["--import", "tsx"]),
      "--expose-gc",
      // BENCH_CPU_PROF=dir: a CPU profile of the measured server, to see where its time goes.
      ...(process.env.BENCH_CPU_PROF && script === "handraise-server.ts"
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = await new Promise<{ url?: string }>((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  const ask = <T>(message: Record<string, unknown>, answerType: string) =>
    new Promise<T>((resolve) => {
      const listener = (answer: any) => {
        if (answer?.type !== answerType) return;
        child.off("message", listener);
        resolve(answer as T);
      };
      child.on("message", listener);
      child.send(message);
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
  return { process: child, ask, stop, ready };
}

export async function serverStats(server: Child): Promise<ProcessStats> {
  return (await server.ask<{ stats: ProcessStats }>({ type: "stats" }, "stats")).stats;
}

export async function resetLoop(server: Child): Promise<void> {
  await server.ask({ type: "resetLoop" }, "resetLoop");
}

/** Sockets spread over swarm processes of at most `perSwarm` each, every swarm from its own local address. */
export async function startSwarms(
  url: string,
  mode: "handraise" | "bare",
  plans: SocketPlan[],
  addressOffset: number,
  perSwarm = 5_000,
): Promise<{ swarms: Child[]; connected: number; failed: number; firstError: string }> {
  const swarms: Child[] = [];
  let connected = 0;
  let failed = 0;
  let firstError = "";
  const chunks: SocketPlan[][] = [];
  for (let i = 0; i < plans.length; i += perSwarm) chunks.push(plans.slice(i, i + perSwarm));
  const answers = await Promise.all(
    chunks.map(async (chunk, i) => {
      const swarm = await startChild("socket-swarm.ts");
      swarms.push(swarm);
      // Separate loopback source addresses: each has its own range of ports, so runs never run short.
      const localAddress = `127.0.${1 + ((addressOffset + i) % 250)}.${2 + Math.floor((addressOffset + i) / 250)}`;
      return swarm.ask<{ ok: number; failed: number; firstError: string }>(
        { type: "connect", url, mode, plans: chunk, localAddress },
        "connected",
      );
    }),
  );
  for (const answer of answers) {
    connected += answer.ok;
    failed += answer.failed;
    firstError ||= answer.firstError;
  }
  return { swarms, connected, failed, firstError };
}

export type Receipts = Map<string, { count: number; last: number; real: number }>;

/** Every swarm's receipts since the last report, merged. */
export async function collectReceipts(swarms: Child[], into: Receipts = new Map()): Promise<Receipts> {
  const reports = await Promise.all(
    swarms.map((s) =>
      s.ask<{ receipts: [string, { count: number; last: number; real: number }][] }>({ type: "report" }, "report"),
    ),
  );
  for (const report of reports) {
    for (const [marker, receipt] of report.receipts) {
      const merged = into.get(marker) ?? { count: 0, last: 0, real: 0 };
      merged.count += receipt.count;
      merged.real += receipt.real;
      merged.last = Math.max(merged.last, receipt.last);
      into.set(marker, merged);
    }
  }
  return into;
}

export async function stopAll(children: Child[]): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.process.exitCode === null && child.process.connected) {
        await Promise.race([child.ask({ type: "close" }, "closed"), new Promise((r) => setTimeout(r, 2_000))]);
        // A moment to exit by itself (and write a CPU profile, if one was asked for).
        await Promise.race([
          new Promise((r) => child.process.once("exit", r)),
          new Promise((r) => setTimeout(r, 5_000)),
        ]);
      }
      await child.stop();
    }),
  );
}
