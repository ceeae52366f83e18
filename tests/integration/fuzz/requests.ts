// Hostile HTTP requests (fuzz/hostile.ts): one endpoint's valid sample (path params, query,
// JSON body) turned into `count` requests, each with one thing wrong.
import { memberCookie } from "../constants";
import { CONTENT_TYPES, EXTRA_KEYS, HOSTILE_URL_PARTS, HOSTILE_VALUES, HUGE_STRINGS, RAW_BODIES } from "./catalogue";
import { describe, encodeWithInvalidUtf8, fieldPaths, INVALID_UTF8, Raw, serialize, setAt, type Json } from "./json";
import { pick, rng } from "./random";

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

const baseHeaders = (endpoint: Endpoint): Record<string, string> => ({ cookie: memberCookie(endpoint.as ?? 1) });
const jsonHeaders = (endpoint: Endpoint) => ({ ...baseHeaders(endpoint), "content-type": "application/json" });

/**
 * Up to `count` hostile requests for one endpoint, no two alike. `count` are made, each mutation
 * family in turn, so every family appears; within a family, the field and value are chosen by a
 * seeded generator. A repeat of a request already made is dropped: a GET endpoint's few methods
 * and fields came round again and again, and half of all requests were repeats.
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

  const cases = new Map<string, FuzzCase>();
  for (let i = 0, made = 0; made < count; i++) {
    const c = families[i % families.length]!();
    if (!c) continue;
    made++;
    const key = [c.method, c.url, JSON.stringify(c.headers), typeof c.body === "string" ? c.body : c.body?.join()];
    if (!cases.has(key.join("\n"))) cases.set(key.join("\n"), c);
  }
  return [...cases.values()];
}
