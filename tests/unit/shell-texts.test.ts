// Every page loads the shell: the modules the root route and the browser entry import statically.
// The texts barrel (`~/lib/texts`) re-exports every area's texts, so one import of it from the
// shell put all of them on every page (6 KB gzipped). Shell modules import their area's module.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { expect, it } from "vitest";

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("~/")
    ? join("app", spec.slice(2))
    : spec.startsWith(".")
      ? join(dirname(from), spec)
      : null;
  if (!base) return null;
  const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => normalize(base + ending));
  return found.find((path) => existsSync(path) && !path.endsWith("/")) ?? null;
}

it("no module every page loads imports the texts barrel", () => {
  const seen = new Set<string>();
  const barrel: string[] = [];
  const stack = ["app/root.tsx", "app/entry.client.tsx"];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    // Static imports and re-exports that are not type-only; a lazy import() is not followed.
    for (const [, typeOnly, spec] of readFileSync(file, "utf8").matchAll(
      /^(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gm,
    )) {
      if (typeOnly) continue;
      if (spec === "~/lib/texts") barrel.push(file);
      const next = resolve(file, spec!);
      if (next) stack.push(next);
    }
  }
  expect(seen.size).toBeGreaterThan(40);
  expect(barrel).toEqual([]);
});
