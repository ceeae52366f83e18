import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { SEED_USER_COUNT } from "../../db/seed";
import { bundleWorker, LOCAL_SIGN_IN_VARS, seededState, signInAs, startDevServer } from "../../scripts/dev-server";
import { CHROMIUM_PATH, E2E_WEBHOOK_SECRET } from "./harness";
import { E2E_WORKERS } from "./workers";

/** Lines in which wrangler reports trouble: its own errors, and a Worker's uncaught ones. */
const WRANGLER_TROUBLE = /✘ \[ERROR\]|\[wrangler:(error|warn)\]|Uncaught|hanging Promise|never generate a response/;

/**
 * The Worker bundled once (`bundle`) under `wrangler dev` on its own copy of the seeded D1 state
 * `seeded`, its output also appended to `logFile`: warnings and errors, and each request only with
 * E2E_REQUEST_LOG=1 (a line per request costs CPU the browsers need). Here, not in harness.ts, so
 * test files do not load the dev server's code.
 */
function startServer(seeded: string, bundle: string, logFile: string) {
  return startDevServer({
    copyOf: seeded,
    bundle,
    requestLog: process.env.E2E_REQUEST_LOG === "1",
    vars: { STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET, ...LOCAL_SIGN_IN_VARS },
    logFile,
  });
}

export default async function setup(project: TestProject) {
  // Without a browser nothing here can run: say how to get one, once, rather than fail every test.
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium-headless-shell\` (or set CHROMIUM_PATH).`,
    );
  // A server per test worker, started together: files run two at a time (vitest.e2e.config.ts).
  // Each log is written as it comes, so that each test can be failed on what its server said
  // during it (setup-errors.ts); the whole logs stay in .tmp.
  mkdirSync(".tmp", { recursive: true });
  // Migrating and seeding takes three wrangler runs: done once, and each server starts on a copy.
  const seeded = seededState();
  const bundle = bundleWorker(resolve(".tmp/e2e-worker"));
  const count = E2E_WORKERS;
  const starting = await Promise.allSettled(
    Array.from({ length: count }, async (_, index) => {
      const log = resolve(`.tmp/e2e-wrangler-${index + 1}.log`);
      writeFileSync(log, "");
      const server = await startServer(seeded, bundle, log);
      // Every seeded member signs in once, through demo sign-in, so tests can act as any of them.
      const sessions: Record<number, string> = {};
      try {
        const ids = Array.from({ length: SEED_USER_COUNT }, (_, i) => i + 1);
        const cookies = await Promise.all(ids.map((id) => signInAs(server.url, id)));
        ids.forEach((id, i) => (sessions[id] = cookies[i]!));
      } catch (error) {
        await server.stop();
        throw error;
      }
      return { server, log, sessions };
    }),
  );
  const started = starting.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failed = starting.find((result) => result.status === "rejected");
  // One server that did not start fails the run; the others stop rather than outlive it.
  if (failed) {
    await Promise.all(started.map(({ server }) => server.stop()));
    rmSync(seeded, { recursive: true, force: true });
    throw failed.reason;
  }
  project.provide("seededState", seeded);
  project.provide("workerBundle", bundle);
  project.provide(
    "servers",
    started.map(({ server, log, sessions }) => ({ baseURL: server.url, serverLog: log, sessions })),
  );
  return async () => {
    // Every request in flight during a reload fails with wrangler's 503: say so, or such a failure
    // looks like one of ours.
    for (const { server, log } of started) {
      if (server.reloads() > 0) console.warn(`wrangler dev reloaded an e2e server ${server.reloads()} time(s).`);
      // What wrangler itself reported (a request it dropped or hung on, a Worker exception), so a
      // failure that starts in the server names itself.
      const errors = server
        .output()
        .split("\n")
        .filter((line) => WRANGLER_TROUBLE.test(line.replace(/\x1b\[[0-9;]*m/g, "")));
      if (errors.length > 0) console.warn(`wrangler dev reported (${log}):\n${errors.slice(-40).join("\n")}`);
    }
    await Promise.all(started.map(({ server }) => server.stop()));
    rmSync(seeded, { recursive: true, force: true });
  };
}
