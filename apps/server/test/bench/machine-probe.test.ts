// The bench measures what the machine charges before its scenarios (bench/machine-probe.ts) and
// prints it beside the run, and beside each scenario run alone since, so that figures from
// machines with the same name can be told apart.
import { describe, expect, it } from "vitest";
import { probeMachine } from "../../bench/machine-probe.ts";
import { renderMarkdown } from "../../bench/report.ts";

describe("the bench's machine probe", () => {
  it("times a system call, a thread's wake-up and back, plain computation and a fresh page", async () => {
    const probe = await probeMachine();
    // A system call costs more than nothing and less than a millisecond on any machine that runs the suite.
    expect(probe.syscallNs).toBeGreaterThan(0);
    expect(probe.syscallNs).toBeLessThan(1_000_000);
    expect(probe.threadRoundTripUs).toBeGreaterThan(0);
    expect(probe.threadRoundTripUs).toBeLessThan(100_000);
    expect(probe.jsLoopMs).toBeGreaterThan(0);
    // Writing one byte to a page no one has written makes the kernel find and clear a page.
    expect(probe.firstTouchNs).toBeGreaterThan(0);
    expect(probe.firstTouchNs).toBeLessThan(1_000_000);
  });

  it("prints the run's probe, and each scenario's run alone on another day", () => {
    const probe = { syscallNs: 2_324, threadRoundTripUs: 26.1, jsLoopMs: 51, firstTouchNs: 11_040 };
    const markdown = renderMarkdown({
      mode: "full",
      date: "2026-12-04T03:00:00.000Z",
      storage: "sqlite",
      machine: { cpus: 2, cpuModel: "AMD EPYC", node: "v20.20.2", probe },
      updated: {
        lighthouse: { date: "2026-12-04T04:00:00.000Z", mode: "full", machine: { ...probe, syscallNs: 410 } },
        report: { date: "2026-12-04T03:00:00.000Z", mode: "full", machine: probe },
      },
    });
    expect(markdown).toContain(
      "Machine: AMD EPYC, a system call from Node 2324 ns, a thread's wake-up and back 26.1 µs, the JS loop 51 ms, a fresh page's first write 11040 ns.",
    );
    expect(markdown).toContain(
      "Machine when lighthouse ran alone (2026-12-04T04:00:00.000Z): a system call from Node 410 ns",
    );
    // A run from before the probe wrote to fresh pages prints what it has.
    const older = renderMarkdown({
      mode: "full",
      date: "2026-12-03T03:00:00.000Z",
      storage: "sqlite",
      machine: {
        cpus: 2,
        cpuModel: "AMD EPYC",
        node: "v20.20.2",
        probe: { syscallNs: 2_324, threadRoundTripUs: 26.1, jsLoopMs: 51 },
      },
    });
    expect(older).toContain("the JS loop 51 ms.");
    // A scenario of the same run is not named twice.
    expect(markdown).not.toContain("when report ran alone");
  });
});
