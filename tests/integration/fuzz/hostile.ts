// Hostile inputs for the fuzz tests (docs/testing.md, robustness suites): a catalogue of bad values
// and a deterministic generator that turns one endpoint's valid sample (path params, query, JSON
// body) into 200 requests, each with one thing wrong. Import-free of workerd so it stays plain
// TypeScript. The parts live beside this file; the tests import them from here.
export { pick, rng, type Rng } from "./random";
export { describe, encodeWithInvalidUtf8, INVALID_UTF8, Raw, serialize, type Json } from "./json";
export {
  HOSTILE_BOOKMARKS,
  HOSTILE_URL_PARTS,
  HOSTILE_VALUES,
  HUGE_STRINGS,
  MARKUP,
  MB,
  NUMBERS,
  ODD_TEXT,
  SQL_INJECTION,
  UNKNOWN_ENUMS,
  WRONG_TYPES,
} from "./catalogue";
export { hostileCases, type Endpoint, type FuzzCase, type Method } from "./requests";
export { hostileFrames, type FrameCase } from "./frames";
