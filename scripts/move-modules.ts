// Moves TypeScript modules and rewrites every import of them (and every relative import
// inside them), keeping each specifier's style: `~/` stays an alias, `./` stays relative.
// Usage: tsx scripts/move-modules.ts old/path.ts=new/path.ts [...]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const moves = new Map(
  process.argv.slice(2).map((pair) => {
    const [from, to] = pair.split("=");
    if (!from || !to) throw new Error(`Expected old=new, got ${pair}`);
    return [resolve(root, from), resolve(root, to)] as const;
  }),
);

const files = execFileSync("git", ["ls-files", "*.ts", "*.tsx"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter(Boolean)
  .map((file) => resolve(root, file));

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
function resolveSpecifier(importer: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(importer), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && !candidate.endsWith("/")) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        continue;
      }
    }
  }
  return null;
}

function specifierFor(importerAfter: string, targetAfter: string, original: string): string {
  const withoutExtension = (path: string) => path.replace(/\.(ts|tsx)$/, "");
  const appRoot = join(root, "app") + "/";
  if (original.startsWith("~/") && targetAfter.startsWith(appRoot)) {
    return "~/" + withoutExtension(targetAfter.slice(appRoot.length));
  }
  let path = withoutExtension(relative(dirname(importerAfter), targetAfter));
  if (!path.startsWith(".")) path = "./" + path;
  return path;
}

const SPECIFIER = /(from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)"([^"]+)"/g;
for (const importer of files) {
  const source = readFileSync(importer, "utf8");
  const importerAfter = moves.get(importer) ?? importer;
  const rewritten = source.replace(SPECIFIER, (match, lead: string, specifier: string) => {
    const target = resolveSpecifier(importer, specifier);
    if (!target) return match;
    const targetAfter = moves.get(target) ?? target;
    if (targetAfter === target && importerAfter === importer) return match;
    if (specifier.startsWith("~/") && targetAfter === target) return match;
    return `${lead}"${specifierFor(importerAfter, targetAfter, specifier)}"`;
  });
  if (rewritten !== source) writeFileSync(importer, rewritten);
}

for (const [from, to] of moves) {
  mkdirSync(dirname(to), { recursive: true });
  execFileSync("git", ["mv", from, to], { cwd: root });
}
