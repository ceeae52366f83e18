// npm run digest: runs the hourly Cron Trigger's notification jobs once (event reminders and the
// daily digest; docs/features/notifications.md#email) against the local D1 that `npm start` uses.
// Emails land in the dev outbox (/dev/outbox). Uses wrangler's own scheduled-event test route; run
// it while `npm start` is stopped, since both would open the same local database.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { WRANGLER_DEV_ENV } from "./dev-server";

const port = process.env.DIGEST_PORT ?? "8799";
const url = `http://127.0.0.1:${port}`;
// The emails' links point at `npm start`'s address, as .dev.vars says or else its default.
const devVars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
const origin = /^PUBLIC_ORIGIN=/m.test(devVars)
  ? []
  : ["--var", `PUBLIC_ORIGIN:http://localhost:${process.env.PORT ?? "8787"}`];
const child = spawn("npx", ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1", "--test-scheduled", ...origin], {
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, ...WRANGLER_DEV_ENV, CI: "true" },
  detached: true,
});
let output = "";
child.stdout.on("data", (chunk) => (output += String(chunk)));
child.stderr.on("data", (chunk) => (output += String(chunk)));

const stop = () => {
  try {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
};

try {
  let ready = false;
  for (let waited = 0; waited < 120_000 && !ready; waited += 500) {
    ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!ready) throw new Error(`wrangler dev did not start:\n${output}`);
  const response = await fetch(`${url}/__scheduled?cron=${encodeURIComponent("0 * * * *")}`);
  if (!response.ok) throw new Error(`The scheduled run answered ${response.status}`);
  // The jobs run in waitUntil; give them a moment, then show what they said.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const said = output.split("\n").filter((line) => line.includes("Notification jobs"));
  console.log(said.length ? said.join("\n") : "The jobs ran; see /dev/outbox for any digest.");
} finally {
  stop();
}
