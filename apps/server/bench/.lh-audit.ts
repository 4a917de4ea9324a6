import lighthouse from "lighthouse";
const r = await lighthouse(undefined, { auditMode: "/tmp/lhdbg/artifacts", output: "json", logLevel: "error", onlyCategories: ["performance"] } as any);
console.log("runtimeError", r?.lhr.runtimeError?.message, "score", r?.lhr.categories.performance?.score);
for (const id of ["first-contentful-paint","largest-contentful-paint","total-blocking-time","cumulative-layout-shift"]) console.log(id, r?.lhr.audits[id]?.numericValue, r?.lhr.audits[id]?.errorMessage);
process.exit(0);
