import type { TestProject } from "vitest/node";
import { SEED_USER_COUNT } from "../../db/seed";
import { signInAs } from "../../scripts/dev-server";
import { startServer } from "./harness";

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseURL", server.url);
  // Every seeded member signs in once, through demo sign-in, so tests can act as any of them.
  const sessions: Record<number, string> = {};
  for (let id = 1; id <= SEED_USER_COUNT; id++) sessions[id] = await signInAs(server.url, id);
  project.provide("sessions", sessions);
  return async () => {
    // Every request in flight during a reload fails with wrangler's 503: say so, or such a failure
    // looks like one of ours.
    if (server.reloads() > 0) console.warn(`wrangler dev reloaded the shared e2e server ${server.reloads()} time(s).`);
    await server.stop();
  };
}
