// At most one call per period: the first change is read at once, those that follow within the
// period are folded into one read at its end, so a busy room (a like storm, a vote storm) costs
// the server one report every period however many messages it sends.

export type Throttled = { call: () => void; cancel: () => void };

export function throttle(run: () => void, periodMs: number, now: () => number = Date.now): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = now();
    run();
  };
  return {
    call: () => {
      if (timer !== undefined) return;
      const wait = last + periodMs - now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
