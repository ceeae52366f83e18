// Migrates and seeds a local (miniflare) D1 through wrangler, exactly as `wrangler dev`
// will see it. Used by `npm run db:setup`, `npm start` and the e2e harness.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSeed, type SeedOptions } from "../db/seed";

const WRANGLER_ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

function wrangler(args: string[], persistTo?: string): string {
  const all = [...args, "--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  return execFileSync("npx", ["wrangler", ...all], {
    env: WRANGLER_ENV,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function userCount(persistTo?: string): number {
  const output = wrangler(["d1", "execute", "DB", "--command", "SELECT count(*) AS n FROM users", "--json"], persistTo);
  const parsed: unknown = JSON.parse(output);
  const n = Array.isArray(parsed) ? (parsed[0] as { results?: { n?: number }[] })?.results?.[0]?.n : undefined;
  return typeof n === "number" ? n : 0;
}

export function setupLocalDb(options: { persistTo?: string; seed?: SeedOptions; force?: boolean } = {}) {
  wrangler(["d1", "migrations", "apply", "DB"], options.persistTo);
  if (!options.force && userCount(options.persistTo) > 0) return { seeded: false };
  const dir = join(process.cwd(), ".tmp");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `seed-${process.pid}.sql`);
  writeFileSync(file, buildSeed(options.seed).join(";\n") + ";\n");
  try {
    wrangler(["d1", "execute", "DB", "--file", file, "--yes"], options.persistTo);
  } finally {
    rmSync(file, { force: true });
  }
  return { seeded: true };
}
