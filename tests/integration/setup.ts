// Before each test file: the real migrations, then the real seed, on a fixed anchor day
// so every assertion sees the same data.
import { applyD1Migrations, env } from "cloudflare:test";
import { buildSeed } from "../../db/seed";
import { SEED_ANCHOR } from "./constants";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
if (!seeded?.n) {
  await env.DB.batch(buildSeed({ anchor: SEED_ANCHOR }).map((sql) => env.DB.prepare(sql)));
}
