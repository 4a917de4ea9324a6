// A tiny HTTP client for tests: real requests to a listening server, JSON in and out.
export type HttpAnswer<T = any> = { status: number; body: T; headers: Headers };

export type CallOptions = {
  body?: unknown;
  token?: string;
  guestToken?: string;
  headers?: Record<string, string>;
  /** Sent as-is, without JSON encoding (for malformed-body tests). */
  raw?: string;
};

/** `baseUrl`: the server's address, or a function that reads it at each call (a file's server starts later). */
export function httpClient(baseUrl: string | (() => string)) {
  const base = typeof baseUrl === "function" ? baseUrl : () => baseUrl;
  const call = async <T = any>(method: string, path: string, options: CallOptions = {}): Promise<HttpAnswer<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.guestToken) headers["x-guest-token"] = options.guestToken;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await fetch(`${base()}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
  return {
    call,
    get: <T = any>(path: string, o?: CallOptions) => call<T>("GET", path, o),
    post: <T = any>(path: string, o?: CallOptions) => call<T>("POST", path, o),
    put: <T = any>(path: string, o?: CallOptions) => call<T>("PUT", path, o),
    patch: <T = any>(path: string, o?: CallOptions) => call<T>("PATCH", path, o),
    delete: <T = any>(path: string, o?: CallOptions) => call<T>("DELETE", path, o),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;
