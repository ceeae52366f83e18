// JSON with raw pieces for the hostile inputs (fuzz/hostile.ts): literals JSON.stringify cannot
// make, bytes that are not UTF-8, and changing one field deep inside a valid sample.
import { pick, type Rng } from "./random";

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

/** Every leaf path of a JSON value ([] for the root), so mutations reach nested fields too. */
export function fieldPaths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((item, i) => fieldPaths(item, [...at, i])) : [at];
  if (value !== null && typeof value === "object" && !(value instanceof Raw)) {
    const entries = Object.entries(value);
    return entries.length
      ? [...(at.length ? [at] : []), ...entries.flatMap(([k, v]) => fieldPaths(v, [...at, k]))]
      : [at];
  }
  return [at];
}

export function setAt(root: Json, path: (string | number)[], value: Json | undefined): Json {
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

export function describe(value: Json | string): string {
  if (value instanceof Raw)
    return value.text.length > 40
      ? `raw ${value.text.slice(0, 12)}… (${value.text.length} chars)`
      : `raw ${value.text}`;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 40 ? `${JSON.stringify(text.slice(0, 12))}… (${text.length} chars)` : JSON.stringify(text);
}
