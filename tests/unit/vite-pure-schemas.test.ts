// The client-build plugin that lets Rollup drop schemas nothing on the client reads. Bundled
// for real with Rollup: a shared module's unused schema must go, and what is used must stay.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rollup, type Plugin } from "rollup";
import { describe, expect, it } from "vitest";
import { pureSchemas } from "../../scripts/vite-pure-schemas";

const root = mkdtempSync(join(tmpdir(), "pure-schemas-"));
mkdirSync(join(root, "app/lib"), { recursive: true });
// A stand-in for zod whose calls visibly have side effects, so only the plugin can make them go.
writeFileSync(
  join(root, "app/lib/fake-zod.ts"),
  "export const z = { string() { globalThis.built = (globalThis.built ?? 0) + 1; return { kind: 'string' }; } };\n",
);
writeFileSync(
  join(root, "app/lib/shared.ts"),
  [
    'import { z } from "./fake-zod.ts";',
    'export const LABEL = "Campaign name";',
    "export const unusedSchema = z.string();",
    "export const usedSchema = z.string();",
    "export const unusedFields = { name: z.string() };",
    "export const helper = () => usedSchema;",
  ].join("\n"),
);
writeFileSync(
  join(root, "entry.ts"),
  'import { LABEL, helper } from "./app/lib/shared.ts";\nconsole.log(LABEL, helper());\n',
);

async function bundle(plugins: Plugin[]) {
  const build = await rollup({ input: join(root, "entry.ts"), plugins, logLevel: "silent" });
  const { output } = await build.generate({ format: "es" });
  return output[0].code;
}

describe("pureSchemas", () => {
  it("drops top-level schemas the client never reads and keeps the ones it does", async () => {
    const plain = await bundle([]);
    expect(plain.match(/z\.string\(\)/g)).toHaveLength(3); // Rollup alone must keep every call

    const code = await bundle([pureSchemas() as Plugin]);
    expect(code).toContain("Campaign name");
    expect(code.match(/z\.string\(\)/g)).toHaveLength(1); // usedSchema only
    expect(code).not.toContain("unusedFields");
  });

  it("leaves the server build and modules outside app/lib and party alone", () => {
    const plugin = pureSchemas();
    const transform = plugin.transform as (
      this: unknown,
      code: string,
      id: string,
      options?: { ssr?: boolean },
    ) => unknown;
    const context = { parse: () => ({ body: [] }) };
    expect(transform.call(context, "export const a = z.string();", "/w/app/lib/ads.ts", { ssr: true })).toBeNull();
    expect(transform.call(context, "export const a = z.string();", "/w/app/routes/ads.tsx")).toBeNull();
    expect(transform.call(context, "export const a = z.string();", "/w/app/server/auth.server.ts")).toBeNull();
  });
});
