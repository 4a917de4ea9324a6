// The two sizes of a poll's results: "compact" for the host's panel and the phone (16 px text, at
// 360 px wide), "stage" for the presenter view (type that follows the window, read from the back
// of a hall at 1920×1080, as the rest of that view).

export type ResultsSize = "compact" | "stage";

export const RESULTS_TYPE = {
  compact: {
    labelSize: "text-base",
    number: "text-base",
    small: "text-sm",
    bar: "h-2.5",
    gap: "gap-3",
  },
  stage: {
    labelSize: "text-[clamp(1.125rem,1.9vw,3.25rem)]",
    number: "text-[clamp(1rem,1.6vw,2.75rem)]",
    small: "text-[clamp(1rem,1.3vw,2.25rem)]",
    bar: "h-[clamp(0.75rem,2.2vh,2.5rem)]",
    gap: "gap-[2vh]",
  },
} as const;

/** On the stage, up to four options get the room they have: larger type and thicker bars. */
export const ROOMY_STAGE = {
  labelSize: "text-[clamp(1.25rem,2.3vw,4rem)]",
  number: "text-[clamp(1.125rem,2vw,3.5rem)]",
  bar: "h-[clamp(1rem,3.2vh,3.5rem)]",
  gap: "gap-[3vh]",
} as const;

/** On the stage, ten options share the height five would have: smaller type and thinner bars. */
export const CROWDED_STAGE = {
  labelSize: "text-[clamp(1rem,1.4vw,2.5rem)]",
  number: "text-[clamp(1rem,1.2vw,2rem)]",
  bar: "h-[clamp(0.5rem,1.2vh,1.5rem)]",
  gap: "gap-[1.2vh]",
} as const;

export function typeFor(size: ResultsSize, rows: number) {
  const base = RESULTS_TYPE[size];
  if (size !== "stage") return base;
  if (rows > 5) return { ...base, ...CROWDED_STAGE };
  return rows <= 4 ? { ...base, ...ROOMY_STAGE } : base;
}
