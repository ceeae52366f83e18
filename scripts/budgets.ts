// npm test's budgets stage, after the build: the gzipped client JS that a first visit to each page
// route downloads, against bench/budgets.ts. No browser and no timing: it reads build/client.
// A first visit loads what Remix's <Scripts> names (the route manifest, the browser entry and its
// imports, each matched route's module and imports; app/entry.server.tsx only holds them until the
// first paint), what those import statically, and the few chunks a page imports at once
// (FIRST_VISIT_LAZY). Each file is gzipped at level 6, as bench/page-weight does.
// Against that bench (Chromium, member 1, empty cache) on the same build, 2026-11-27: the same
// files and the same gzipped bytes on all 20 routes. Where they can part: a lazy chunk that a
// page starts by itself is known here only through FIRST_VISIT_LAZY, and both count the page a
// member sees (a visitor's game room loads no chat).
// Usage: npm run build && npm run budgets [-- --files]   (--files lists each route's files)
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes } from "@remix-run/react";
import { HEAVY_JS_BUDGET_KB, JS_BUDGET_KB } from "../bench/budgets";
import { CONTENT_ROUTES, specRoutes } from "../bench/routes";

const CLIENT = join("build", "client");
const ASSETS = join(CLIENT, "assets");
const KB = 1024;

/**
 * Chunks a page imports dynamically at once on a first visit, by file name without its hash. The
 * ads page awaits its open tab before hydrating (opening-tab.client.ts); the game room mounts its
 * chat as soon as it has hydrated. Every other lazy chunk waits for a click, a preference or the
 * first interaction. A name here that the page no longer imports fails the stage.
 */
const FIRST_VISIT_LAZY: Record<string, string[]> = {
  "/ads?tab=analytics": ["AnalyticsTab"],
  "/arcade/room/:id": ["GameChat"],
};

type RouteObject = Parameters<typeof matchRoutes>[0][number];
type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
type Manifest = { url: string; entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

const manifest = readManifest();
const tree = routeTree(manifest.routes);
const gzipped = new Map<string, number>();
const listFiles = process.argv.includes("--files");

type Row = { route: string; files: number; jsKB: number; budgetKB: number; status: string };
const rows: Row[] = [];
const failures: string[] = [];
// Placeholder ids: which modules a page loads depends on its route, not on the record.
for (const route of [...specRoutes({ room: { id: 1 }, providerId: 1 }), ...CONTENT_ROUTES]) {
  const files = firstVisitFiles(route.name, new URL(route.path, "http://localhost").pathname);
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const jsKB = round1(bytes / KB);
  const budgetKB = route.heavy ? HEAVY_JS_BUDGET_KB : JS_BUDGET_KB;
  const over = jsKB > budgetKB;
  if (over)
    failures.push(`${route.name}: ${jsKB} KB of JS, ${round1(jsKB - budgetKB)} KB over its ${budgetKB} KB budget`);
  rows.push({
    route: route.name,
    files: files.length,
    jsKB,
    budgetKB,
    status: over ? `OVER by ${round1(jsKB - budgetKB)} KB` : `ok, ${round1(budgetKB - jsKB)} KB to spare`,
  });
  if (listFiles) {
    console.log(`${route.name}:`);
    for (const file of files) console.log(`  ${file}  ${round1(gzipSize(file) / KB)} KB`);
  }
}

console.table(rows);
console.log(
  `Gzipped client JS of a first visit (level 6), from build/client: at most ${JS_BUDGET_KB} KB per community page, ${HEAVY_JS_BUDGET_KB} KB on the heavy ones.`,
);
if (failures.length) {
  console.error(`FAIL: over the JS budget:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
}

/** The JS files (paths under /assets/) a first visit to `pathname` downloads. */
function firstVisitFiles(name: string, pathname: string): string[] {
  const matches = matchRoutes(tree, pathname);
  if (!matches) throw new Error(`${name}: no route of the build matches ${pathname}`);
  const files = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
  for (const { route } of matches) {
    const entry = manifest.routes[route.id!]!;
    for (const file of [...(entry.imports ?? []), entry.module]) files.add(file);
  }
  for (const chunk of FIRST_VISIT_LAZY[name] ?? []) {
    const file = lazyChunk(chunk);
    // Still imported by what the page loads, or the table is stale.
    const importers = [...closure(files)].filter((loaded) => read(loaded).includes(`import("./${file.slice(8)}")`));
    if (!importers.length) throw new Error(`${name}: nothing it loads imports ${file}; update FIRST_VISIT_LAZY`);
    files.add(file);
  }
  return [...closure(files)];
}

/** `files` and everything they import statically (a module loads its imports before it runs). */
function closure(files: Set<string>): Set<string> {
  const all = new Set(files);
  for (const file of all) {
    for (const [, imported] of read(file).matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g))
      all.add(`/assets/${imported}`);
  }
  return all;
}

/** The one built chunk named `name` (Rollup's file name: the name, a dash, an 8-character hash). */
function lazyChunk(name: string): string {
  const found = readdirSync(ASSETS).filter((file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file));
  if (found.length !== 1) throw new Error(`expected one ${name} chunk in ${ASSETS}, found ${found.length}`);
  return `/assets/${found[0]}`;
}

function read(file: string): string {
  return readFileSync(join(CLIENT, file), "utf8");
}

function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) gzipped.set(file, (size = gzipSync(readFileSync(join(CLIENT, file)), { level: 6 }).length));
  return size;
}

/** Remix's browser manifest (window.__remixManifest), as the build wrote it. */
function readManifest(): Manifest {
  let names: string[];
  try {
    names = readdirSync(ASSETS).filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  } catch {
    throw new Error(`no ${ASSETS}: run npm run build first`);
  }
  if (names.length !== 1) throw new Error(`expected one Remix manifest in ${ASSETS}, found ${names.length}: rebuild`);
  const text = readFileSync(join(ASSETS, names[0]!), "utf8");
  const json = /^window\.__remixManifest=(.*);?\s*$/s.exec(text)?.[1]?.replace(/;\s*$/, "");
  if (!json) throw new Error(`${names[0]} is not a Remix manifest`);
  return JSON.parse(json) as Manifest;
}

/** The manifest's flat routes as the nested route objects matchRoutes takes. */
function routeTree(routes: Record<string, ManifestRoute>): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true }
          : { id: route.id, path: route.path, children: children(route.id) },
      );
  return children(undefined);
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
