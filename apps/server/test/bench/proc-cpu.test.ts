// What the bench reads of a process from /proc: its CPU time and its first writes to fresh memory.
import { describe, expect, it } from "vitest";
import { cpuMsOf, minorFaultsOf } from "../../bench/proc-cpu.ts";

describe("the bench's reading of a process", () => {
  it("counts this process's minor faults as it writes to fresh memory", () => {
    const before = minorFaultsOf(process.pid);
    const fresh = Buffer.allocUnsafeSlow(16 * 1024 * 1024);
    for (let i = 0; i < fresh.length; i += 4_096) fresh[i] = 1;
    // 4,096 pages were written for the first time; the kernel may map a few at once, never none.
    expect(minorFaultsOf(process.pid) - before).toBeGreaterThan(100);
    expect(cpuMsOf(process.pid)).toBeGreaterThan(0);
  });

  it("reads nothing of a process that is gone", () => {
    expect(minorFaultsOf(2 ** 22 + 1)).toBe(0);
    expect(cpuMsOf(2 ** 22 + 1)).toBe(0);
  });
});
