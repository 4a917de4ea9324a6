// CSV as RFC 4180 describes it, for spreadsheet apps: every field in double quotes (quotes
// inside doubled), CRLF between records, and a UTF-8 byte-order mark first so Excel reads the
// text as UTF-8. A field that a spreadsheet would take for a formula (starting with =, +, -, @,
// or a tab or carriage return that some apps skip before one) gets a leading apostrophe, so
// what a user typed is shown and never run.

const FORMULA_START = /^[=+\-@\t\r]/;
const BYTE_ORDER_MARK = "\uFEFF";

export function csvField(value: string): string {
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

export function csvDocument(rows: readonly (readonly string[])[]): string {
  const records = rows.map((row) => `${row.map(csvField).join(",")}\r\n`);
  return `${BYTE_ORDER_MARK}${records.join("")}`;
}
