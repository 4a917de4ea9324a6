// Whitespace-only text, including zero-width and control characters, counts as empty.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this counts as invisible
const INVISIBLE = /[\s\u0000-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF\u00AD\u180E]/gu;

export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, "").length === 0;
}
