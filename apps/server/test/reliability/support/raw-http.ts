// HTTP calls that report what happened on the wire: the answer, or the network error's code
// (ECONNRESET, ECONNREFUSED, …), so tests can tell a reset from a refusal from an answer.
import http from "node:http";

export type WireResult =
  | { status: number; connection: string | undefined; body: string; ms: number }
  | { error: string; ms: number };

export function call(
  url: string,
  options: {
    method?: string;
    body?: unknown;
    agent?: http.Agent;
    timeoutMs?: number;
    /** Send the body's first half, wait this long, then the rest: a slow client's upload. */
    trickleMs?: number;
  } = {},
): Promise<WireResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      url,
      {
        method: options.method ?? "GET",
        agent: options.agent ?? new http.Agent({ keepAlive: false }),
        headers: payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {},
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body,
            ms: Date.now() - started,
          }),
        );
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message, ms: Date.now() - started }),
        );
      },
    );
    request.setTimeout(options.timeoutMs ?? 30_000, () =>
      request.destroy(Object.assign(new Error("hang"), { code: "HANG" })),
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, ms: Date.now() - started }),
    );
    if (payload && options.trickleMs) {
      const half = Math.floor(payload.length / 2);
      request.write(payload.slice(0, half));
      setTimeout(() => request.end(payload.slice(half)), options.trickleMs);
    } else request.end(payload);
  });
}

/** Errors that mean a connection was cut under a request, as opposed to refused before one. */
export const RESETS = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED", "HANG"]);
export const isReset = (result: WireResult) =>
  "error" in result && (RESETS.has(result.error) || /socket hang up/i.test(result.error));
