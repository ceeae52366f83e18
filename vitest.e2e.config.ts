// End-to-end: Debian Chromium against `wrangler dev` on the fresh build (npm run test:e2e builds first).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { E2E_WORKERS } from "./tests/e2e/workers";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // The Lighthouse bench's own check starts Chromium too, so it runs here rather than in the unit suite.
    include: ["tests/e2e/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    // Fails a test on an uncaught page error or a Worker exception in the server log.
    setupFiles: ["./tests/e2e/setup-errors.ts"],
    // Two files at once, each worker against its own server and D1 (global-setup.ts): most of a
    // browser test is waiting on the page, so two share the 2-core CI box well.
    maxWorkers: E2E_WORKERS,
    // A worker's files share its modules (playwright-core, the harness, axe's source), loaded
    // once rather than once per file: vitest's setup time was about 1.3 s a file, 61 s a run.
    isolate: false,
    testTimeout: 60_000,
    // A failed test runs once more, and the report says so ("retry x1"). On this box wrangler's
    // dev proxy now and then loses its connection to the Worker mid-request and answers a POST
    // with its own 503 ("Your worker restarted mid-request"), which no deployed Worker would; a
    // real failure fails twice.
    retry: 1,
    // A page navigation can take seconds on a busy 2-core CI box; polls wait for it.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 180_000,
  },
});
