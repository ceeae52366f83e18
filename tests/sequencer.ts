// The integration suite's files, longest first, so that the workers finish together instead of one running a slow
// file alone at the end. Durations come from vitest's cache of the last run where there is one,
// and otherwise from tests/file-seconds.json (a clean clone has no cache): `npm run
// test:file-seconds` rewrites it from the cache after a whole `npm test`. Files in neither run first.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const committed = JSON.parse(readFileSync(new URL("./file-seconds.json", import.meta.url), "utf8")) as Record<
  string,
  number
>;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => {
      const path = relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      return cached && !cached.failed ? cached.duration / 1000 : (committed[path] ?? Infinity);
    };
    // Projects keep vitest's order; within one, the longest first.
    const projects = [...new Set(files.map((spec) => spec.project.name))].sort();
    return projects.flatMap((name) =>
      files.filter((spec) => spec.project.name === name).sort((a, b) => seconds(b) - seconds(a)),
    );
  }
}
