// The folding of likes in time (ReactionBroadcasts): a question's first change goes out at once,
// the rest of its window at the window's close, and windows close on a shared beat so that the
// windows a storm opened on several questions close together and leave in one write to each
// socket. The clock is vitest's; the rooms are a recorder of what was sent and when, since what
// is tested is when things are sent. That they reach real sockets is reaction-bursts.test.ts's
// and direct-frames.test.ts's.
import type { Question } from "@handraise/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REACTION_BEAT_MS, REACTION_WINDOW_MS, ReactionBroadcasts } from "../../src/features/questions/broadcasts.ts";
import type { Realtime } from "../../src/realtime/realtime.ts";

const EVENT = "00000000-0000-4000-8000-0000000000be";
/** A moment on a beat, so that each test's times read plainly. */
const START = 1_800_000_000_000;
/** A close's updates are read and sent in the turn after it (`setImmediate`): 1 ms on vitest's clock. */
const TURN = 1;

type Sent = { at: number; questionId: string; likes: number; write: number };

function question(id: string, likes: number): Question {
  return {
    _id: id,
    eventId: EVENT,
    likes: Array.from({ length: likes }, (_, i) => `member-${i}`),
    hidden: false,
    anonymous: false,
    awaitingReview: false,
  } as unknown as Question;
}

/** The rooms, recording each update with its time and the write it left in. */
function recordingRooms() {
  const sent: Sent[] = [];
  let write = 0;
  let inOne = false;
  const rooms = {
    toEvent: () => ({
      emit: (_name: string, payload: { question: Question }) => {
        if (!inOne) write += 1;
        sent.push({
          at: Date.now() - START,
          questionId: payload.question._id,
          likes: payload.question.likes.length,
          write,
        });
      },
    }),
    inOneWrite: (send: () => void) => {
      write += 1;
      inOne = true;
      send();
      inOne = false;
    },
  };
  return { sent, realtime: rooms as unknown as Realtime };
}

/** What storage holds: the like count each question has now. */
const stored = new Map<string, number>();
const reload = async (id: string) => (stored.has(id) ? question(id, stored.get(id) as number) : undefined);

function like(broadcasts: ReactionBroadcasts, id: string): void {
  const likes = (stored.get(id) ?? 0) + 1;
  stored.set(id, likes);
  broadcasts.changed(question(id, likes));
}

describe("likes folded on a shared beat", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    stored.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("sends a question's first like at once, and the rest of its window on the first beat after it", async () => {
    const { sent, realtime } = recordingRooms();
    const broadcasts = new ReactionBroadcasts(realtime, reload);
    await vi.advanceTimersByTimeAsync(40);
    like(broadcasts, "q1");
    expect(sent).toEqual([{ at: 40, questionId: "q1", likes: 1, write: 1 }]);
    await vi.advanceTimersByTimeAsync(100);
    like(broadcasts, "q1");
    like(broadcasts, "q1");
    await vi.advanceTimersByTimeAsync(2_000);
    // 40 + 500 = 540: the first beat at or after it is 750. Nothing changed after, so nothing more.
    expect(sent.slice(1)).toEqual([{ at: 750 + TURN, questionId: "q1", likes: 3, write: 2 }]);
    expect(750 % REACTION_BEAT_MS).toBe(0);
    expect(750 - 40).toBeGreaterThanOrEqual(REACTION_WINDOW_MS);
  });

  it("closes the windows a storm opened on several questions together, in one write", async () => {
    const { sent, realtime } = recordingRooms();
    const broadcasts = new ReactionBroadcasts(realtime, reload);
    // Ten questions first liked from 20 to 200 ms, then each liked every 20 ms for three seconds.
    const ids = Array.from({ length: 10 }, (_, i) => `q${i}`);
    await vi.advanceTimersByTimeAsync(20);
    for (const id of ids) {
      like(broadcasts, id);
      await vi.advanceTimersByTimeAsync(20);
    }
    for (let t = 0; t < 3_000; t += 20) {
      for (const id of ids) like(broadcasts, id);
      await vi.advanceTimersByTimeAsync(20);
    }
    await vi.advanceTimersByTimeAsync(2_000);

    const folded = sent.filter((s) => s.write > ids.length);
    // Every folded update on a beat, and each beat's updates in one write.
    for (const update of folded) expect(update.at % REACTION_BEAT_MS).toBe(TURN);
    const writes = new Map<number, Sent[]>();
    for (const update of folded) writes.set(update.write, [...(writes.get(update.write) ?? []), update]);
    for (const together of writes.values()) expect(new Set(together.map((s) => s.at)).size).toBe(1);
    // The ten first likes opened windows due from 520 to 700 ms, all on the beat of 750: all ten
    // close on the same beats from then on.
    for (const together of writes.values()) expect(together.map((s) => s.questionId).sort()).toEqual([...ids].sort());
    // Each question: at most one update per window, and the last one carries its final count.
    for (const id of ids) {
      const times = sent.filter((s) => s.questionId === id).map((s) => s.at);
      for (let i = 1; i < times.length; i++) {
        expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(REACTION_WINDOW_MS);
      }
      expect(sent.filter((s) => s.questionId === id).at(-1)?.likes).toBe(stored.get(id));
    }
    // Without the beat the ten would have gone in ten writes a window.
    expect(writes.size).toBeLessThanOrEqual(Math.ceil(3_400 / REACTION_WINDOW_MS));
  });

  it("keeps a window on the beat when its timer runs late", async () => {
    const { sent, realtime } = recordingRooms();
    const broadcasts = new ReactionBroadcasts(realtime, reload);
    like(broadcasts, "q1");
    like(broadcasts, "q1");
    // The loop is busy past the close due at 500: the timer runs some 80 ms late.
    await vi.advanceTimersByTimeAsync(499);
    vi.setSystemTime(START + 580);
    await vi.advanceTimersByTimeAsync(10);
    like(broadcasts, "q1");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent.map((s) => s.likes)).toEqual([1, 2, 3]);
    expect(sent[1]?.at).toBeGreaterThanOrEqual(580);
    // The next window closes 500 ms after the beat its predecessor was due on (1,000), not 500 ms
    // after the late close.
    expect(sent[2]?.at).toBe(1_000 + TURN);
  });
});
