// Writes the day a kind of check last passed in full to app/content/checks.json, which the
// accessibility statement shows (docs/features/policies.md). Only the runs themselves call it:
// npm test after every stage passed, and the Lighthouse bench when every route scored 100 for
// accessibility. Commit the file with the change it vouches for.
import { readFileSync, writeFileSync } from "node:fs";

const FILE = new URL("../app/content/checks.json", import.meta.url);

export function recordCheckPassed(check: "fullTestRun" | "lighthouse", day = new Date().toISOString().slice(0, 10)) {
  const checks = JSON.parse(readFileSync(FILE, "utf8")) as Record<string, string | null>;
  if (checks[check] === day) return;
  writeFileSync(FILE, `${JSON.stringify({ ...checks, [check]: day }, null, 2)}\n`);
  console.log(`app/content/checks.json: ${check} passed on ${day}`);
}
