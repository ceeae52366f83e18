// Hostile inputs for the fuzz tests (issue 13): a catalogue of bad values and a deterministic
// generator that turns one endpoint's valid sample (path params, query, JSON body) into 200
// requests, each with one thing wrong. Import-free of workerd so it stays plain TypeScript.

import { memberCookie } from "../constants";

/** mulberry32: the same endpoint always gets the same 200 cases. */
export function rng(seedText: string) {
  let a = 0;
  for (const ch of seedText) a = (Math.imul(a, 31) + ch.charCodeAt(0)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Rng = ReturnType<typeof rng>;
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

// ---------------------------------------------------------------- JSON with raw pieces

/** Text placed verbatim in a JSON body: literals JSON.stringify cannot make (1e999, deep nesting). */
export class Raw {
  constructor(readonly text: string) {}
}
/** Stands for bytes that are not UTF-8; replaced after the body is encoded. */
export const INVALID_UTF8 = "\u0001INVALID-UTF8\u0001";
const INVALID_SEQUENCES = [
  [0xff],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x80],
  [0xfe, 0xfe, 0xff],
];

export type Json = null | boolean | number | string | Raw | Json[] | { [key: string]: Json };

export function serialize(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(serialize).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** UTF-8 bytes of `text`, with every INVALID_UTF8 marker swapped for an invalid byte sequence. */
export function encodeWithInvalidUtf8(text: string, r: Rng): Uint8Array<ArrayBuffer> {
  const parts = text.split(INVALID_UTF8);
  const chunks: number[] = [];
  parts.forEach((part, i) => {
    chunks.push(...new TextEncoder().encode(part));
    if (i < parts.length - 1) chunks.push(...pick(r, INVALID_SEQUENCES));
  });
  return Uint8Array.from(chunks);
}

// ---------------------------------------------------------------- the catalogue

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

// ---------------------------------------------------------------- the generator

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One line of an endpoint table: a valid request to mutate. */
export type Endpoint = {
  method: Method;
  /** With `:name` segments, e.g. /api/posts/:id/like. */
  path: string;
  /** Valid values for the path's `:name` segments (default "1"). */
  params?: Record<string, string>;
  /** A valid query string's fields. */
  query?: Record<string, string>;
  /** A valid JSON body; endpoints that take none are sent hostile bodies anyway. */
  body?: { [key: string]: Json };
  /** The acting member (a seeded member's session cookie); default member 1. */
  as?: number;
  /** What a write answers without a session, where it is not 401 (a method or path that does not exist). */
  visitor?: number;
};

export type FuzzCase = {
  category: string;
  note: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
};

const EXTRA_KEYS: [string, Json][] = [
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

const RAW_BODIES: (string | Raw)[] = [
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

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=utf-16",
  "application/jsonx",
  "",
];

function pathWith(endpoint: Endpoint, override?: [string, string]) {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    override && override[0] === name ? override[1] : encodeURIComponent(endpoint.params?.[name] ?? "1"),
  );
}

function queryString(fields: Record<string, string>, raw: [string, string][] = []) {
  const parts = [
    ...Object.entries(fields).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
    ...raw.map(([k, v]) => `${k}=${v}`),
  ];
  return parts.length ? `?${parts.join("&")}` : "";
}

/** Every leaf path of a JSON value ([] for the root), so mutations reach nested fields too. */
function fieldPaths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((item, i) => fieldPaths(item, [...at, i])) : [at];
  if (value !== null && typeof value === "object" && !(value instanceof Raw)) {
    const entries = Object.entries(value);
    return entries.length
      ? [...(at.length ? [at] : []), ...entries.flatMap(([k, v]) => fieldPaths(v, [...at, k]))]
      : [at];
  }
  return [at];
}

function setAt(root: Json, path: (string | number)[], value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  // Valid samples are plain JSON, so a structured clone is exact; the Raw value goes in after.
  const clone = structuredClone(root) as { [key: string]: Json } | Json[];
  let node: Json = clone;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, Json>)[key]!;
  const last = path.at(-1)!;
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete (node as Record<string, Json>)[last];
  } else {
    (node as Record<string | number, Json>)[last] = value;
  }
  return clone;
}

