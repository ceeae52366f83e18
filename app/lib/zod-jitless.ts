// Every `import ... from "zod"` in the app resolves here (vite.config.ts alias). zod 4 probes
// `new Function("")` when it builds an object schema, to choose its JIT parser; under the
// Content-Security-Policy (no 'unsafe-eval') the browser blocks the probe and reports a CSP
// violation on every page (Lighthouse best practices: "inspector issues"). `jitless` skips the
// probe; parsing is the same, only without generated code. (In Workers zod already skips eval.)
// zod keeps its settings on this global and reads it when a schema is built; setting it here,
// rather than through zod's `config()`, keeps this module a few bytes on pages that import a
// shared module but build no schema. The ES module order runs this body before any importer's.
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(settings.__zod_globalConfig ??= {}).jitless = true;

export * from "zod/v4";
export { default } from "zod/v4";
