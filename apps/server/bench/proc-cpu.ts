// CPU time of any process of this machine from /proc (Linux), for the processes the bench does
// not run on IPC: nginx, redis-server, PostgreSQL's backends; and the machine's own busy share.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { now, round } from "./stats.ts";

const TICK_MS = 1_000 / (Number(execSync("getconf CLK_TCK").toString().trim()) || 100);

/** The fields of /proc/<pid>/stat after "pid (comm) ", from state (field 3) on; undefined once it is gone. */
function statOf(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/** User + system CPU milliseconds of one process (0 once it is gone). */
export function cpuMsOf(pid: number | undefined): number {
  const fields = pid ? statOf(pid) : undefined;
  // utime is field 14 and stime field 15.
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0;
}

/** Minor page faults of one process so far: first writes to fresh pages of memory (0 once it is gone). */
export function minorFaultsOf(pid: number): number {
  // minflt is field 10.
  return Number(statOf(pid)?.[7] ?? 0);
}

/** A process's direct children (nginx's workers under its master). */
export function childrenOf(pid: number | undefined): number[] {
  if (!pid) return [];
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The machine's CPU time so far, busy and in all, in milliseconds summed over its cores. */
export function machineCpuMs(): { busyMs: number; totalMs: number } {
  const [, ...ticks] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/);
  const values = ticks.map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  return { busyMs: (total - idle) * TICK_MS, totalMs: total * TICK_MS };
}

/** Every process whose CPU the scenario reads, by role. */
export type Processes = {
  instances: (number | undefined)[];
  nginx: number[];
  redis: number[];
  postgres: number[];
  swarms: number[];
};
export type CpuSnapshot = { at: number; byPid: Map<number, number>; machine: ReturnType<typeof machineCpuMs> };

export function snapshot(processes: Processes): CpuSnapshot {
  const pids = [
    ...processes.instances,
    ...processes.nginx,
    ...processes.redis,
    ...processes.postgres,
    ...processes.swarms,
  ].filter((p): p is number => Boolean(p));
  return { at: now(), byPid: new Map(pids.map((pid) => [pid, cpuMsOf(pid)])), machine: machineCpuMs() };
}

/** Each role's CPU between two snapshots, as a percentage of one core; the machine's busy share of all cores. */
export function cpuBetween(a: CpuSnapshot, b: CpuSnapshot, processes: Processes, deliveries: number) {
  const wall = b.at - a.at;
  const usedMs = (pids: (number | undefined)[]) =>
    // A process gone by the second snapshot (a pooled database connection closed) counts nothing.
    pids.reduce<number>(
      (sum, pid) => sum + (pid ? Math.max(0, (b.byPid.get(pid) ?? 0) - (a.byPid.get(pid) ?? 0)) : 0),
      0,
    );
  const percent = (pids: (number | undefined)[]) => round((usedMs(pids) / wall) * 100, 0);
  const perDelivery = (pids: (number | undefined)[]) => round((usedMs(pids) * 1_000) / Math.max(1, deliveries), 1);
  return {
    // CPU per (phone, question) delivered, in µs: what the machine's load stretches least.
    perDeliveryUs: {
      instances: perDelivery(processes.instances),
      nginx: perDelivery(processes.nginx),
      redis: perDelivery(processes.redis),
      swarms: perDelivery(processes.swarms),
    },
    instancesPercent: processes.instances.map((pid) => percent([pid])),
    nginxPercent: percent(processes.nginx),
    redisPercent: percent(processes.redis),
    postgresPercent: percent(processes.postgres),
    swarmsPercent: percent(processes.swarms),
    machineBusyPercent: round(
      ((b.machine.busyMs - a.machine.busyMs) / Math.max(1, b.machine.totalMs - a.machine.totalMs)) * 100,
      0,
    ),
  };
}
