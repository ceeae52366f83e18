// Before each test file: fresh storage. Most files share one Worker per vitest worker (the "shared"
// project in vitest.integration.config.ts, so the app's modules load once), so what the files before
// this one stored (D1, R2, the visitors' edge cache) is wiped first; then the real migrations, then the real
// seed, anchored on the day the tests run. Every seeded member gets a live session (tests/integration/constants.ts,
// memberCookie), stored as the app stores any session: the SHA-256 of its token.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { afterAll, vi } from "vitest";
import { buildSeed, SEED_USER_COUNT } from "../../db/seed";
import { sha256 } from "../../app/models/crypto.server";
import { openEdgeCache } from "../../app/server/edge-cache.server";
import { memberToken, SEED_ANCHOR } from "./constants";

await reset();
await expectEmptyEdgeCache();
await dropLeftovers();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(buildSeed({ anchor: SEED_ANCHOR }).map((sql) => env.DB.prepare(sql)));
const expiresAt = new Date(Date.now() + 365 * 86_400_000).toISOString();
const sessions = await Promise.all(
  Array.from({ length: SEED_USER_COUNT }, async (_, i) =>
    env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)").bind(
      await sha256(memberToken(i + 1)),
      i + 1,
      expiresAt,
    ),
  ),
);
await env.DB.batch(sessions);

/**
 * What reset() left in D1, dropped: it wipes every object it can, and a database still in use when
 * it ran can survive it. Triggers and views first (a trigger would fire on a later table's implicit
 * delete), virtual tables next (their shadow tables go with them), then each table after every
 * table that references it (deleting a child's rows looks its parent up).
 */
async function dropLeftovers() {
  const { results: objects } = await env.DB.prepare(
    "SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'view', 'table') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ type: "trigger" | "view" | "table"; name: string; sql: string | null }>();
  const drops = objects.filter((o) => o.type !== "table" || o.sql?.startsWith("CREATE VIRTUAL"));
  const tables = new Map(
    objects
      .filter((o) => o.type === "table" && !drops.includes(o))
      .map((o) => [o.name, [...(o.sql ?? "").matchAll(/REFERENCES\s+[`"']?(\w+)/gi)].map((m) => m[1])]),
  );
  while (tables.size > 0) {
    const referenced = new Set([...tables].flatMap(([name, parents]) => parents.filter((p) => p !== name)));
    const leaves = [...tables.keys()].filter((name) => !referenced.has(name));
    for (const name of leaves.length > 0 ? leaves : [...tables.keys()]) {
      drops.push({ type: "table", name, sql: null });
      tables.delete(name);
    }
  }
  if (drops.length > 0)
    await env.DB.batch(drops.map(({ type, name }) => env.DB.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`)));
}

/**
 * A page one file cached must not answer another file's visitors (decision 035). reset() empties
 * the Cache API's storage with the rest; a marker each file leaves proves it did, for every file.
 */
async function expectEmptyEdgeCache() {
  const marker = "http://edge-cache-marker.test/";
  const cache = await openEdgeCache();
  // A write the last file left in flight (a response's waitUntil) can land as reset() runs: once more.
  if (await cache.match(marker)) await reset();
  if (await cache.match(marker))
    throw new Error("reset() left the edge cache as the last file filled it: its pages would answer this file.");
  await cache.put(marker, new Response("", { headers: { "cache-control": "max-age=86400" } }));
}

// A file's spies and fake clocks end with it: the next file runs in the same Worker.
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
