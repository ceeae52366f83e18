// The catalogue of hostile values for the fuzz tests (fuzz/hostile.ts): for fields, for URLs,
// extra keys, whole bodies that are not a JSON object, and wrong content types.
import { INVALID_UTF8, Raw, type Json } from "./json";

export const MB = 1024 * 1024;
const huge = (unit: string, bytesPerUnit = 1) => unit.repeat(Math.ceil(MB / (unit.length * bytesPerUnit)));
export const HUGE_STRINGS = [huge("A"), huge("é", 2), huge("<script>alert(1)</script>"), huge("𝕏", 4)];
const nestedArrays = (depth: number) => new Raw("[".repeat(depth) + "]".repeat(depth));
const nestedObjects = (depth: number) => new Raw('{"a":'.repeat(depth) + "0" + "}".repeat(depth));

export const SQL_INJECTION = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "1 UNION SELECT id, display_name FROM users --",
  '" OR ""="',
  "'); DELETE FROM posts; --",
  "1' AND sleep(5) --",
  "%27%20OR%201%3D1",
  "admin'--",
];
export const MARKUP = [
  "<script>window.__xss=1;alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  '"><svg/onload=alert(1)>',
  "</style><script>alert(1)</script>",
  "{{constructor.constructor('alert(1)')()}}",
  '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
];
export const ODD_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202e\u0644\u0627",
  "\ud800",
  "\udfff\ud800",
  "\r\n\r\n",
  "../../etc/passwd",
  "𝕏".repeat(10),
  "\t".repeat(50),
];
export const UNKNOWN_ENUMS = [
  "bogus",
  "ADMIN",
  "Post",
  "post ",
  " chess",
  "__proto__",
  "constructor",
  "toString",
  "null",
  "undefined",
  "all ",
  "*",
];
export const NUMBERS: Json[] = [
  -1,
  0,
  -0,
  1.5,
  -2147483649,
  2147483648,
  9007199254740993,
  1e308,
  -1e308,
  5e-324,
  new Raw("1e999"),
  new Raw("-1e999"),
  new Raw("123456789012345678901234567890"),
  "NaN",
  "Infinity",
  "1e3",
  "0x10",
  " 1",
  "１",
  "9".repeat(400),
];
export const WRONG_TYPES: Json[] = [
  null,
  true,
  false,
  0,
  1,
  "",
  "1",
  [],
  [1],
  ["a"],
  {},
  { a: 1 },
  { $gt: "" },
  [[[]]],
  new Raw('{"__proto__":{"isAdmin":true}}'),
];

export const HOSTILE_VALUES: { category: string; values: readonly Json[] }[] = [
  { category: "wrong type", values: WRONG_TYPES },
  { category: "huge string", values: HUGE_STRINGS },
  { category: "deep nesting", values: [nestedArrays(20_000), nestedObjects(10_000), nestedArrays(3_000)] },
  { category: "invalid UTF-8", values: [INVALID_UTF8, `a${INVALID_UTF8}b`, `${INVALID_UTF8}${INVALID_UTF8}`] },
  { category: "SQL injection", values: SQL_INJECTION },
  { category: "markup", values: MARKUP },
  { category: "odd text", values: ODD_TEXT },
  { category: "number", values: NUMBERS },
  { category: "unknown enum", values: UNKNOWN_ENUMS },
];

/** Hostile text for URLs: raw (already percent-encoded where it must be) so bad encodings reach the server. */
export const HOSTILE_URL_PARTS = [
  "-1",
  "0",
  "00",
  "1.5",
  "1e3",
  "0x1",
  "abc",
  "NaN",
  "Infinity",
  "9".repeat(30),
  "%FF",
  "%C0%AF",
  "%ED%A0%80",
  "%E2%82",
  "%00",
  "%",
  "%%",
  "%zz",
  "1%3B%20DROP%20TABLE%20users",
  "%27%20OR%20%271%27%3D%271",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "..%2F..%2Fetc%2Fpasswd",
  "%20",
  "1%00",
  "%F0%9D%95%8F",
  "A".repeat(MB),
  "%41".repeat(MB / 3),
  "__proto__",
  "constructor",
  "true",
];

export const EXTRA_KEYS: [string, Json][] = [
  ["extra", "field"],
  ["isAdmin", true],
  ["role", "admin"],
  ["id", 1],
  ["userId", 2],
  ["createdAt", "1970-01-01"],
  ["constructor", { prototype: { polluted: true } }],
  ["__proto__", new Raw('{"polluted":true}')],
  ["", ""],
  ["a".repeat(10_000), 1],
];

export const RAW_BODIES: (string | Raw)[] = [
  "",
  "{",
  '{"a":',
  "nul",
  "[1,]",
  "{'a':1}",
  '{"a":1}{"b":2}',
  "\ufeff{}",
  "\u0000",
  "null",
  "true",
  "42",
  '"text"',
  "[]",
  "[{}]",
  '{"a":1,"a":2}',
  "{}",
  new Raw("[".repeat(30_000) + "]".repeat(30_000)),
  new Raw('{"a":'.repeat(12_000) + "0" + "}".repeat(12_000)),
];

export const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=utf-16",
  "application/jsonx",
  "",
];

/**
 * Values for the D1 bookmark cookie (app/server/d1-session.ts): a malformed one is ignored, and one
 * shaped like a bookmark that was never issued is still answered.
 */
export const HOSTILE_BOOKMARKS = [
  "",
  "first-primary",
  "first-unconstrained",
  "null",
  "00000001-00000002-00004e2f",
  "00000001-00000002-00004E2F-0A83EA2FCEEBC654DE0640C422BE4653",
  "00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653-00",
  " 00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653",
  "ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff",
  "00000000-00000000-00000000-00000000000000000000000000000000",
  "%00%FF",
  "1%3B%20DROP%20TABLE%20users",
  '"quoted"',
  "A".repeat(8000),
];
