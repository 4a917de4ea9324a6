// GET /api/config: what the web app needs to know about the server it talks to.
// First, so no schema below is built before the browser is told to build without eval.
import "./without-eval.ts";
import { z } from "zod";

export const serverConfigSchema = z.object({
  /**
   * PUBLIC_URL when the operator set it, without a trailing slash: the base of every link that
   * leaves the browser (share link, QR code). null when not set: the browser's origin is then
   * the best guess.
   */
  publicUrl: z.string().nullable(),
  /** Checkout and the portal work; false when the server has no Stripe configuration. */
  paymentsEnabled: z.boolean(),
});
export type ServerConfig = z.infer<typeof serverConfigSchema>;
