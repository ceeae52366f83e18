// Starts `wrangler dev` on the current build with its own freshly migrated and seeded
// local D1 on a free port. Shared by the e2e harness and the benchmarks.
// It serves a private copy of the client build: wrangler reloads the Worker on any change it
// sees in its assets directory, which fails requests in flight ("Your worker restarted
// mid-request"), and nothing a test does should be able to restart the server under another.
// It runs the Worker as `wrangler deploy` bundles it (`bundleWorker`), with `--no-bundle`: wrangler's
// own dev bundling keeps esbuild watching every source, polling them at about 3% of a core per
// server (measured), for a build that never changes under a test or bench.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SeedOptions } from "../db/seed";
import { setupLocalDb } from "./local-db";

/**
 * How `wrangler dev` runs here. It bundles React's development build unless NODE_ENV says
 * otherwise (a fifth to a quarter more time per page, on checks only a developer reads): the local
 * server runs what `wrangler deploy` ships. No network: no account lookups, no metrics.
 */
export const WRANGLER_DEV_ENV = {
  NODE_ENV: "production",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
} as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The process groups of the servers this process started and has not stopped. Each server runs in
 * a group of its own (npx, wrangler, workerd), so a signal to whoever started us never reaches it:
 * when this process ends, by a signal (the bench runner's budget, Ctrl-C) or otherwise, they end too.
 */
const runningGroups = new Set<number>();
let exitGuardInstalled = false;

function killRunningGroups() {
  for (const group of runningGroups) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // already gone
    }
  }
  runningGroups.clear();
}

function installExitGuard() {
  if (exitGuardInstalled) return;
  exitGuardInstalled = true;
  process.once("exit", killRunningGroups);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.once(signal, () => {
      killRunningGroups();
      process.exit(1);
    });
}

/** The bundle's entry module: `wrangler deploy` names it after `main` in wrangler.toml. */
const WORKER_ENTRY = "app.js";

/**
 * The Worker exactly as `wrangler deploy` would upload it (`--dry-run --outdir`), written to
 * `outDir` and returned: several servers can share it (the e2e servers do).
 */
export function bundleWorker(outDir: string): string {
  try {
    execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outDir], {
      env: { ...process.env, ...WRANGLER_DEV_ENV },
      stdio: "pipe",
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`wrangler could not bundle the Worker:\n${String(stdout ?? "")}${String(stderr ?? "")}`);
  }
  if (!existsSync(join(outDir, WORKER_ENTRY))) throw new Error(`wrangler wrote no ${WORKER_ENTRY} to ${outDir}`);
  return outDir;
}

