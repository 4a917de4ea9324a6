import { startChild, stopAll } from "./children.ts";
const server = await startChild("handraise-server.ts");
const url = server.ready.url as string;
for (const p of ["/", "/pricing", "/index.html"]) {
  for (const enc of ["", "gzip, deflate, br, zstd"]) {
    const r = await fetch(url + p, { headers: enc ? { "accept-encoding": enc } : {} });
    console.log(p, enc, r.status, r.headers.get("content-encoding"), (await r.text()).slice(0, 100));
  }
}
await stopAll([server]); process.exit(0);
