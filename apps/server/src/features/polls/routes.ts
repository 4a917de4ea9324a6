// Routes of the polls feature: not built yet.
import type { Feature } from "../feature.ts";

export const pollRoutes: Feature = async () => {};
