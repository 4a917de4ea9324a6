// Routes of the questions feature: not built yet.
import type { Feature } from "../feature.ts";

export const questionRoutes: Feature = async () => {};
