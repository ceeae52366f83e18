// The import boundaries in eslint.config.js fail the build: each forbidden import below is
// reported, and the same import from the layer allowed to make it is not.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("layer rules", () => {
  it.each([
    ["app/routes/example.tsx", 'import { users } from "../../db/schema";\nexport const a = users;'],
    ["party/example.ts", 'import { eq } from "drizzle-orm";\nexport const a = eq;'],
    ["workers/example.ts", 'import { users } from "../db/schema";\nexport const a = users;'],
    ["app/server/example.ts", 'import { users } from "../../../db/schema";\nexport const a = users;'],
    [
      "app/lib/example.ts",
      'import { getCurrentPlan } from "~/models/billing/plan.server";\nexport const a = getCurrentPlan;',
    ],
    ["app/lib/example.ts", 'import { RULES } from "../../party/games";\nexport const a = RULES;'],
    ["app/lib/example.ts", 'import { requireUser } from "~/server/auth.server";\nexport const a = requireUser;'],
    ["app/models/example.server.ts", 'import { SEED } from "../../db/seed-data";\nexport const a = SEED;'],
    ["app/models/example.server.ts", 'import worker from "../../workers/app";\nexport const a = worker;'],
    ["app/models/example.server.ts", 'import { jsonError } from "~/server/http";\nexport const a = jsonError;'],
    ["app/components/Example.tsx", 'import { loader } from "~/routes/_index";\nexport const a = loader;'],
    ["app/routes/example.ts", "export const count = (env: Env) => env.DB.prepare('SELECT 1').first();"],
    ["app/components/Example.tsx", 'export const like = () => fetch("/api/posts/1/like", { method: "POST" });'],
    ["app/routes/example.tsx", 'export const leave = () => navigator.sendBeacon("/api/game-rooms/1/leave");'],
  ])("refuses the import in %s", async (filePath, code) => {
    const found = await problems(filePath, code);
    expect(found.some((problem) => /^no-restricted-(imports|syntax)/.test(problem))).toBe(true);
  });

  it.each([
    ["app/models/example.server.ts", 'import { users } from "../../db/schema";\nexport const a = users;'],
    [
      "app/server/example.ts",
      'import { getCurrentPlan } from "~/models/billing/plan.server";\nexport const a = getCurrentPlan;',
    ],
    ["app/components/Example.tsx", 'import type { loader } from "~/routes/_index";\nexport type A = typeof loader;'],
  ])("allows the import in %s", async (filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
