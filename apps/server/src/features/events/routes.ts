// Routes of the events feature: not built yet.
import type { Feature } from "../feature.ts";

export const eventRoutes: Feature = async () => {};
