// Every repository path the README and docs/ name exists, so a move or a rename cannot leave the
// docs pointing at nothing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = ["app", "bench", "db", "docs", "party", "public", "scripts", "tests", "workers", ".ci"];
const PATH = new RegExp(`\`((?:${ROOTS.map((root) => root.replace(".", "\\.")).join("|")})/[^\`\\s]*)\``, "g");

/** Folders that runs make and git ignores. */
const GENERATED = new Set(["bench/results/", "bench/results"]);

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

describe("paths named in the docs", () => {
  it.each(["README.md", ...markdownFiles("docs")])("%s names only paths that exist", (file) => {
    const missing: string[] = [];
    const text = readFileSync(file, "utf8");
    // Images and links relative to the file (a screenshot the README shows, a decision it links).
    for (const [, target] of text.matchAll(/(?:src="|\]\()([^")#\s]+)/g)) {
      if (/^(https?:|mailto:|\/)/.test(target!)) continue;
      const path = join(dirname(file), target!);
      if (!existsSync(path)) missing.push(path);
    }
    for (const [, path] of text.matchAll(PATH)) {
      // Patterns and placeholders (`app/routes/*`, `docs/features/<area>.md`) name no one file.
      if (/[*<{]/.test(path!)) continue;
      const clean = path!
        .replace(/[.,;:)]+$/, "")
        .replace(/#.*$/, "")
        .replace(/:\d+$/, "");
      // A module is named as it is imported (`db/schema`); folders made by a run are git-ignored.
      const found = ["", ".ts", ".tsx"].some((ending) => existsSync(clean + ending)) || GENERATED.has(clean);
      if (!found) missing.push(clean);
    }
    expect(missing).toEqual([]);
  });
});
