// Code comments say why, or point into docs/. Issue numbers and the product documents' section
// numbers name things outside the repository, which a maintainer cannot open; git history keeps
// where a change came from.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const ROOTS = ["app", "bench", "db", "party", "scripts", "tests", "workers"];
const CITATION = /\bissues? #?\d+\b|\bspec doc\b|\bdoc [12],? (?:section|§)/i;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|sql|css)$/.test(entry.name) ? [path] : [];
  });
}

it("no code comment cites an issue number or a spec section", () => {
  const found: string[] = [];
  for (const file of ROOTS.flatMap(sourceFiles)) {
    if (file === join("tests", "unit", "comment-citations.test.ts")) continue;
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (CITATION.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});
