// npm run test:file-seconds: after a whole `npm test`, writes each integration file's time from
// vitest's cache into tests/file-seconds.json, which orders a clean clone's run longest first
// (tests/sequencer.ts). The figures only order the files; they are not budgets.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const CACHE = join("node_modules", ".vite", "vitest");
const OUT = join("tests", "file-seconds.json");
const ORDERED = /^tests\/integration\/.*\.test\.ts$/;

const seconds: Record<string, number> = JSON.parse(readFileSync(OUT, "utf8"));
const caches = existsSync(CACHE) ? readdirSync(CACHE).map((dir) => join(CACHE, dir, "results.json")) : [];
let updated = 0;
for (const file of caches.filter(existsSync)) {
  const { results } = JSON.parse(readFileSync(file, "utf8")) as {
    results: [string, { duration: number; failed: boolean }][];
  };
  for (const [key, { duration, failed }] of results) {
    const path = key.slice(key.indexOf(":") + 1);
    if (!ORDERED.test(path) || failed || !(duration > 0)) continue;
    seconds[path] = Math.round(duration / 100) / 10;
    updated++;
  }
}
// Files that no longer exist drop out.
for (const path of Object.keys(seconds)) if (!existsSync(path)) delete seconds[path];
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(OUT, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${OUT}: ${updated} times from vitest's cache, ${Object.keys(sorted).length} files in all.`);
