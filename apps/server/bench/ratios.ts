// `ratios` of latest.json: every figure the bench measures against a baseline of the same run,
// in one place: the fan-out's against bare `ws` (added and changed questions, as fanOut writes
// them) and the hot calls' against the hello-world route (`http.<call>.ratioToHello`).
type FanOut = { ratios?: Record<string, number> } | undefined;
type Http = Record<string, { ratioToHello?: number }> | undefined;

/** The HTTP calls whose ratio is a goal of docs/PERFORMANCE.md. */
const HOT_CALLS = ["questionList", "questionList304", "postQuestion", "like"] as const;

export function headlineRatios(fanOut: FanOut, http: Http): Record<string, number> {
  const ratios: Record<string, number> = { ...fanOut?.ratios };
  for (const call of HOT_CALLS) {
    const ratio = http?.[call]?.ratioToHello;
    if (typeof ratio === "number") ratios[call] = ratio;
  }
  return ratios;
}
