// Routes of the accounts feature: not built yet.
import type { Feature } from "../feature.ts";

export const accountRoutes: Feature = async () => {};
