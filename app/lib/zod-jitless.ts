// Every `import ... from "zod"` in the app resolves here (vite.config.ts alias). zod 4 probes
// `new Function("")` when it builds an object schema, to choose its JIT parser; under the
// Content-Security-Policy (no 'unsafe-eval') the browser blocks the probe and reports a CSP
// violation on every page (Lighthouse best practices: "inspector issues"). `jitless` skips the
// probe before any schema is built; parsing is the same, only without generated code. (In
// Workers zod already skips eval.) The ES module order runs this body before any importer's.
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
