// Fails on any import cycle among the app's own modules (app/, party/, workers/, db/),
// type imports included: a cycle of types still ties two layers together (decision 017).
// Dynamic `import()` is left out: it loads on demand, so it orders nothing at start-up.
// Usage: tsx scripts/check-cycles.ts
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import ts from "typescript";

const root = resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "party", "workers", "db"].map((folder) => resolve(root, folder) + "/");

const configPath = resolve(root, "tsconfig.json");
const config = ts.readConfigFile(configPath, ts.sys.readFile);
const { options, fileNames } = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
const ours = (file: string) => FOLDERS.some((folder) => file.startsWith(folder)) && !file.endsWith(".d.ts");
const files = fileNames.filter(ours);

/** Every module specifier a file imports or re-exports, `import type` and `typeof import()` included. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) found.push(argument.literal.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push(expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const host = ts.createCompilerHost(options);
const graph = new Map<string, string[]>();
for (const file of files) {
  const targets = specifiers(file)
    .map((specifier) => ts.resolveModuleName(specifier, file, options, host).resolvedModule?.resolvedFileName)
    .filter((target): target is string => target !== undefined && ours(resolve(target)))
    .map((target) => resolve(target));
  graph.set(file, [...new Set(targets)]);
}

// Tarjan's strongly connected components: every component of more than one module (or a
// module importing itself) is a cycle.
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
let counter = 0;

function connect(file: string) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file) ?? []) {
    if (!index.has(target)) {
      connect(target);
      low.set(file, Math.min(low.get(file)!, low.get(target)!));
    } else if (onStack.has(target)) {
      low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
  }
  if (low.get(file) !== index.get(file)) return;
  const component: string[] = [];
  let member: string | undefined;
  do {
    member = stack.pop()!;
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component);
}
for (const file of graph.keys()) if (!index.has(file)) connect(file);

/** One concrete loop through a component, for a message a reader can follow. */
function loopThrough(component: string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const path = [start];
  const seen = new Set([start]);
  let at = start;
  for (;;) {
    const next = (graph.get(at) ?? []).filter((target) => members.has(target));
    const back = next.find((target) => target === start);
    if (back !== undefined) return [...path, start];
    const onward = next.find((target) => !seen.has(target)) ?? next[0]!;
    if (seen.has(onward)) return [...path.slice(path.indexOf(onward)), onward];
    path.push(onward);
    seen.add(onward);
    at = onward;
  }
}

if (cycles.length === 0) {
  console.log(`No import cycles among ${files.length} modules.`);
} else {
  for (const component of cycles) {
    const loop = loopThrough(component).map((file) => relative(root, file));
    console.error(`Import cycle (${component.length} modules): ${loop.join(" → ")}`);
  }
  process.exit(1);
}
