// Builds docs/api.md from the endpoint modules in app/api/ and the zod schemas they parse with.
// Shared by scripts/api-docs.ts (which writes or checks the file) and the unit test that fails
// when the file is stale. The endpoint modules are read with the TypeScript parser, not run:
// some import what loads only in the Worker (`cloudflare:` modules). Only the schemas are run.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as prettier from "prettier";
import ts from "typescript";
import { z } from "zod";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const API_DOCS_PATH = join(ROOT, "docs/api.md");
const API_FOLDER = join(ROOT, "app/api");

/** The helpers in app/server that parse a request's parts with a schema (their first argument). */
const PARSERS: Record<string, { part: Part; optional?: boolean }> = {
  parseParams: { part: "params" },
  parseQuery: { part: "query" },
  parseJsonBody: { part: "body" },
  parseOptionalJsonBody: { part: "body", optional: true },
};
type Part = "params" | "query" | "body";
const PART_TITLES: Record<Part, string> = { params: "Path parameters", query: "Query", body: "JSON body" };
const HTTP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/** `only`/`not`: the methods a parse is limited to, by the `request.method` checks around it. */
type Parse = { part: Part; optional: boolean; file: string; schema: ts.Expression; only?: string[]; not: string[] };
type Handler = { stub: boolean; methods: string[]; docs: string[]; parses: Parse[] };
type Endpoint = { path: string; file: string; handlers: Handler[] };

// ---------------------------------------------------------------------------------------------
// Reading the source

const sources = new Map<string, ts.SourceFile>();
function sourceOf(file: string): ts.SourceFile {
  let source = sources.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    sources.set(file, source);
  }
  return source;
}

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** A project module's file, as tsconfig's `~/*` path and relative imports name it; undefined for a package. */
function resolveModule(specifier: string, fromFile: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = join(ROOT, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(fromFile), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find(isFile);
}

type Binding =
  | { kind: "import"; specifier: string; file: string | undefined; name: string }
  | { kind: "local"; file: string; node: ts.VariableDeclaration | ts.FunctionDeclaration };

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** What a top-level name in a module is bound to: an import or a declaration of its own. */
function findBinding(file: string, name: string): Binding | undefined {
  for (const statement of sourceOf(file).statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier.text;
      const target = resolveModule(specifier, file);
      if (clause.name?.text === name) return { kind: "import", specifier, file: target, name: "default" };
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings) && bindings.name.text === name)
        return { kind: "import", specifier, file: target, name: "*" };
      if (bindings && ts.isNamedImports(bindings)) {
        const element = bindings.elements.find((e) => e.name.text === name && !e.isTypeOnly);
        if (element)
          return { kind: "import", specifier, file: target, name: (element.propertyName ?? element.name).text };
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
          return { kind: "local", file, node: declaration };
    } else if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
      return { kind: "local", file, node: statement };
    }
  }
  return undefined;
}

/** Where an exported name is declared, following `export { x } from` and `export * from`. */
function resolveExport(file: string, name: string, seen = new Set<string>()): Binding | undefined {
  if (seen.has(`${file}#${name}`)) return undefined;
  seen.add(`${file}#${name}`);
  for (const statement of sourceOf(file).statements) {
    if (hasExport(statement) && ts.isFunctionDeclaration(statement) && statement.name?.text === name)
      return { kind: "local", file, node: statement };
    if (hasExport(statement) && ts.isVariableStatement(statement)) {
      const declaration = statement.declarationList.declarations.find((d) => d.name.getText() === name);
      if (declaration) return { kind: "local", file, node: declaration };
    }
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const specifier =
      statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    const target = specifier === undefined ? undefined : resolveModule(specifier, file);
    const clause = statement.exportClause;
    if (!clause) {
      const found = target && resolveExport(target, name, seen);
      if (found) return found;
    } else if (ts.isNamedExports(clause)) {
      const element = clause.elements.find((e) => e.name.text === name);
      if (!element) continue;
      const local = (element.propertyName ?? element.name).text;
      if (specifier === undefined) return followImport(findBinding(file, local), seen);
      return target
        ? (resolveExport(target, local, seen) ?? { kind: "import", specifier, file: target, name: local })
        : { kind: "import", specifier, file: undefined, name: local };
    }
  }
  return undefined;
}

/** An imported binding traced to its declaring module, where the source says. */
function followImport(binding: Binding | undefined, seen = new Set<string>()): Binding | undefined {
  if (binding?.kind !== "import" || !binding.file || binding.name === "*" || binding.name === "default") return binding;
  return resolveExport(binding.file, binding.name, seen) ?? binding;
}

const rel = (file: string) => relative(ROOT, file).split("\\").join("/");

// ---------------------------------------------------------------------------------------------
// Running the schemas

