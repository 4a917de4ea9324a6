// Finds the user-facing strings written in a source file, with the TypeScript compiler's own
// parser (so comments, imports and types never count). Every one of them belongs in the message
// catalogue (packages/contract/src/catalogues/), read by key through lib/i18n. What counts, precisely:
//
// 1. A sentence: a string literal, a template literal (its fixed text, each `${…}` read as a word)
//    or JSX text whose text, with runs of white space made one space and trimmed, holds a letter
//    and a space and ends in `.`, `!`, `?` or `…`.
// 2. Any JSX text with a letter in it: a heading, a label, a button's text.
// 3. Text handed to the person whatever its shape: any string or template literal with a letter
//    in it that is an argument of a toast (`notify.…(…)`, `toast(…)`, `toast.…(…)`) or of
//    `new Error(…)`; the value of a property named `message`, `error` or `success` (what the app's
//    calls, forms and FormStatus show) or `label`, `title`, `placeholder`, `description`,
//    `heading`; the value of a JSX attribute a person reads or hears (`aria-label`, `title`,
//    `placeholder`, `alt`, `label`, `description`, `aria-description`, `aria-valuetext`,
//    `aria-roledescription`); a string assigned to `document.title`.
// 4. A call's `fallback` that is not a key of the catalogue (the key is how it is written).
//
// A literal that is a key of the catalogue ("messages.questionsPaused") is never a message: it is
// how a message is named where it is chosen and read later.
//
// Neither is a list of style classes: every word lowercase with a dash or a colon in it, as
// `p-6 ring-red-200!` (Tailwind's `!` would otherwise close a "sentence"). Strings without a letter
// (punctuation, numbers, "·") are not messages.
import ts from "typescript";

export type FoundMessage = { line: number; text: string };

const MESSAGE_PROPERTIES = new Set([
  "message",
  "error",
  "success",
  "label",
  "title",
  "placeholder",
  "description",
  "heading",
]);
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
  "aria-description",
  "aria-valuetext",
  "aria-roledescription",
]);

/** The text a literal shows, a template's substitutions read as one word. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `{value}${span.literal.text}`).join("");
  }
  if (ts.isJsxText(node)) return node.text;
  return null;
}

const tidy = (text: string) => text.replace(/\s+/g, " ").trim();

const STYLE_CLASS = /^[a-z0-9!:[\]/.,%_#&>()=-]*[-:][a-z0-9!:[\]/.,%_#&>()=-]*$/;
const isStyleClasses = (line: string) => line.split(" ").every((word) => STYLE_CLASS.test(word));
const hasLetter = (line: string) => /\p{L}/u.test(line) && !isStyleClasses(line);

export function isSentence(text: string): boolean {
  const line = tidy(text);
  return hasLetter(line) && line.includes(" ") && /[.!?…]$/.test(line);
}

function isToastCall(callee: ts.Expression): boolean {
  const name = callee.getText();
  return name === "toast" || /^(notify|toast)\./.test(name);
}

/** Whether the literal is handed to the person as a message by where it stands. */
function standsAsMessage(node: ts.Node): boolean {
  let parent = node.parent;
  // `title={"…"}` and `title="…"` alike
  if (ts.isJsxExpression(parent)) parent = parent.parent;
  if (ts.isJsxAttribute(parent)) return READ_ATTRIBUTES.has(parent.name.getText());
  if (
    ts.isBinaryExpression(parent) &&
    parent.right === node &&
    parent.operatorToken.kind === ts.SyntaxKind.EqualsToken
  ) {
    return parent.left.getText() === "document.title";
  }
  if (ts.isCallExpression(parent) && parent.arguments.includes(node as ts.Expression)) {
    return isToastCall(parent.expression);
  }
  if (ts.isNewExpression(parent) && parent.arguments?.includes(node as ts.Expression)) {
    return parent.expression.getText() === "Error";
  }
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    return MESSAGE_PROPERTIES.has(parent.name.getText().replace(/["']/g, ""));
  }
  return false;
}

/** Parts of the syntax whose strings are never shown: module names, types. */
function isOutsideText(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isExternalModuleReference(parent)
  );
}

/** A `fallback: "…"` that names no message of the catalogue. */
function isUnknownFallback(node: ts.Node, keys: ReadonlySet<string>, text: string): boolean {
  const parent = node.parent;
  return (
    ts.isPropertyAssignment(parent) &&
    parent.initializer === node &&
    parent.name.getText().replace(/["']/g, "") === "fallback" &&
    !keys.has(text)
  );
}

export function messagesIn(fileName: string, source: string, keys: ReadonlySet<string> = new Set()): FoundMessage[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: FoundMessage[] = [];
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== null && !isOutsideText(node)) {
      const isMessage =
        isSentence(text) ||
        (ts.isJsxText(node) && hasLetter(tidy(text))) ||
        (!ts.isJsxText(node) &&
          hasLetter(tidy(text)) &&
          (standsAsMessage(node) || isUnknownFallback(node, keys, text)));
      if (isMessage) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push({ line: line + 1, text: tidy(text) });
      }
    }
    // A template's parts are read once, as the whole template.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else for (const span of node.templateSpans) visit(span.expression);
  };
  visit(file);
  return found;
}
