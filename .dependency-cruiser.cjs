// The import directions docs/ARCHITECTURE.md documents, checked on every `npm test`
// (`npm run structure`): pages → features → components/lib → contract, and nothing backwards.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-never-imports-server",
      comment: "The web app speaks to the server only over HTTP and the socket, through the contract.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/" },
    },
    {
      name: "contract-imports-only-zod",
      comment: "The contract is shared by server and browser: its own files and zod, nothing else.",
      severity: "error",
      from: { path: "^packages/contract/src/", pathNot: "[.]test[.]ts$" },
      to: { pathNot: ["^packages/contract/src/", "node_modules/zod/"] },
    },
    {
      name: "shared-code-imports-no-feature",
      comment: "components/ and lib/ serve every feature, so they know none of them.",
      severity: "error",
      from: { path: "^apps/web/src/(components|lib)/" },
      to: { path: "^apps/web/src/(features|pages|app)/" },
    },
    {
      name: "features-import-no-page",
      comment: "Pages compose features; a feature never reaches up into a page or the router.",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: ["^apps/web/src/pages/", "^apps/web/src/app/router[.]tsx$", "^apps/web/src/app/app-shell[.]tsx$"] },
    },
    {
      name: "e2e-reaches-the-server-through-test-support",
      comment:
        "Browser tests start the server and build their data through @handraise/test-support, never a path into apps/server.",
      severity: "error",
      from: { path: "^e2e/" },
      to: { path: "^apps/server/(src|test)/" },
    },
    {
      name: "no-cycles",
      comment: "A cycle through real imports makes load order matter; cycles of type-only imports do not.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js"],
    },
    exclude: { path: "(^|/)dist/" },
  },
};
