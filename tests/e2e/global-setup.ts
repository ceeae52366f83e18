import type { TestProject } from "vitest/node";
import { startServer } from "./harness";

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseURL", server.url);
  return () => server.stop();
}
