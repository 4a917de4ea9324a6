// Routes of the payments feature: not built yet.
import type { Feature } from "../feature.ts";

export const paymentRoutes: Feature = async () => {};
