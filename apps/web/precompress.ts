// Build step: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the built
// app, at the strongest settings, so the server sends compressed bytes without compressing
// anything per request (@fastify/static's preCompressed picks the copy the browser accepts).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Compresses every text file under `dir`; a copy that would not be smaller is not written. */
export function precompressFolder(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gzip = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < raw.length) {
      writeFileSync(`${file}.br`, brotli);
      written++;
    }
    if (gzip.length < raw.length) {
      writeFileSync(`${file}.gz`, gzip);
      written++;
    }
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "handraise-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressFolder(outDir);
    },
  };
}