const modules = new Map<string, Promise<Record<string, unknown>>>();
function importModule(fileOrPackage: string): Promise<Record<string, unknown>> {
  let loaded = modules.get(fileOrPackage);
  if (!loaded) {
    const url = fileOrPackage.startsWith("/") ? pathToFileURL(fileOrPackage).href : fileOrPackage;
    loaded = import(url) as Promise<Record<string, unknown>>;
    modules.set(fileOrPackage, loaded);
  }
  return loaded;
}

/** A binding's value: an import is loaded; a module's own const is worked out from its source. */
async function valueOf(binding: Binding, stack: ts.Node[] = []): Promise<unknown> {
  if (binding.kind === "import") {
    const module = await importModule(binding.file ?? binding.specifier);
    return binding.name === "*" ? module : module[binding.name];
  }
  const node = binding.node;
  if (ts.isFunctionDeclaration(node)) return evaluate(binding.file, node, stack);
  if (!node.initializer) throw new Error(`${node.name.getText()} has no value`);
  return evaluate(binding.file, node.initializer, stack);
}

/** The names an expression reads (not property names, object keys or the names it declares). */
function freeNames(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (child: ts.Node) => {
    if (ts.isIdentifier(child)) {
      const parent = child.parent;
      const named =
        ts.isPropertyAccessExpression(parent) ||
        ts.isPropertyAssignment(parent) ||
        ts.isMethodDeclaration(parent) ||
        ts.isFunctionDeclaration(parent) ||
        ts.isFunctionExpression(parent) ||
        ts.isVariableDeclaration(parent) ||
        ts.isParameter(parent) ||
        ts.isBindingElement(parent);
      if (!(named && parent.name === child)) names.add(child.text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

const evaluated = new Map<ts.Node, Promise<unknown>>();
/**
 * An expression from a module's source (`groupUserParams.extend({ … })`, a schema built inline)
 * evaluated with the module's own imports and consts in scope: such a schema is not exported,
 * so it cannot be imported, only rebuilt the way the module builds it.
 */
function evaluate(file: string, node: ts.Expression | ts.FunctionDeclaration, stack: ts.Node[] = []) {
  // A const built from itself (through others) would wait on its own result for ever.
  if (stack.includes(node)) return Promise.reject(new Error("it is defined in terms of itself"));
  let result = evaluated.get(node);
  if (!result) {
    result = (async () => {
      const names: string[] = [];
      const values: unknown[] = [];
      for (const name of freeNames(node)) {
        const binding = findBinding(file, name);
        // A name with no top-level binding is a parameter of a callback, or a global.
        if (!binding) continue;
        names.push(name);
        values.push(await valueOf(binding, [...stack, node]));
      }
      const text = ts.isFunctionDeclaration(node) ? node.getText() : `(${node.getText()})`;
      const js = ts.transpileModule(text, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
      const body = ts.isFunctionDeclaration(node) ? `${js}\nreturn ${node.name?.text};` : `return ${js}`;
      return new Function(...names, body)(...values) as unknown;
    })();
    evaluated.set(node, result);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Reading the handlers

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/** An exported `loader` or `action`, as a function declaration or a const holding a function. */
function findHandler(file: string, kind: "loader" | "action"): { fn: FunctionLike; docNode: ts.Node } | undefined {
  for (const statement of sourceOf(file).statements) {
    if (!hasExport(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === kind && statement.body)
      return { fn: statement, docNode: statement };
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && declaration.name.text === kind && init && isFunctionLike(init))
          return { fn: init, docNode: declaration };
      }
  }
  return undefined;
}

const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node);

/** A function bound to a name, in this module or one it imports from the project. */
function functionOf(binding: Binding | undefined): { file: string; fn: FunctionLike } | undefined {
  const declared = followImport(binding);
  if (declared?.kind !== "local") return undefined;
  const node = declared.node;
  if (ts.isFunctionDeclaration(node)) return node.body ? { file: declared.file, fn: node } : undefined;
  return node.initializer && isFunctionLike(node.initializer)
    ? { file: declared.file, fn: node.initializer }
    : undefined;
}

/** The JSDoc text above a declaration, one paragraph per comment. */
function docsOf(node: ts.Node): string[] {
  return ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => (ts.getTextOfJSDocComment(doc.comment) ?? "").replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

/** Only a 405: `return jsonError(405, …)` or `allowMethods(…)`, so the method is not served. */
function isStub(fn: FunctionLike): boolean {
  const isRefusal = (node: ts.Node | undefined) => {
    if (!node || !ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return false;
    const [first] = node.arguments;
    if (node.expression.text === "allowMethods") return true;
    return node.expression.text === "jsonError" && !!first && ts.isNumericLiteral(first) && first.text === "405";
  };
  const body = fn.body;
  if (!body) return false;
  if (!ts.isBlock(body)) return isRefusal(body);
  const [only, ...rest] = body.statements;
  return rest.length === 0 && !!only && ts.isReturnStatement(only) && isRefusal(only.expression);
}

/** `allowed`: from `allowMethods`; `guarded`: from `if (method !== "PUT" && …) return …`. */
type Scan = { allowed: string[]; guarded: string[]; parses: Parse[]; docs: string[] };

/**
 * Walks a handler for the schemas it parses with and the methods it allows. A call that hands
 * on the handler's whole argument (`connectionAction(args, "like")`) is followed into the
 * function it calls, here or in another module; its doc comment stands in when the handler has none.
 */
function scan(file: string, fn: FunctionLike, into: Scan, seen = new Set<FunctionLike>()) {
  if (seen.has(fn)) return;
  seen.add(fn);
  const [first] = fn.parameters;
  const argsName = first && ts.isIdentifier(first.name) ? first.name.text : undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      const parser = PARSERS[callee];
      const [schemaArg, second] = node.arguments;
      if (parser && schemaArg) {
        into.parses.push({
          part: parser.part,
          optional: parser.optional ?? false,
          file,
          schema: laterSchema(node, schemaArg),
          ...methodsAt(node),
        });
      } else if (callee === "allowMethods" && second && ts.isArrayLiteralExpression(second)) {
        for (const element of second.elements) if (ts.isStringLiteral(element)) into.allowed.push(element.text);
      } else if (argsName && node.arguments.some((arg) => ts.isIdentifier(arg) && arg.text === argsName)) {
        const called = functionOf(findBinding(file, callee));
        if (called) {
          const before = into.parses.length;
          scan(called.file, called.fn, into, seen);
          // The method checks around the call hold for what the called function parses.
          const around = methodsAt(node);
          for (const parse of into.parses.slice(before)) {
            const only = around.only;
            if (only) parse.only = (parse.only ?? only).filter((method) => only.includes(method));
            parse.not.push(...around.not);
          }
          into.docs.push(...docsOf(ts.isFunctionDeclaration(called.fn) ? called.fn : called.fn.parent));
        }
      }
    }
    // A handler that turns other methods away itself.
    const test = ts.isIfStatement(node) && exits(node.thenStatement) ? methodTest(node.expression) : undefined;
    if (test && !test.in) into.guarded.push(...test.methods);
    ts.forEachChild(node, visit);
  };
  if (fn.body) visit(fn.body);
}

/** A condition on the method: true exactly when the method is (`in`) or is not (`!in`) one of `methods`. */
function methodTest(node: ts.Expression): { in: boolean; methods: string[] } | undefined {
  if (ts.isParenthesizedExpression(node)) return methodTest(node.expression);
  if (!ts.isBinaryExpression(node)) return undefined;
  const op = node.operatorToken.kind;
  if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.AmpersandAmpersandToken) {
    const [left, right] = [methodTest(node.left), methodTest(node.right)];
    // `a === X || a === Y` is "in"; `a !== X && a !== Y` is "not in".
    const wanted = op === ts.SyntaxKind.BarBarToken;
    if (left?.in === wanted && right?.in === wanted)
      return { in: wanted, methods: [...left.methods, ...right.methods] };
    return undefined;
  }
  if (op !== ts.SyntaxKind.EqualsEqualsEqualsToken && op !== ts.SyntaxKind.ExclamationEqualsEqualsToken)
    return undefined;
  const literal = [node.left, node.right].find(ts.isStringLiteral);
  const other = literal === node.left ? node.right : node.left;
  const readsMethod =
    (ts.isIdentifier(other) && other.text === "method") ||
    (ts.isPropertyAccessExpression(other) && other.name.text === "method");
  if (!literal || !readsMethod || !HTTP_METHODS.has(literal.text)) return undefined;
  return { in: op === ts.SyntaxKind.EqualsEqualsEqualsToken, methods: [literal.text] };
}

/** Whether a statement always leaves the function (a `return` or `throw`, or a block ending in one). */
function exits(statement: ts.Statement): boolean {
  if (ts.isReturnStatement(statement) || ts.isThrowStatement(statement)) return true;
  const last = ts.isBlock(statement) ? statement.statements.at(-1) : undefined;
  return last !== undefined && exits(last);
}

/**
 * The methods a node runs for, from the `if`s on the method around and before it: the JSON body
 * parsed after `if (request.method === "DELETE") return …` is for the other methods only.
 */
function methodsAt(node: ts.Node): { only?: string[]; not: string[] } {
  let only: string[] | undefined;
  const not: string[] = [];
  const limit = (test: { in: boolean; methods: string[] }, holds: boolean) => {
    if (test.in === holds) only = only ? only.filter((m) => test.methods.includes(m)) : [...test.methods];
    else not.push(...test.methods);
  };
  for (
    let child = node, parent = node.parent;
    parent && !isFunctionLike(parent);
    child = parent, parent = parent.parent
  ) {
    if (ts.isIfStatement(parent) && child !== parent.expression) {
      const test = methodTest(parent.expression);
      if (test) limit(test, child === parent.thenStatement);
    }
    if (ts.isBlock(parent) || ts.isSourceFile(parent)) {
      for (const earlier of parent.statements.slice(0, parent.statements.indexOf(child as ts.Statement))) {
        if (!ts.isIfStatement(earlier) || earlier.elseStatement || !exits(earlier.thenStatement)) continue;
        const test = methodTest(earlier.expression);
        if (test) limit(test, false);
      }
    }
  }
  return { only, not };
}

/**
 * The schema that decides: a body read as `z.unknown()` and then checked with
 * `createRoomSchema.safeParse(…)` is documented as `createRoomSchema`.
 */
function laterSchema(call: ts.CallExpression, schemaArg: ts.Expression): ts.Expression {
  const isAnything =
    ts.isCallExpression(schemaArg) &&
    ts.isPropertyAccessExpression(schemaArg.expression) &&
    ["unknown", "any"].includes(schemaArg.expression.name.text);
  if (!isAnything) return schemaArg;
  let node: ts.Node = call;
  while (ts.isAwaitExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const outer = node.parent;
  if (
    ts.isCallExpression(outer) &&
    outer.arguments[0] === node &&
    ts.isPropertyAccessExpression(outer.expression) &&
    ["parse", "safeParse", "parseAsync", "safeParseAsync"].includes(outer.expression.name.text)
  )
    return outer.expression.expression;
  return schemaArg;
}

function readHandler(file: string, kind: "loader" | "action"): Handler | undefined {
  const found = findHandler(file, kind);
  if (!found) return undefined;
  const docs = docsOf(found.docNode);
  if (isStub(found.fn)) return { stub: true, methods: [], docs, parses: [] };
  const into: Scan = { allowed: [], guarded: [], parses: [], docs: [] };
  scan(file, found.fn, into);
  let methods: string[];
  if (kind === "loader") methods = ["GET"];
  else if (into.allowed.length) methods = into.allowed;
  else if (into.guarded.length) methods = into.guarded.filter((method) => method !== "GET" && method !== "HEAD");
  // An action that never names a method answers every one but GET and HEAD.
  else methods = ["POST", "PUT", "PATCH", "DELETE"];
  return {
    stub: false,
    methods: orderMethods(methods),
    docs: unique(docs.length ? docs : into.docs),
    parses: into.parses,
  };
}

const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const orderMethods = (methods: string[]) =>
  unique(methods).sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
const unique = <T>(items: T[]) => [...new Set(items)];

/** Every endpoint module, named as Remix names routes, as app/api/endpoints.server.ts reads them. */
function readEndpoints(): Endpoint[] {
  return readdirSync(API_FOLDER)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".server.ts"))
    .map((name) => {
      const file = join(API_FOLDER, name);
      const segments = name.slice(0, -".ts".length).split(".");
      const path = `/api/${segments.map((part) => (part.startsWith("$") ? `:${part.slice(1)}` : part)).join("/")}`;
      const handlers = [readHandler(file, "loader"), readHandler(file, "action")].filter(
        (handler): handler is Handler => handler !== undefined,
      );
      return { path, file, handlers };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------
// The schemas, as JSON Schema

type Check = { kind: "custom" | "regex"; message?: string };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  "x-checks"?: Check[];
};

type ResolvedSchema = {
  /** One table per schema per endpoint: handlers that parse the same schema share it. */
  key: string;
  label: string;
  /** The module that declares it, or the endpoint's own module for a schema built there. */
  origin: string | undefined;
  input?: JsonSchema;
  output?: JsonSchema;
  problem?: string;
};

const isZodSchema = (value: unknown): value is z.ZodType =>
  typeof value === "object" && value !== null && "_zod" in value;

/** Source text on one line: `z\n  .object({ … })\n  .strict()` reads as `z.object({ … }).strict()`. */
const oneLine = (text: string) =>
  text
    .replace(/\s*\n\s*\./g, ".")
    .replace(/([([{])\s*\n\s*/g, "$1 ")
    .replace(/,?\s*\n\s*([)\]}])/g, " $1")
    .replace(/\s*\n\s*/g, " ")
    .replace(/([([]) /g, "$1")
    .replace(/ ([)\]])/g, "$1");

async function resolveSchema(parse: Parse): Promise<ResolvedSchema> {
  const expression = parse.schema;
  const label = oneLine(expression.getText());
  let key = `${parse.file}#${label}`;
  let origin: string | undefined = parse.file;
  let value: unknown;
  try {
    if (ts.isIdentifier(expression)) {
      const binding = findBinding(parse.file, expression.text);
      if (!binding) return { key, label, origin: undefined, problem: "neither declared nor imported in the module" };
      if (binding.kind === "import") {
        const { file, name, specifier } = binding;
        if (file && name !== "*" && name !== "default" && !resolveExport(file, name))
          return { key, label, origin: undefined, problem: `${code(rel(file))} does not export it` };
        const declared = followImport(binding);
        origin = declared?.file;
        key = `${origin ?? specifier}#${declared?.kind === "local" ? declared.node.name?.getText() : name}`;
        if (!origin) return { key, label, origin, problem: `imported from the package ${code(specifier)}` };
      }
      value = await valueOf(binding);
    } else {
      value = await evaluate(parse.file, expression);
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message.split(ROOT).join("") : String(error);
    return { key, label, origin, problem: `could not be loaded: ${reason}` };
  }
  if (!isZodSchema(value)) return { key, label, origin, problem: "not a zod schema" };
  let input: JsonSchema;
  try {
    input = toJson(value, "input");
  } catch (error) {
    return { key, label, origin, problem: `no JSON Schema: ${error instanceof Error ? error.message : error}` };
  }
  // The output only adds the bounds of values converted from text; without it they are left out.
  let output: JsonSchema | undefined;
  try {
    output = toJson(value, "output");
  } catch {
    output = undefined;
  }
  return { key, label, origin, input, output };
}

/** zod's JSON Schema, keeping as `x-checks` the messages of refinements (which it cannot express) and regexes. */
function toJson(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const checks: Check[] = [];
      for (const check of (zodSchema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? []) {
        const def = check._zod.def as { check: string; format?: string; error?: () => unknown };
        const kind = def.check === "custom" ? "custom" : def.format === "regex" ? "regex" : undefined;
        if (!kind) continue;
        let message: unknown;
        try {
          // A fixed message is a function of nothing; one that reads the issue has none to give.
          message = def.error?.();
        } catch {
          message = undefined;
        }
        checks.push(typeof message === "string" ? { kind, message } : { kind });
      }
      if (checks.length) (jsonSchema as JsonSchema)["x-checks"] = checks;
    },
  }) as JsonSchema;
}

// ---------------------------------------------------------------------------------------------
// Markdown

/** Inline code, fenced past any backticks inside. */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = "`".repeat(longest + 1);
  return longest ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

const json = (value: unknown) => code(JSON.stringify(value));

function span(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  const noun = (n: number) => (n === 1 ? unit.replace(/s$/, "") : unit);
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${min} ${noun(min)}` : `${min} to ${max} ${unit}`;
  if (max !== undefined) return `at most ${max} ${noun(max)}`;
  if (min !== undefined) return `at least ${min} ${noun(min)}`;
  return undefined;
}

/** A number's bounds; the ±2^53 that zod gives every `.int()` says nothing and is left out. */
function numberSpan(s: JsonSchema): string | undefined {
  const real = (n: number | undefined) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
  let [min, max, above, below] = [real(s.minimum), real(s.maximum), real(s.exclusiveMinimum), real(s.exclusiveMaximum)];
  // Whole numbers: "more than 0" is "at least 1".
  if (s.type === "integer" && min === undefined && above !== undefined) [min, above] = [above + 1, undefined];
  if (s.type === "integer" && max === undefined && below !== undefined) [max, below] = [below - 1, undefined];
  const lower = min !== undefined ? `at least ${min}` : above !== undefined ? `more than ${above}` : undefined;
  const upper = max !== undefined ? `at most ${max}` : below !== undefined ? `less than ${below}` : undefined;
  if (min !== undefined && max !== undefined) return `${min} to ${max}`;
  return [lower, upper].filter(Boolean).join(", ") || undefined;
}

const FORMATS: Record<string, string> = {
  "date-time": "a date and time (ISO 8601)",
  date: "a date (YYYY-MM-DD)",
  time: "a time of day",
  uri: "a URL",
  email: "an email address",
  uuid: "a UUID",
};

/** Error messages, quoted, without a closing full stop of their own. */
const quoted = (messages: string[]) => messages.map((message) => `"${message.replace(/\.$/, "")}"`).join(", ");

function checkDetails(s: JsonSchema): string[] {
  const custom = (s["x-checks"] ?? []).filter((check) => check.kind === "custom");
  const messages = custom.flatMap((check) => (check.message ? [check.message] : []));
  const details = messages.length
    ? [`${messages.length > 1 ? "further checks" : "further check"}: ${quoted(messages)}`]
    : [];
  if (custom.length > messages.length) details.push("further checks in code");
  return details;
}

/** What a schema allows, apart from its type: enum values, lengths, bounds, formats, defaults. */
function details(s: JsonSchema): string[] {
  const found: string[] = [];
  if (s.enum) found.push(`one of ${s.enum.map((value) => json(value)).join(", ")}`);
  const chars = span(s.minLength || undefined, s.maxLength, "characters");
  if (chars) found.push(chars);
  const bounds = numberSpan(s);
  if (bounds) found.push(bounds);
  if (s.multipleOf !== undefined) found.push(`a multiple of ${s.multipleOf}`);
  if (s.format) found.push(FORMATS[s.format] ?? `format ${code(s.format)}`);
  else if (s.pattern) {
    const message = s["x-checks"]?.find((check) => check.kind === "regex" && check.message)?.message;
    found.push(message ? `${message} (${code(s.pattern)})` : `matches ${code(s.pattern)}`);
  }
  found.push(...checkDetails(s));
  if (s.default !== undefined) found.push(`default ${json(s.default)}`);
  if (s.description) found.push(s.description);
  return found;
}

/** A schema with its `$ref` looked up, and an intersection's objects (`allOf`) read as one. */
function deref(s: JsonSchema, root: JsonSchema): JsonSchema {
  const name = s.$ref?.match(/^#\/\$defs\/(.+)$/)?.[1];
  const target = name === undefined ? undefined : root.$defs?.[name];
  const found = target ? { ...target, ...s, $ref: undefined } : s;
  if (!found.allOf) return found;
  const parts = found.allOf.map((part) => deref(part, root));
  return {
    ...found,
    allOf: undefined,
    type: "object",
    properties: Object.assign({}, found.properties, ...parts.map((part) => part.properties)),
    required: unique([...(found.required ?? []), ...parts.flatMap((part) => part.required ?? [])]),
  };
}

const optionsOf = (s: JsonSchema) => s.anyOf ?? s.oneOf;
const isNull = (s: JsonSchema) => s.type === "null";

type Described = { type: string; details: string[] };

function describe(raw: JsonSchema, root: JsonSchema): Described {
  const s = deref(raw, root);
  const options = optionsOf(s);
  if (options) {
    const flat = options.flatMap((option) => {
      const inner = deref(option, root);
      return optionsOf(inner) && !inner.default && !inner["x-checks"] ? optionsOf(inner)! : [inner];
    });
    const parts = flat.filter((option) => !isNull(option)).map((option) => describe(option, root));
    const nullable = flat.some(isNull);
    const type = [...unique(parts.map((part) => part.type)), ...(nullable ? ["null"] : [])].join(" or ");
    const withDetails = parts.filter((part) => part.details.length);
    const inner =
      withDetails.length <= 1
        ? (withDetails[0]?.details ?? [])
        : withDetails.map((part) => `${part.type}: ${part.details.join(", ")}`);
    return { type, details: [...inner, ...details({ ...s, anyOf: undefined, oneOf: undefined })] };
  }
  if (s.const !== undefined) return { type: json(s.const), details: details(s) };
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return { type: types.join(" or "), details: details(s) };
  const [type] = types;
  if (type === "array") {
    if (s.prefixItems) {
      const items = s.prefixItems.map((item) => describe(item, root).type);
      return { type: `array: [${items.join(", ")}]`, details: details(s) };
    }
    const item = s.items ? describe(s.items, root) : { type: "any", details: [] };
    const count = span(s.minItems || undefined, s.maxItems, "items");
    const each = item.details.length ? [`each ${item.details.join(", ")}`] : [];
    const itemType = item.type === "object" ? "objects" : item.type;
    return { type: `array of ${itemType}`, details: [...(count ? [count] : []), ...each, ...details(s)] };
  }
  if (type === "object" && !s.properties) {
    const keys = s.propertyNames ? describe(s.propertyNames, root) : undefined;
    const values = typeof s.additionalProperties === "object" ? describe(s.additionalProperties, root) : undefined;
    const record = [
      ...(keys ? [`keys: ${[keys.type, ...keys.details].join(", ")}`] : []),
      ...(values ? [`values: ${[values.type, ...values.details].join(", ")}`] : []),
    ];
    return { type: "object", details: [...record, ...details(s)] };
  }
  return { type: type ?? "any", details: details(s) };
}

/** The object a field holds, if it holds one (or a list of them), for its fields' own rows. */
function nestedObject(raw: JsonSchema, root: JsonSchema): { schema: JsonSchema; suffix: string } | undefined {
  const s = deref(raw, root);
  const options = optionsOf(s)?.filter((option) => !isNull(option));
  if (options?.length === 1) return nestedObject(options[0]!, root);
  if (s.properties) return { schema: s, suffix: "." };
  if (s.type === "array" && s.items) {
    const items = nestedObject(s.items, root);
    return items && { schema: items.schema, suffix: `[]${items.suffix}` };
  }
  return undefined;
}

type Row = { field: string; type: string; required: boolean; details: string[] };

function rows(s: JsonSchema, output: JsonSchema | undefined, root: JsonSchema, prefix = ""): Row[] {
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties ?? {}).flatMap(([name, property]) => {
    const described = describe(property, root);
    // A query value arrives as text and becomes a number: its bounds are on the number.
    const after = output?.properties?.[name];
    const converted =
      after &&
      typeof after.type === "string" &&
      ["integer", "number"].includes(after.type) &&
      described.type === "string"
        ? numberSpan(after)
        : undefined;
    const row: Row = {
      field: prefix + name,
      type: described.type,
      required: required.has(name),
      details: converted ? [...described.details, `as a number, ${converted}`] : described.details,
    };
    const nested = nestedObject(property, root);
    const afterNested = after && nestedObject(after, output!);
    return [row, ...(nested ? rows(nested.schema, afterNested?.schema, root, prefix + name + nested.suffix) : [])];
  });
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function table(s: JsonSchema, output: JsonSchema | undefined, root: JsonSchema): string {
  const body = rows(s, output, root).map((row) =>
    [code(row.field), row.type, row.required ? "yes" : "no", row.details.join("; ")].map(cell),
  );
  const lines = [["Field", "Type", "Required", "Rules"], ["---", "---", "---", "---"], ...body];
  return lines.map((line) => `| ${line.join(" | ")} |`).join("\n");
}

/** One schema's fields, with what it refuses besides. */
function renderSchema(resolved: ResolvedSchema, part: Part): string[] {
  const input = resolved.input;
  if (!input) return [];
  const root = input;
  const s = deref(input, root);
  const options = optionsOf(s);
  if (options && options.every((option) => deref(option, root).properties)) {
    const outputs = resolved.output && optionsOf(deref(resolved.output, resolved.output));
    return [
      "One of these shapes:",
      ...options.flatMap((option, index) => [
        `Shape ${index + 1}:`,
        ...objectBlocks(deref(option, root), outputs?.[index], root, part),
      ]),
      ...objectNotes(s, part),
    ];
  }
  if (s.properties || s.type === "object") return objectBlocks(s, resolved.output, root, part);
  const described = describe(s, root);
  if (described.type === "any") return ["Any JSON value."];
  return [`A JSON ${described.type}${described.details.length ? `: ${described.details.join("; ")}` : ""}.`];
}

function objectBlocks(s: JsonSchema, output: JsonSchema | undefined, root: JsonSchema, part: Part): string[] {
  const blocks = Object.keys(s.properties ?? {}).length ? [table(s, output, root)] : ["No fields."];
  return [...blocks, ...objectNotes(s, part)];
}

function objectNotes(s: JsonSchema, part: Part): string[] {
  const notes: string[] = [];
  if (s.additionalProperties === false && part !== "params")
    notes.push(part === "query" ? "Any other query parameter is refused." : "Any other field is refused.");
  const custom = (s["x-checks"] ?? []).filter((check) => check.kind === "custom");
  const messages = custom.flatMap((check) => (check.message ? [check.message] : []));
  if (messages.length) notes.push(`Further ${messages.length > 1 ? "checks" : "check"}: ${quoted(messages)}.`);
  if (custom.length > messages.length) notes.push("More rules across fields are checked in code: see the schema.");
  return notes.length ? [notes.join(" ")] : [];
}

// ---------------------------------------------------------------------------------------------
// The page

/** A doc comment as prose: references to the spec, issues and decisions are for the code's readers. */
function cleanDoc(text: string): string {
  return text
    .replace(/\s*\((?:spec )?(?:doc|issue|decision)s? \d[^()]*\)/gi, "")
    .split(/(`[^`]*`)/)
    .map((piece, index) => (index % 2 ? piece : piece.replace(/</g, "\\<")))
    .join("");
}

const link = (file: string) => `[${code(rel(file))}](../${rel(file)})`;

/** Schemas that could not be documented, named on the page and reported by the script. */
type Unresolved = string[];

const resolvedSchemas = new Map<Parse, Promise<ResolvedSchema>>();
const resolveOnce = (parse: Parse) => {
  let resolved = resolvedSchemas.get(parse);
  if (!resolved) resolvedSchemas.set(parse, (resolved = resolveSchema(parse)));
  return resolved;
};

/** "**JSON body** (PATCH): `updatePostSchema` from …", then its fields. */
async function schemaBlocks(parse: Parse, path: string, unresolved: Unresolved, forMethods?: string[]) {
  const resolved = await resolveOnce(parse);
  const title = `**${PART_TITLES[parse.part]}**${forMethods ? ` (${forMethods.join(", ")})` : ""}: ${code(resolved.label)}`;
  let line: string;
  if (resolved.problem) {
    line = `${title} (not documented here: ${resolved.problem}).`;
    unresolved.push(`${path} ${PART_TITLES[parse.part].toLowerCase()} ${resolved.label}: ${resolved.problem}`);
  } else if (resolved.origin && resolved.origin !== parse.file) line = `${title} from ${link(resolved.origin)}.`;
  else line = `${title}, built in the endpoint's module.`;
  if (parse.optional) line += " The body may be left out: a request with no body and no `Content-Type` reads as `{}`.";
  return [line, ...renderSchema(resolved, parse.part)];
}

/** The handler's methods a parse runs for. */
const methodsOf = (parse: Parse, handler: Handler) =>
  handler.methods.filter((method) => (!parse.only || parse.only.includes(method)) && !parse.not.includes(method));

const PART_ORDER: Part[] = ["params", "query", "body"];
const byPart = (a: Parse, b: Parse) => PART_ORDER.indexOf(a.part) - PART_ORDER.indexOf(b.part);

async function renderEndpoint(endpoint: Endpoint, unresolved: Unresolved): Promise<string[]> {
  const served = endpoint.handlers.filter((handler) => !handler.stub);
  const methods = served.flatMap((handler) => handler.methods);
  const blocks = [
    `### ${code(endpoint.path)}`,
    `${link(endpoint.file)} answers ${methods.length ? methods.join(", ") : "no method"}.`,
  ];
  // Path parameters belong to the path: when every handler parses them alike, they are listed once.
  const paramKeys = await Promise.all(
    served.map(async (handler) => {
      const params = handler.parses.filter((parse) => parse.part === "params");
      return params.length === 1 ? (await resolveOnce(params[0]!)).key : undefined;
    }),
  );
  const shared = paramKeys.length > 0 && paramKeys.every((key) => key !== undefined && key === paramKeys[0]);
  const sharedParams = shared ? served[0]!.parses.find((parse) => parse.part === "params") : undefined;
  if (sharedParams) blocks.push(...(await schemaBlocks(sharedParams, endpoint.path, unresolved)));
  const shownDocs = new Set<string>();
  for (const handler of served) {
    blocks.push(`#### ${handler.methods.join(", ")}`);
    for (const doc of handler.docs.map(cleanDoc)) if (!shownDocs.has(doc)) blocks.push(doc);
    for (const doc of handler.docs.map(cleanDoc)) shownDocs.add(doc);
    const parses = handler.parses.filter((parse) => !(shared && parse.part === "params")).sort(byPart);
    for (const parse of parses) {
      const some = methodsOf(parse, handler);
      const limited = some.length > 0 && some.length < handler.methods.length;
      blocks.push(...(await schemaBlocks(parse, endpoint.path, unresolved, limited ? some : undefined)));
    }
    const reading = handler.parses.filter((parse) => parse.part !== "params").flatMap((p) => methodsOf(p, handler));
    const bare = handler.methods.filter((method) => !reading.includes(method));
    if (bare.length === handler.methods.length) blocks.push("Takes no query and no body.");
    else if (bare.length)
      blocks.push(`${bare.join(" and ")} ${bare.length > 1 ? "take" : "takes"} no query and no body.`);
  }
  return blocks;
}

const HEADER = `# API reference

<!-- Generated by scripts/api-docs.ts from app/api/ and its zod schemas: run \`npm run docs:api\` rather than editing. -->

Every JSON endpoint under \`/api\`, from its module in \`app/api/\`: the methods it answers, its handler's doc
comment, and the fields of each zod schema it parses its path parameters, query and body with.
\`npm run docs:api\` writes this page from the source (\`scripts/api-docs.ts\`), and
\`tests/unit/api-docs.test.ts\` fails when it is out of date.

Errors, status codes, body limits and rate limits are the same for every endpoint: see
[API conventions](api-conventions.md). A method an endpoint does not list answers 405 with a JSON error.

Path parameters and query values arrive as text, so most are strings here; one read as a number gives its bounds
"as a number". A rule zod cannot state as a type (a refinement) is named by its error message, where it has a
fixed one.`;

/** The page, formatted as Prettier formats Markdown here, and the schemas it could not document. */
export async function generateApiDocs(): Promise<{ markdown: string; unresolved: string[] }> {
  const endpoints = readEndpoints();
  const unresolved: Unresolved = [];
  const summary = [
    "| Path | Methods |",
    "| --- | --- |",
    ...endpoints.map((endpoint) => {
      const methods = endpoint.handlers.filter((handler) => !handler.stub).flatMap((handler) => handler.methods);
      return `| ${code(endpoint.path)} | ${methods.join(", ")} |`;
    }),
  ].join("\n");
  const blocks = [HEADER, "## Endpoints", summary];
  let area: string | undefined;
  for (const endpoint of endpoints) {
    // Grouped by the path's first segment: `/api/posts/:id/like` is under posts.
    const first = endpoint.path.split("/")[2]!;
    if (first !== area) blocks.push(`## ${first}`);
    area = first;
    blocks.push(...(await renderEndpoint(endpoint, unresolved)));
  }
  const config = (await prettier.resolveConfig(API_DOCS_PATH)) ?? {};
  const markdown = await prettier.format(blocks.join("\n\n") + "\n", { ...config, parser: "markdown" });
  return { markdown, unresolved };
}
