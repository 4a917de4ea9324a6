// Debian's nginx in the foreground, its configuration made from the repository's template
// (deploy/nginx.conf) for upstreams on loopback ports, in a temporary folder of its own. Used by
// the scale-out tests and by the bench's scale-out scenario.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../reliability/support/child-server.ts";

export const NGINX = "/usr/sbin/nginx";
const TEMPLATE = path.resolve(import.meta.dirname, "../../../../../deploy/nginx.conf");

export const nginxInstalled = () => existsSync(NGINX);

export type Nginx = {
  url: string;
  dir: string;
  process: ChildProcess;
  /** The access log so far: `METHOD URI STATUS UPSTREAM`, a websocket's line written when it closes. */
  accessLog: () => string;
  stop: () => Promise<void>;
};

export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "handraise-nginx-"));
  for (const sub of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
  const port = await freePort();
  const config = readFileSync(TEMPLATE, "utf8")
    .replaceAll("{{PREFIX}}", dir)
    .replaceAll("{{LISTEN}}", `127.0.0.1:${port}`)
    .replaceAll(
      "{{UPSTREAMS}}",
      upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n"),
    );
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dir,
    process: child,
    accessLog: () => readFileSync(path.join(dir, "access.log"), "utf8"),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The websocket lines of the access log (status 101), each `GET <uri> 101 <upstream>`. */
export function upgradeLines(log: string): string[] {
  return log.split("\n").filter((line) => line.includes("/socket.io/") && line.includes(" 101 "));
}

/** The instance that served a logged request: the last upstream nginx tried (after `, ` if several). */
export function upstreamOf(line: string): string {
  return (line.split(" ").at(-1) ?? "").trim();
}
