// What the machine charges for the work the bench leans on, measured at the start of each run:
// the same model name and core count have come with very different costs here. Lighthouse's
// benchmark index and the JS loop below time plain computation, which barely moves between these
// machines; a system call and a thread's wake-up move by several times, and the browser (its
// processes talk by messages), nginx, the load generators and every socket write pay them. The
// first write to a fresh page of memory (a page fault) has cost 11 µs here, fifty times what the
// same write costs from a huge page, and a browser's renderer makes tens of thousands to start.
// docs/PERFORMANCE.md "What the machine charges" reads these figures.
import { fstatSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { median, round } from "./stats.ts";

export type MachineProbe = {
  /** One system call made from Node (`fstat` of standard output), nanoseconds. */
  syscallNs: number;
  /** A thread woken and waking this one back (two futex wake-ups), microseconds. */
  threadRoundTripUs: number;
  /** Plain computation: a fixed loop of arithmetic, milliseconds. */
  jsLoopMs: number;
  /** The first write to a fresh 4 KiB page of memory (the kernel's page fault), nanoseconds. */
  firstTouchNs: number;
};

const ROUNDS = 5;

function nanoseconds(work: () => void): number {
  const start = process.hrtime.bigint();
  work();
  return Number(process.hrtime.bigint() - start);
}

function syscallNs(): number {
  const calls = 100_000;
  return (
    nanoseconds(() => {
      for (let i = 0; i < calls; i++) fstatSync(1);
    }) / calls
  );
}

function jsLoopMs(): number {
  let sum = 0;
  const ns = nanoseconds(() => {
    for (let i = 0; i < 50_000_000; i++) sum += (i * 7) % 13;
  });
  // The sum is read, so the compiler cannot drop the loop as work nobody uses.
  if (sum < 0) throw new Error("unreachable");
  return ns / 1e6;
}

// 64 MiB is above the allocator's largest threshold for carving from its own heap, so each round
// gets pages straight from the kernel that no one has written yet; one byte per page is written.
const PAGE = 4_096;
const FRESH_BYTES = 64 * 1024 * 1024;

function firstTouchNs(): number {
  const fresh = Buffer.allocUnsafeSlow(FRESH_BYTES);
  const ns = nanoseconds(() => {
    for (let i = 0; i < FRESH_BYTES; i += PAGE) fresh[i] = 1;
  });
  return ns / (FRESH_BYTES / PAGE);
}

// The other thread waits on slot 0, clears it and raises slot 1; this one waits on slot 1.
const PARTNER = `
const { workerData } = require("node:worker_threads");
const slots = new Int32Array(workerData.buffer);
for (let i = 0; i < workerData.trips; i++) {
  Atomics.wait(slots, 0, 0);
  Atomics.store(slots, 0, 0);
  Atomics.store(slots, 1, 1);
  Atomics.notify(slots, 1);
}`;

async function threadRoundTripsUs(rounds: number, trips: number): Promise<number[]> {
  const slots = new Int32Array(new SharedArrayBuffer(8));
  const partner = new Worker(PARTNER, { eval: true, workerData: { buffer: slots.buffer, trips: rounds * trips } });
  await new Promise((resolve) => partner.once("online", resolve));
  const results: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const ns = nanoseconds(() => {
      for (let i = 0; i < trips; i++) {
        Atomics.store(slots, 1, 0);
        Atomics.store(slots, 0, 1);
        Atomics.notify(slots, 0);
        Atomics.wait(slots, 1, 0);
      }
    });
    results.push(ns / trips / 1_000);
  }
  await partner.terminate();
  return results;
}

/** The median of five rounds of each, taken one after another on an otherwise idle bench. */
export async function probeMachine(): Promise<MachineProbe> {
  const syscalls = Array.from({ length: ROUNDS }, syscallNs);
  const loops = Array.from({ length: ROUNDS }, jsLoopMs);
  const touches = Array.from({ length: ROUNDS }, firstTouchNs);
  const trips = await threadRoundTripsUs(ROUNDS, 10_000);
  return {
    syscallNs: round(median(syscalls), 0),
    threadRoundTripUs: round(median(trips), 1),
    jsLoopMs: round(median(loops), 0),
    firstTouchNs: round(median(touches), 0),
  };
}
