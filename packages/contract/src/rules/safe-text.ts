// Text a person can type: no C0 control characters but tab and line breaks, no DEL, and no
// unpaired UTF-16 surrogates (PostgreSQL refuses NUL and invalid UTF-8, SQLite would store them,
// and a control character can hide or reorder what a host reads).

/**
 * C0 controls except tab (09), line feed (0A) and a carriage return that starts CRLF; DEL (7F);
 * lone surrogates (with the `u` flag a surrogate range only matches a half without its pair).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]|\r(?!\n)/u;

export function hasUnsafeCharacter(text: string): boolean {
  return UNSAFE.test(text);
}
