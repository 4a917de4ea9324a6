// The viewer's credential, owned here alone: the login token, else the guest token, else none.
// The store tells this module of every change (app/persistence.ts); the HTTP client reads its
// headers here and the socket its handshake, and the socket follows each change by itself
// (realtime-client.ts), so no screen passes a credential around to keep the two in step.

/** At most one of the two is set. */
export type Credential = { token?: string; guestToken?: string };

let current: Credential = {};
const listeners = new Set<() => void>();

/** The credential as it stands: what the socket shows in its handshake. */
export function currentCredential(): Credential {
  return current;
}

/** The headers that carry it on an HTTP call. */
export function credentialHeaders(): Record<string, string> {
  if (current.token) return { Authorization: `Bearer ${current.token}` };
  if (current.guestToken) return { "X-Guest-Token": current.guestToken };
  return {};
}

/** The login wins over the guest identity; an account and a guest in one browser act as the account. */
export function credentialOf(token: string | null | undefined, guestToken: string | null | undefined): Credential {
  if (token) return { token };
  return guestToken ? { guestToken } : {};
}

/** Sets the credential; listeners hear only of a real change (login, logout, guest join). */
export function credentialChanged(next: Credential): void {
  if (sameCredential(next, current)) return;
  current = next;
  for (const listener of listeners) listener();
}

export function onCredentialChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function sameCredential(a: Credential, b: Credential): boolean {
  return a.token === b.token && a.guestToken === b.guestToken;
}
