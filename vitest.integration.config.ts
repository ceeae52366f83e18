// Integration tests run inside workerd against the real Worker (SELF), D1 and Durable Objects.
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

import { ADMIN_EMAIL, TEST_WEBHOOK_SECRET } from "./tests/integration/constants";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL("./db/migrations", import.meta.url)));
  return {
    plugins: [
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // A dropped player's seat is held 1.5 s here instead of 60 s (tests/integration/games-reconnection.test.ts).
          bindings: {
            TEST_MIGRATIONS: migrations,
            STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
            DEMO_SIGN_IN: "on",
            DEV_OUTBOX: "on",
            STRIPE_STANDIN: "on",
            // Emailed links point here whatever host a test request names (tests/integration/public-origin.test.ts).
            PUBLIC_ORIGIN: "http://localhost:8787",
            ADMIN_EMAILS: ADMIN_EMAIL,
            GAME_RECONNECT_GRACE_MS: "1500",
            // Two of the three networks: the footer shows those two icons and leaves Twitter out.
            SOCIAL_LINKS: "https://www.facebook.com/wattle.example,https://www.linkedin.com/company/wattle-example",
          },
        },
      }),
    ],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    test: {
      include: ["tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/integration/setup.ts"],
      // Room tests wait on real heartbeats and sockets; a loaded 2-core CI box needs headroom.
      testTimeout: 30_000,
      // Two files at once even on 2 cores (vitest's default there is one): much of each file's time
      // is workerd applying the migrations and the seed, and the pair finished in 502 s against
      // 679 s one at a time.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      deps: {
        optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime"] } },
      },
    },
  };
});
