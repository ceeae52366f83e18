// The client build's chunks for what every page loads (decision 032). Bundled for real with
// Rollup: the browser entry's and the root route's static imports, however deep, end in one
// shell chunk (app code) and one "framework" chunk (packages); a route's own modules and
// anything imported lazily stay out of both, so no page loads code it did not load before.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rollup, type OutputChunk } from "rollup";
import { describe, expect, it } from "vitest";
import { shellChunks } from "../../scripts/vite-shell-chunks";

const dir = mkdtempSync(join(tmpdir(), "shell-chunks-"));
const files: Record<string, string> = {
  "node_modules/fake-react/index.js": "export const render = (x) => globalThis.out = x;\n",
  "node_modules/fake-markdown/index.js": "export const md = (x) => `<p>${x}</p>`;\n",
  "app/entry.client.ts": 'import { render } from "../node_modules/fake-react/index.js";\nrender("entry");\n',
  "app/root.ts": 'import { toast } from "./toast.ts";\nexport const root = () => toast("root");\n',
  "app/toast.ts": 'import { format } from "./format.ts";\nexport const toast = (x) => format(x);\n',
  "app/format.ts": "export const format = (x) => `[${x}]`;\n",
  "app/post-card.ts": 'import { format } from "./format.ts";\nexport const postCard = (x) => format(x);\n',
  "app/dialog.ts": "export const dialog = () => 'dialog';\n",
  "app/route-a.ts": [
    'import { postCard } from "./post-card.ts";',
    'import { md } from "../node_modules/fake-markdown/index.js";',
    'export const page = () => postCard(md("a"));',
    'export const open = () => import("./dialog.ts");',
  ].join("\n"),
  "app/route-b.ts": 'import { postCard } from "./post-card.ts";\nexport const page = () => postCard("b");\n',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(dir, path, ".."), { recursive: true });
  writeFileSync(join(dir, path), text);
}
const input = ["app/entry.client.ts", "app/root.ts", "app/route-a.ts", "app/route-b.ts"].map((path) => join(dir, path));

/** The module paths (relative to the fixture) in each chunk Rollup writes, by chunk name. */
async function chunks(manualChunks?: ReturnType<typeof shellChunks>) {
  const build = await rollup({ input, logLevel: "silent" });
  const { output } = await build.generate({ format: "es", manualChunks });
  const byName: Record<string, string[]> = {};
  for (const chunk of output.filter((item): item is OutputChunk => item.type === "chunk"))
    byName[chunk.name] = Object.keys(chunk.modules)
      .map((id) => id.slice(dir.length + 1))
      .sort();
  return byName;
}

describe("shellChunks", () => {
  it("puts every module the entry and the root import, however deep, in two chunks, and nothing else", async () => {
    const plain = await chunks();
    // Rollup alone gives format.ts (shared by the root and two routes) a chunk of its own.
    expect(Object.values(plain)).toContainEqual(["app/format.ts"]);

    const shaped = await chunks(shellChunks(input[0]!, input[1]!));
    expect(shaped.shell).toEqual(["app/format.ts", "app/root.ts", "app/toast.ts"]);
    // The browser entry starts hydration as it runs: it keeps its own chunk, run where Remix imports it.
    expect(shaped["entry.client"]).toEqual(["app/entry.client.ts"]);
    const shell = shaped.shell;
    expect(shaped.framework).toEqual(["node_modules/fake-react/index.js"]);
    // A route's own modules, a package only a route uses and a lazy import stay out of both.
    const everyPage = [...shell!, ...shaped.framework!];
    for (const path of ["app/post-card.ts", "node_modules/fake-markdown/index.js", "app/dialog.ts"])
      expect(everyPage).not.toContain(path);
    expect(Object.values(shaped)).toContainEqual(["app/dialog.ts"]);
  });
});
