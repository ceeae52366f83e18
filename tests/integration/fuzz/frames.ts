// Hostile WebSocket frames (fuzz/hostile.ts): one valid frame bent into `count` bad ones.
import { EXTRA_KEYS, HOSTILE_VALUES, RAW_BODIES, WRONG_TYPES } from "./catalogue";
import { describe, encodeWithInvalidUtf8, fieldPaths, INVALID_UTF8, Raw, serialize, setAt, type Json } from "./json";
import { pick, rng } from "./random";

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
