// Routes of the contact feature: not built yet.
import type { Feature } from "../feature.ts";

export const contactRoutes: Feature = async () => {};
