// What the fuzzer throws at the server (docs/SECURITY.md "Input"): text with control,
// zero-width and bidi characters, lone surrogates, injection strings, numbers at and past the
// edges, wrong types, huge and deeply nested values, and bytes that only raw JSON can carry.
import fc from "fast-check";

/** Characters that have broken or fooled text handling somewhere. */
const NASTY_CHARACTERS = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\u0008",
  "\u000B",
  "\u000C",
  "\r",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u00A0",
  "\u00AD",
  "\u200B",
  "\u200C",
  "\u200D",
  "\u2028",
  "\u2029",
  "\u202E",
  "\u2060",
  "\uFEFF",
  "\uFFFD",
  "\uFFFF",
  "\uD800",
  "\uDBFF",
  "\uDC00",
  "\uDFFF",
  "😀",
  "\u0301",
];

/** Strings aimed at SQL, HTML, templates, paths, logs and prototypes. */
export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "%' AND 1=0 UNION SELECT password_hash FROM users --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder sent as plain text is the attack
  "${7*7}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder sent as plain text is the attack
  "${jndi:ldap://example.test/a}",
  "../../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%s%s%s%n",
  "__proto__",
  "constructor",
  "prototype",
  "\n[INFO] forged log line",
  "𝕳𝖆𝖓𝖉𝖗𝖆𝖎𝖘𝖊",
  "ﷺ",
  "",
  " ",
];

const nastyCharacter = fc.oneof(
  fc.constantFrom(...NASTY_CHARACTERS),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);

/** Text: ordinary, salted with nasty characters, an injection, or very long. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 4,
    arbitrary: fc
      .array(fc.oneof(nastyCharacter, fc.string({ unit: "grapheme-ascii", maxLength: 6 })), { maxLength: 12 })
      .map((parts) => parts.join("")),
  },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 1, arbitrary: fc.tuple(nastyCharacter, fc.integer({ min: 1, max: 20_000 })).map(([c, n]) => c.repeat(n)) },
);

/** Numbers JSON can carry (JSON.stringify writes NaN and ±Infinity as null). */
const edgyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 - 1, 2 ** 53 + 1, -(2 ** 53 + 1), 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value nested `depth` times in arrays or objects. */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i += 1) value = asObject ? { a: value } : [value];
  return value;
}

/** Any JSON value a client could send in place of a field. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyText },
  { weight: 2, arbitrary: edgyNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(nastyText, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyText, nastyText, { maxKeys: 4 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { $ne: "" },
      { $gt: "" },
      { __proto__: { isPro: true } },
      JSON.parse('{"__proto__": {"isPro": true}}'),
      { constructor: { prototype: { isPro: true } } },
      nested(2_000, false),
      nested(2_000, true),
      new Array(5_000).fill("x"),
      "x".repeat(200_000),
    ),
  },
);

/** Raw JSON text that JSON.stringify cannot produce, for a field `field` of the body. */
export function rawJsonVariants(valid: Record<string, unknown>, field: string): string[] {
  const rest = JSON.stringify(valid).slice(1, -1);
  const withField = (text: string) => `{${rest}${rest ? "," : ""}"${field}":${text}}`;
  return [
    withField("1e309"),
    withField("-1e309"),
    withField("9007199254740993"),
    withField("123456789012345678901234567890"),
    withField('"\\u0000"'),
    withField('"\\ud800"'),
    withField('"\\udfff\\ud800"'),
    withField("[".repeat(50_000) + "]".repeat(50_000)),
    `{${rest}${rest ? "," : ""}"${field}":"a","${field}":"b"}`,
    `{"__proto__":{"isPro":true},${rest}}`,
    `{"constructor":{"prototype":{"isPro":true}}${rest ? "," : ""}${rest}}`,
    withField("NaN"),
    withField("undefined"),
    `${JSON.stringify(valid)} trailing`,
  ];
}

/** Header values a client can put on the wire: latin-1 text, no CR, LF or NUL, under Node's 16 KiB header limit. */
export const nastyHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(0x09)), {
      maxLength: 300,
    })
    .map((codes) => String.fromCharCode(...codes)),
  fc.constantFrom(
    "Bearer",
    "Bearer ",
    "Bearer  two  spaces",
    "bearer x.y.z",
    "Basic YWRtaW46YWRtaW4=",
    "Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwidHlwIjoiYWNjb3VudCIsInR2IjowfQ.",
    `Bearer ${"a".repeat(8_000)}`,
    "' OR '1'='1",
    "\u00ff\u00fe",
  ),
);

/** A path segment as a client can send it: percent-encoded text (lone surrogates as raw bytes) or raw junk. */
export const nastySegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyText.filter((text) => text.length < 2_000).map(encodeLoosely) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "a%00b",
      "%00",
      "%",
      "%zz",
      "%E0%A4%A",
      "%C0%80",
      "%ED%A0%80",
      "%FF%FE",
      "..",
      "%2e%2e",
      "..%2f..%2fetc%2fpasswd",
      "a%2Fb",
      "%20",
      "x".repeat(3_000),
    ),
  },
);

/** encodeURIComponent, except that a lone surrogate becomes the bytes a careless encoder would send. */
export function encodeLoosely(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xed, 0xa0 | ((code >> 6) & 0x1f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out || "%20";
}
