// Question search (docs/product.md §5): case-insensitive, ignores quotes and punctuation, matches a
// substring or a word prefix. The highlighter returns ranges of the original text.

const PUNCTUATION = /[\p{P}\p{S}]/gu;

export function normaliseForSearch(text: string): string {
  return text.toLowerCase().replace(PUNCTUATION, "").replace(/\s+/g, " ").trim();
}

export function matchesSearch(content: string, query: string): boolean {
  const needle = normaliseForSearch(query);
  if (!needle) return true;
  const haystack = normaliseForSearch(content);
  if (haystack.includes(needle)) return true;
  const words = haystack.split(" ");
  return needle.split(" ").every((part) => words.some((word) => word.startsWith(part)));
}

export type HighlightPart = { text: string; match: boolean };

/** Splits content into parts, marking those that match a query word (punctuation ignored). */
export function highlightParts(content: string, query: string): HighlightPart[] {
  const terms = normaliseForSearch(query).split(" ").filter(Boolean);
  if (terms.length === 0) return [{ text: content, match: false }];
  // Map each kept character of the content to its index, so matches on the normalised text
  // can be drawn on the original.
  const kept: number[] = [];
  let normalised = "";
  for (let i = 0; i < content.length; i++) {
    const ch = content[i] ?? "";
    if (ch.match(PUNCTUATION)) continue;
    kept.push(i);
    normalised += ch.toLowerCase();
  }
  const marked = new Array<boolean>(content.length).fill(false);
  for (const term of terms) {
    let from = 0;
    for (;;) {
      const at = normalised.indexOf(term, from);
      if (at < 0) break;
      for (let k = at; k < at + term.length; k++) {
        const original = kept[k];
        if (original !== undefined) marked[original] = true;
      }
      from = at + term.length;
    }
  }
  const parts: HighlightPart[] = [];
  for (let i = 0; i < content.length; i++) {
    const match = marked[i] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += content[i];
    else parts.push({ text: content[i] ?? "", match });
  }
  return parts;
}
