// The typed HTTP client: JSON in and out, the bearer header from the saved session, the guest
// token when acting as a guest, and one rule for 401 (clear the session, go to /login).
import { storage } from "./storage.ts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Hooks = { getToken: () => string | undefined; onUnauthorized: () => void };
let hooks: Hooks = { getToken: () => undefined, onUnauthorized: () => undefined };

export function configureApiClient(next: Hooks): void {
  hooks = next;
}

type RequestOptions = { body?: unknown; headers?: Record<string, string>; fallback: string; signal?: AbortSignal };

async function request<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const token = hooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  else {
    const guestToken = storage.loadGuest()?.guestToken;
    if (guestToken) headers["X-Guest-Token"] = guestToken;
  }
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, options.fallback);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (response.status === 401) {
    console.warn("Unauthorized: clearing the session");
    hooks.onUnauthorized();
  }
  if (!response.ok) {
    const body = (data ?? {}) as { message?: string; error?: string };
    throw new ApiError(response.status, body.message || body.error || options.fallback);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, fallback: string, signal?: AbortSignal) => request<T>("GET", path, { fallback, signal }),
  post: <T>(path: string, body: unknown, fallback: string, headers?: Record<string, string>) =>
    request<T>("POST", path, { body, fallback, headers }),
  put: <T>(path: string, body: unknown, fallback: string) => request<T>("PUT", path, { body, fallback }),
  patch: <T>(path: string, body: unknown, fallback: string) => request<T>("PATCH", path, { body, fallback }),
  delete: <T>(path: string, fallback: string) => request<T>("DELETE", path, { fallback }),
};

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
