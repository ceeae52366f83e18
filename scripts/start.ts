// npm start: serve the built Worker (pages, rooms, webhook) with the seeded local D1.
// `npm start` has already built and run db:setup before this runs.
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { WRANGLER_DEV_ENV } from "./dev-server";
import { startBanner } from "./start-banner";

const port = process.env.PORT ?? "8787";
if (!existsSync(".dev.vars")) copyFileSync(".dev.vars.example", ".dev.vars");
// A .dev.vars from before real sign-in lacks the local sign-in switches; say so rather than leave /login bare.
if (!readFileSync(".dev.vars", "utf8").includes("DEMO_SIGN_IN")) {
  console.warn(
    "Your .dev.vars has no DEMO_SIGN_IN or DEV_OUTBOX: copy them from .dev.vars.example to sign in locally.",
  );
}

// The test checkout is opt-in (STRIPE_STANDIN=on, docs/features/billing.md), so an older
// .dev.vars would leave payments answering 503.
if (!readFileSync(".dev.vars", "utf8").includes("STRIPE_STANDIN")) {
  console.warn("Your .dev.vars has no STRIPE_STANDIN=on: copy it from .dev.vars.example to try payments locally.");
}

// Emailed links point at this server's own port, unless .dev.vars names another address on purpose.
const configured = /^PUBLIC_ORIGIN=(.*)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim();
const origin =
  configured && configured !== "http://localhost:8787" ? [] : ["--var", `PUBLIC_ORIGIN:http://localhost:${port}`];

const child = spawn("npx", ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1", ...origin], {
  stdio: "inherit",
  env: { ...process.env, ...WRANGLER_DEV_ENV },
});
child.on("exit", (code) => process.exit(code ?? 0));

// The address once the Worker answers, as the last line, not above wrangler's start-up output.
const url = `http://localhost:${port}`;
for (let waited = 0; waited < 120_000 && child.exitCode === null; waited += 500) {
  const ready = await fetch(`${url}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) {
    console.log(`\n${startBanner(url, port)}\n`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
