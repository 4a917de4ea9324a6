// Finds the user-facing messages written in a source file, with the TypeScript compiler's own
// parser (so comments, imports and types never count). What a message is, precisely:
//
// 1. A sentence: a string literal, a template literal (its fixed text, each `${…}` read as a word)
//    or JSX text whose text, with runs of white space made one space and trimmed, holds a letter
//    and a space and ends in `.`, `!`, `?` or `…`. ("Loading..." and "Sign Up" are not sentences:
//    one word, or no closing mark.)
// 2. Text handed to the person as a message whatever its shape: any string or template literal
//    with a letter in it that is an argument of a toast (`notify.…(…)`, `toast(…)`, `toast.…(…)`)
//    or of `new Error(…)`, or the value of a property named `message`, `fallback`, `error` or
//    `success` (what the app's calls, forms and FormStatus show).
//
// Neither is a list of style classes: every word lowercase with a dash or a colon in it, as
// `p-6 ring-red-200!` (Tailwind's `!` would otherwise close a "sentence").
//
// Labels, headings and button texts (no closing mark) are not messages by this definition; a
// later issue moves every string to translations.
import ts from "typescript";

export type FoundMessage = { line: number; text: string };

const MESSAGE_PROPERTIES = new Set(["message", "fallback", "error", "success"]);

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

const STYLE_CLASS = /^[a-z0-9!:[\]/.%_#&>()=-]*[-:][a-z0-9!:[\]/.%_#&>()=-]*$/;
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
  const parent = node.parent;
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

export function messagesIn(fileName: string, source: string): FoundMessage[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: FoundMessage[] = [];
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== null && !isOutsideText(node)) {
      const isMessage = isSentence(text) || (!ts.isJsxText(node) && hasLetter(tidy(text)) && standsAsMessage(node));
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
