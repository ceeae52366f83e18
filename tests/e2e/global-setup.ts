import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { SEED_USER_COUNT } from "../../db/seed";
import { signInAs } from "../../scripts/dev-server";
import { CHROMIUM_PATH, startServer } from "./harness";

/** Lines in which wrangler reports trouble: its own errors, and a Worker's uncaught ones. */
const WRANGLER_TROUBLE = /✘ \[ERROR\]|\[wrangler:(error|warn)\]|Uncaught|hanging Promise|never generate a response/;

export default async function setup(project: TestProject) {
  // Without a browser nothing here can run: say how to get one, once, rather than fail every test.
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  // The log is written as it comes, so that each test can be failed on what the server said during
  // it (setup-errors.ts); the whole log stays in .tmp.
  const log = resolve(".tmp/e2e-wrangler.log");
  mkdirSync(".tmp", { recursive: true });
  writeFileSync(log, "");
  const server = await startServer(log);
  project.provide("baseURL", server.url);
  project.provide("serverLog", log);
  // Every seeded member signs in once, through demo sign-in, so tests can act as any of them.
  const sessions: Record<number, string> = {};
  for (let id = 1; id <= SEED_USER_COUNT; id++) sessions[id] = await signInAs(server.url, id);
  project.provide("sessions", sessions);
  return async () => {
    // Every request in flight during a reload fails with wrangler's 503: say so, or such a failure
    // looks like one of ours.
    if (server.reloads() > 0) console.warn(`wrangler dev reloaded the shared e2e server ${server.reloads()} time(s).`);
    // What wrangler itself reported (a request it dropped or hung on, a Worker exception), so a
    // failure that starts in the server names itself.
    const errors = server
      .output()
      .split("\n")
      .filter((line) => WRANGLER_TROUBLE.test(line.replace(/\x1b\[[0-9;]*m/g, "")));
    if (errors.length > 0)
      console.warn(`wrangler dev reported (.tmp/e2e-wrangler.log):\n${errors.slice(-40).join("\n")}`);
    await server.stop();
  };
}
