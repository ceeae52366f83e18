// Integration tests run inside workerd against the real Worker (SELF), D1 and Durable Objects.
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

import { ADMIN_EMAIL, TEST_WEBHOOK_SECRET } from "./tests/integration/constants";
import LongestFirst from "./tests/sequencer";

/** The files that open rooms (sockets to the chat, game and notification rooms). */
const ROOM_FILES = [
  "arcade-join-leave",
  "arcade-live-participants",
  "arcade-private-rooms",
  "arcade-rooms",
  "auth-sessions",
  "auth-visitors",
  "chat",
  "commands",
  "d1-sessions",
  "fuzz-ws",
  "games-chat",
  "games-invites-turns",
  "games-reconnection",
  "games-referee",
  "notifications",
  "rooms",
].map((name) => `tests/integration/${name}.test.ts`);

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
      setupFiles: ["./tests/integration/setup.ts"],
      projects: [
        // Files share their vitest worker's Worker, so the app's modules load once per worker, not
        // once per file (about 5 s each); setup.ts gives each file fresh storage instead.
        {
          extends: true as const,
          test: { name: "shared", include: ["tests/integration/**/*.test.ts"], exclude: ROOM_FILES, isolate: false },
        },
        // A room keeps its own state in memory and in its own storage, named after D1 ids that the
        // next file's seed hands out again: files that open rooms get a Worker each.
        { extends: true as const, test: { name: "rooms", include: ROOM_FILES } },
      ],
      // Room tests wait on real heartbeats and sockets; a loaded 2-core CI box needs headroom.
      testTimeout: 30_000,
      // Two files at once even on 2 cores (vitest's default there is one): much of a file's time is
      // spent waiting on workerd (D1, sockets), not on the CPU.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      sequence: { sequencer: LongestFirst },
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              "@remix-run/cloudflare",
              "@remix-run/server-runtime",
              "@remix-run/react",
              "@simplewebauthn/server",
              "@simplewebauthn/server/helpers",
              "chess.js",
              "drizzle-orm",
              "drizzle-orm/d1",
              "drizzle-orm/sqlite-core",
              "isbot",
              "markdown-it",
              "react",
              "react/jsx-runtime",
              "react-dom",
              "react-dom/server",
              "stripe",
              "zod",
              "zod/v4",
            ],
          },
        },
      },
    },
  };
});
