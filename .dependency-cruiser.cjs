// The import directions docs/ARCHITECTURE.md documents, checked on every `npm test`
// (`npm run structure`): pages → features → components/lib → contract, and nothing backwards.
// Features meet only through each other's public face, and no cycle joins feature folders: that
// last rule needs a graph of the features alone, so it lives in .dependency-cruiser-features.cjs,
// which `npm run structure` runs after this one.
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
      comment: "Pages compose features; a feature never reaches up into a page.",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/pages/" },
    },
    {
      name: "features-meet-through-public-faces",
      comment:
        "A feature uses another only through its public face: api.ts (its endpoints), use-*.ts (its " +
        "hooks) and slice.ts (its state's type and the actions other slices react to, as events " +
        "forgets the guest on session's loggedOut). Type-only imports follow the same rule. A screen " +
        "that needs another feature's components composes them in pages/.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: {
        path: "^apps/web/src/features/",
        pathNot: ["^apps/web/src/features/$1/", "^apps/web/src/features/[^/]+/(api|slice|use-[^/]+)[.]ts$"],
      },
    },
    {
      name: "features-reach-app-only-through-hooks",
      comment:
        "app/ (router, shell, store) imports features; a feature imports back only app/hooks.ts, the " +
        "store's typed hooks and types.",
      severity: "error",
      from: { path: "^apps/web/src/features/", pathNot: "[.]test[.]tsx?$" },
      to: { path: "^apps/web/src/app/", pathNot: "^apps/web/src/app/hooks[.]ts$" },
    },
    {
      name: "feature-tests-reach-app-only-for-the-store",
      comment:
        "A feature's test may also build the real store, as main.tsx does: app/store.ts, or " +
        "app/feature-reducers.ts for a store of its own.",
      severity: "error",
      from: { path: "^apps/web/src/features/.+[.]test[.]tsx?$" },
      to: {
        path: "^apps/web/src/app/",
        pathNot: "^apps/web/src/app/(hooks|store|feature-reducers)[.]ts$",
      },
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
