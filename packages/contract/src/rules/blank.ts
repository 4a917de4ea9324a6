// Whitespace-only text, including zero-width characters, counts as empty.
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF\u00AD\u180E]/gu;

export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, "").length === 0;
}