async function waitForHttp(url: string, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer at ${url} within ${timeoutMs} ms:\n${output()}`);
}

/**
 * `nice`: run the server (npx, wrangler, workerd) at this CPU niceness (0 to 19). The Lighthouse
 * bench passes 19 so that, on a small machine, the server yields the CPU to the browser it
 * measures (decision 032).
 * `logFile`: also append the server's output to this file as it comes, so that other processes
 * (the e2e test workers) can read what it said during a test.
 * `requestLog: false`: log warnings and errors (a Worker's exceptions among them) but not each
 * request, whose line costs about 3 ms of CPU in wrangler and workerd (measured; a quarter of
 * wrangler dev's CPU per static file it serves).
 * `bundle`: a Worker already bundled by `bundleWorker`, shared; without it the server bundles its own.
 */
export async function startDevServer(
  options: {
    seed?: SeedOptions;
    vars?: Record<string, string>;
    nice?: number;
    logFile?: string;
    /** A D1 state already seeded (`npm run db:setup -- --persist-to DIR ...`): served as it is, and kept. */
    persistTo?: string;
    /** A D1 state already seeded (`seededState`): served from a copy of its own, so several servers start from one seed. */
    copyOf?: string;
    requestLog?: boolean;
    bundle?: string;
  } = {},
) {
  const persistTo = options.persistTo ?? mkdtempSync(join(tmpdir(), "community-dev-"));
  if (options.copyOf) cpSync(options.copyOf, persistTo, { recursive: true });
  else if (!options.persistTo) setupLocalDb({ persistTo, seed: options.seed });
  const assets = join(persistTo, "client");
  cpSync(join("build", "client"), assets, { recursive: true });
  const bundle = options.bundle ?? bundleWorker(join(persistTo, "worker"));
  // wrangler's own debug log (every level, whatever it prints), kept with the server rather than
  // piling up in ~/.config/.wrangler/logs; it says when wrangler reloaded the Worker.
  const debugLog = join(persistTo, "wrangler-debug.log");
  const port = await freePort();
  // wrangler's devtools inspector takes 9229 unless told otherwise: give each server its own, so
  // two servers (the e2e workers, a developer's own `npm start`) can run side by side.
  const inspectorPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Emailed links must reach this server, on whatever port it got; a local server pays at the
  // test checkout (decision 002), which is off unless switched on.
  const vars = Object.entries({ PUBLIC_ORIGIN: url, STRIPE_STANDIN: "on", ...options.vars }).flatMap(([key, value]) => [
    "--var",
    `${key}:${value}`,
  ]);
  let output = "";
  let child: ChildProcess | null = null;

  /** Starts `wrangler dev` on this server's port and state, and waits until it answers. */
  async function start() {
    const started = spawn(
      "nice",
      [
        ...["-n", String(options.nice ?? 0)],
        ...["npx", "wrangler", "dev", "--config", "wrangler.toml", join(bundle, WORKER_ENTRY), "--no-bundle"],
        ...["--port", String(port), "--ip", "127.0.0.1", "--inspector-port", String(inspectorPort)],
        ...["--persist-to", persistTo, "--assets", assets],
        ...(options.requestLog === false ? ["--log-level", "warn"] : []),
        ...vars,
      ],
      {
        env: { ...process.env, ...WRANGLER_DEV_ENV, CI: "true", WRANGLER_LOG_PATH: debugLog },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      },
    );
    child = started;
    if (started.pid) {
      runningGroups.add(started.pid);
      installExitGuard();
    }
    const record = (chunk: unknown) => {
      output += String(chunk);
      if (options.logFile) appendFileSync(options.logFile, String(chunk));
    };
    started.stdout.on("data", record);
    started.stderr.on("data", record);
    await waitForHttp(url, 120_000, () => output);
  }

  /** Ends the whole process group (npx, wrangler, workerd) with `signal`, and waits until it is gone. */
  async function kill(signal: NodeJS.Signals) {
    const running = child;
    child = null;
    if (running?.pid) runningGroups.delete(running.pid);
    if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    try {
      process.kill(-running.pid, signal);
    } catch {
      return; // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }

  await start();
  return {
    url,
    /** This server's D1 state, for a bench that reads the database beside it. */
    persistTo,
    output: () => output,
    /** How many times wrangler reloaded the Worker since it started (each fails the requests in flight). */
    reloads: () =>
      (existsSync(debugLog) ? readFileSync(debugLog, "utf8") : "").match(/Reloading local server/g)?.length ?? 0,
    /** Crash the server (SIGKILL, no clean shutdown); its port and persisted state stay for `restart`. */
    crash: () => kill("SIGKILL"),
    /** Start `wrangler dev` again on the same port with the same persisted state. */
    restart: start,
    async stop() {
      await kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (options.persistTo)
        for (const own of [assets, debugLog, ...(options.bundle ? [] : [bundle])])
          rmSync(own, { recursive: true, force: true });
      else rmSync(persistTo, { recursive: true, force: true });
    },
  };
}

/** A freshly migrated and seeded D1 state in a new directory, for `copyOf`; remove it when done. */
export function seededState(seed?: SeedOptions): string {
  const persistTo = mkdtempSync(join(tmpdir(), "community-seed-"));
  setupLocalDb({ persistTo, seed });
  return persistTo;
}

/** Local demo only (the server runs with DEMO_SIGN_IN=on): the Cookie pair that signs in as seeded member `userId`. */
export async function signInAs(baseUrl: string, userId: number): Promise<string> {
  const response = await fetch(new URL("/auth/demo", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId }),
  });
  const pair = /^(session=[A-Za-z0-9_-]{43})/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (!response.ok || !pair)
    throw new Error(`Demo sign-in as member ${userId} failed: ${response.status} ${await response.text()}`);
  return pair;
}

/** What every local demo server needs for sign-in: one-click demo sign-in and the email outbox. */
export const LOCAL_SIGN_IN_VARS = {
  DEMO_SIGN_IN: "on",
  DEV_OUTBOX: "on",
  ADMIN_EMAILS: "mia.martin@example.org",
} as const;
