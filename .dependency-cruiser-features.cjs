// No cycle between the web app's feature folders (docs/ARCHITECTURE.md): if events uses questions,
// questions never uses events, directly or through a third feature. The check runs on a graph of
// apps/web/src/features alone: app/ imports every feature (the store, the router through pages/)
// and features import app/hooks.ts, so through app/ every feature would reach every other.
// Run by `npm run structure` after .dependency-cruiser.cjs, whose resolution options it shares.
const { options } = require("./.dependency-cruiser.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles-between-features",
      comment:
        "Feature folders form no cycle, through any import (type-only included): two features that " +
        "need each other are one feature, or their meeting place is a page.",
      severity: "error",
      scope: "folder",
      from: { path: "^apps/web/src/features/[^/]+$" },
      to: { path: "^apps/web/src/features/[^/]+$", circular: true },
    },
  ],
  options: { ...options, includeOnly: "^apps/web/src/features/" },
};
