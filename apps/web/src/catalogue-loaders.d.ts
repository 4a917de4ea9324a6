// The catalogue's chunks by "<locale>/<namespace>", made by catalogue-plugin.ts at build time.
declare module "virtual:catalogue-loaders" {
  import type { Messages } from "@lingui/core";

  const loaders: Record<string, () => Promise<Messages>>;
  export default loaders;
}
