// Before each test file: the real migrations, then the real seed, anchored on the day the tests
// run. Every seeded member gets a live session (tests/integration/constants.ts, memberCookie),
// stored as the app stores any session: the SHA-256 of its token.
import { applyD1Migrations, env } from "cloudflare:test";
import { buildSeed, SEED_USER_COUNT } from "../../db/seed";
import { sha256 } from "../../app/models/crypto.server";
import { memberToken, SEED_ANCHOR } from "./constants";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
if (!seeded?.n) {
  await env.DB.batch(buildSeed({ anchor: SEED_ANCHOR }).map((sql) => env.DB.prepare(sql)));
  const expiresAt = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const sessions = await Promise.all(
    Array.from({ length: SEED_USER_COUNT }, async (_, i) =>
      env.DB.prepare("INSERT OR IGNORE INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)").bind(
        await sha256(memberToken(i + 1)),
        i + 1,
        expiresAt,
      ),
    ),
  );
  await env.DB.batch(sessions);
}
