import type { Plugin } from "vite";

// Client builds only. Shared modules in app/lib and party/ declare their zod schemas next to the
// constants and helpers that components use. Rollup cannot tell that `z.object({...}).strict()`
// is free of side effects, so every page that imported one constant from such a module also
// shipped its schemas, and zod (about 28 KB gzipped) with them. This wraps each top-level
// `const` whose initialiser is a call or member chain (or a literal holding calls) in a pure-annotated arrow call, so a
// schema nothing on the client reads is dropped, and zod with it when no page code parses.
// The server build keeps every module as written.
type Node = { type: string; start: number; end: number; [key: string]: unknown };

const SHARED_MODULE = /\/(app\/lib|party)\/(?:[^/?]+\/)*[^/?.]+\.tsx?$/;
const WRAPPABLE = new Set(["CallExpression", "MemberExpression", "ChainExpression"]);
// An object or array literal of schemas (`const fields = { name: z.string() }`) has calls too.
const LITERAL = new Set(["ObjectExpression", "ArrayExpression"]);
const CALL = /[\w)\]]\s*\(/;

export function pureSchemas(): Plugin {
  return {
    name: "pure-schemas",
    enforce: "post",
    transform(code, id, options) {
      if (options?.ssr || !SHARED_MODULE.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (
            init &&
            (WRAPPABLE.has(init.type) || (LITERAL.has(init.type) && CALL.test(code.slice(init.start, init.end))))
          )
            inits.push(init);
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.reverse()) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
