import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { cataloguePlugin } from "./catalogue-plugin.ts";
import { chunkReport } from "./chunk-report.ts";
import { precompress } from "./precompress.ts";
import { prerender } from "./prerender-plugin.ts";
import { routePreloads } from "./route-preloads.ts";
import { scriptsAfterPaint } from "./scripts-after-paint.ts";

// The built app is served by the server on one port; `npm run dev -w @handraise/web` proxies to it.
// The build for Node (`isSsrBuild`) is prerender-plugin.ts's: the first screens, rendered once.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [cataloguePlugin(), react()]
    : [
        cataloguePlugin(),
        react(),
        tailwindcss(),
        chunkReport(),
        routePreloads(),
        scriptsAfterPaint(),
        prerender(),
        precompress(),
      ],
  resolve: {
    // React Router's package names only its development build (warnings and checks included);
    // the browser's build gets the production build it ships beside it; `vite` in development
    // keeps the warnings (docs/PERFORMANCE.md "Painted before the script").
    alias:
      command !== "build" || isSsrBuild
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(import.meta.resolve("react-router/package.json")).replace(
                /package\.json$/,
                "dist/production/index.mjs",
              ),
            },
          ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: "start",
              tags: ["$initial"],
              test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
              priority: 2,
            },
            // The icons two pages or more show, in one file; an icon of one page only goes with
            // that page's code, so no page downloads the others' (docs/PERFORMANCE.md "Each
            // page's own icons").
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/socket.io": { target: "ws://localhost:3000", ws: true },
    },
  },
}));
