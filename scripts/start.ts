// npm start: serve the built Worker (pages, rooms, webhook) with the seeded local D1.
// `npm start` has already built and run db:setup before this runs.
import { spawn } from "node:child_process";
import { copyFileSync, existsSync } from "node:fs";

const port = process.env.PORT ?? "8787";
if (!existsSync(".dev.vars")) copyFileSync(".dev.vars.example", ".dev.vars");

console.log(`\nCommunity platform: http://localhost:${port}\n`);
const child = spawn("npx", ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1"], {
  stdio: "inherit",
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
child.on("exit", (code) => process.exit(code ?? 0));
