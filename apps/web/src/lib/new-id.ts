// Every id the browser makes (a guest's id, a question's idempotency key) comes from here.
// crypto.randomUUID exists only in secure contexts (https or localhost); a phone that opens
// the host's laptop at http://<LAN address> is not one, so the same UUID v4 is built from
// crypto.getRandomValues, which every context has.

export function newId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return uuidFromRandomValues();
}

/** A UUID v4 (RFC 9562): 122 random bits, the version and variant bits set. */
export function uuidFromRandomValues(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