const baseHeaders = (endpoint: Endpoint): Record<string, string> => ({ cookie: memberCookie(endpoint.as ?? 1) });
const jsonHeaders = (endpoint: Endpoint) => ({ ...baseHeaders(endpoint), "content-type": "application/json" });

/**
 * `count` hostile requests for one endpoint. Each mutation family is visited in turn, so every
 * family appears; within a family, the field and value are chosen by a seeded generator.
 */
export function hostileCases(endpoint: Endpoint, count = 200, origin = "http://example.com"): FuzzCase[] {
  const r = rng(`${endpoint.method} ${endpoint.path}`);
  const params = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const query = endpoint.query ?? {};
  const queryKeys = Object.keys(query);
  const hasBody = endpoint.method !== "GET";
  const body: Json = endpoint.body ?? {};
  const paths = fieldPaths(body).filter((p) => p.length > 0);
  const url = (path = pathWith(endpoint), q = queryString(query)) => `${origin}${path}${q}`;

  const request = (
    category: string,
    note: string,
    value: Json,
    init: { headers?: Record<string, string>; url?: string; method?: string } = {},
  ): FuzzCase => {
    const text = serialize(value);
    const bytes = text.includes(INVALID_UTF8) ? encodeWithInvalidUtf8(text, r) : text;
    return {
      category,
      note,
      method: init.method ?? endpoint.method,
      url: init.url ?? url(),
      headers: init.headers ?? jsonHeaders(endpoint),
      body: bytes,
    };
  };
  const withoutBody = (category: string, note: string, target: string, method: string = endpoint.method): FuzzCase => ({
    category,
    note,
    method,
    url: target,
    headers: baseHeaders(endpoint),
  });

  type Family = () => FuzzCase | null;
  const families: Family[] = [];

  // Path parameters: each one replaced by something that is not a valid id.
  if (params.length) {
    families.push(() => {
      const name = pick(r, params);
      const value = pick(r, HOSTILE_URL_PARTS);
      const target = url(pathWith(endpoint, [name, value]));
      return hasBody
        ? request("path parameter", `:${name}=${value.slice(0, 30)}`, body, { url: target })
        : withoutBody("path parameter", `:${name}=${value.slice(0, 30)}`, target);
    });
  }

  // Query fields: known ones given hostile values, unknown ones added, keys repeated.
  families.push(() => {
    const which = r();
    let raw: [string, string][];
    let fields = { ...query };
    if (queryKeys.length && which < 0.6) {
      const key = pick(r, queryKeys);
      delete fields[key];
      raw = [[encodeURIComponent(key), pick(r, HOSTILE_URL_PARTS)]];
    } else if (queryKeys.length && which < 0.75) {
      const key = pick(r, queryKeys);
      raw = [
        [encodeURIComponent(key), "a"],
        [encodeURIComponent(key), "b"],
      ];
    } else {
      raw = [
        [
          pick(r, ["limit", "cursor", "__proto__", "constructor", "x", "%FF", "q", "status", "type", "A".repeat(5000)]),
          pick(r, HOSTILE_URL_PARTS),
        ],
      ];
      if (r() < 0.2) fields = {};
    }
    const target = url(pathWith(endpoint), queryString(fields, raw));
    const note = `query ${raw.map(([k, v]) => `${k.slice(0, 12)}=${v.slice(0, 20)}`).join("&")}`;
    return hasBody ? request("query", note, body, { url: target }) : withoutBody("query", note, target);
  });

  // Methods the endpoint does not take.
  families.push(() => {
    const method = pick(
      r,
      (["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const).filter((m) => m !== endpoint.method),
    );
    return method === "GET" || method === "OPTIONS"
      ? withoutBody("method", method, url(), method)
      : request("method", method, body, { method });
  });

  if (hasBody) {
    // One field given a hostile value of each kind.
    for (const { category, values } of HOSTILE_VALUES) {
      families.push(() => {
        const path = paths.length ? pick(r, paths) : ["field"];
        const value = pick(r, values);
        return request(category, `${path.join(".")} = ${describe(value)}`, setAt(body, path, value));
      });
    }
    // A field left out, or every field.
    families.push(() => {
      if (!paths.length || r() < 0.15) return request("missing field", "empty object", {});
      const path = pick(r, paths);
      return request("missing field", `without ${path.join(".")}`, setAt(body, path, undefined));
    });
    // Fields nobody asked for.
    families.push(() => {
      const [key, value] = pick(r, EXTRA_KEYS);
      const base = (body !== null && typeof body === "object" && !Array.isArray(body) ? body : {}) as {
        [key: string]: Json;
      };
      const text = serialize(base).replace(
        /^\{/,
        `{${JSON.stringify(key)}:${serialize(value)}${Object.keys(base).length ? "," : ""}`,
      );
      return request("extra field", `+${key.slice(0, 20)}`, new Raw(text));
    });
    // Bodies that are not a JSON object at all.
    families.push(() => {
      const raw = pick(r, RAW_BODIES);
      return request("malformed body", describe(raw), raw instanceof Raw ? raw : new Raw(raw));
    });
    // The right body with the wrong content type, or none.
    families.push(() => {
      const type = pick(r, CONTENT_TYPES);
      const headers: Record<string, string> = { ...baseHeaders(endpoint), ...(type ? { "content-type": type } : {}) };
      return request("content type", type || "none", body, { headers });
    });
    // A whole body of 1 MB or more.
    families.push(() => {
      const filler = pick(r, HUGE_STRINGS);
      return request("huge body", `${filler.length} chars`, { ...(body as object), padding: filler });
    });
  }

  const cases: FuzzCase[] = [];
  for (let i = 0; cases.length < count; i++) {
    const made = families[i % families.length]!();
    if (made) cases.push(made);
  }
  return cases;
}

export function describe(value: Json | string): string {
  if (value instanceof Raw)
    return value.text.length > 40
      ? `raw ${value.text.slice(0, 12)}… (${value.text.length} chars)`
      : `raw ${value.text}`;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 40 ? `${JSON.stringify(text.slice(0, 12))}… (${text.length} chars)` : JSON.stringify(text);
}

// ---------------------------------------------------------------- WebSocket frames

/** One hostile WebSocket frame: text, or binary (the only way to send bytes that are not UTF-8). */
export type FrameCase = { category: string; note: string; data: string | Uint8Array<ArrayBuffer> };

/**
 * `count` hostile frames bent from one valid frame: each field given each kind of hostile
 * value (the frame's `type` included), fields left out or added, text that is not a JSON
 * object, and binary frames.
 */
export function hostileFrames(sample: { [key: string]: Json }, count = 200): FrameCase[] {
  const r = rng(`frame ${serialize(sample)}`);
  const paths = fieldPaths(sample).filter((p) => p.length > 0);
  const frame = (category: string, note: string, value: Json): FrameCase => {
    const text = serialize(value);
    // WebSocket text frames are UTF-8 by definition, so bad bytes can only come as binary.
    return { category, note, data: text.includes(INVALID_UTF8) ? encodeWithInvalidUtf8(text, r) : text };
  };
  const families: (() => FrameCase)[] = [
    ...HOSTILE_VALUES.map(({ category, values }) => () => {
      const path = pick(r, paths.length ? paths : [["type"]]);
      const value = pick(r, values);
      return frame(category, `${path.join(".")} = ${describe(value)}`, setAt(sample, path, value));
    }),
    () => {
      if (r() < 0.15) return frame("missing field", "empty object", {});
      const path = pick(r, paths);
      return frame("missing field", `without ${path.join(".")}`, setAt(sample, path, undefined));
    },
    () => {
      const [key, value] = pick(r, EXTRA_KEYS);
      const text = serialize(sample).replace(/^\{/, `{${JSON.stringify(key)}:${serialize(value)},`);
      return frame("extra field", `+${key.slice(0, 20)}`, new Raw(text));
    },
    () => {
      const raw = pick(r, RAW_BODIES);
      return frame("malformed frame", describe(raw), raw instanceof Raw ? raw : new Raw(raw));
    },
    () => {
      const value = pick(r, WRONG_TYPES);
      return frame("wrong type", `whole frame ${describe(value)}`, value);
    },
    () => ({
      category: "binary frame",
      note: "the valid frame as bytes",
      data: new TextEncoder().encode(serialize(sample)) as Uint8Array<ArrayBuffer>,
    }),
  ];
  const cases: FrameCase[] = [];
  for (let i = 0; cases.length < count; i++) cases.push(families[i % families.length]!());
  return cases;
}
