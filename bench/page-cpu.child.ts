// Run by page-cpu.test.ts in a process of its own, since it changes that process's CPUs:
// gives the pages a CPU as bench/lighthouse.ts does, opens a page in Chromium, and prints the CPUs
// each process may use.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, givePagesACpu } from "./lib";

const cpusOf = (pid: string) => /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
const flags = givePagesACpu();
const profile = mkdtempSync(join(tmpdir(), "page-cpu-"));
const chromium = spawn(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", [
  ...CHROMIUM_ARGS,
  ...(flags ?? []),
  `--user-data-dir=${profile}`,
  "--remote-debugging-port=0",
  "data:text/html,<title>page</title><p>A page",
]);
// The page's renderer exists once the browser has loaded it; a few seconds is plenty.
await new Promise((resolve) => setTimeout(resolve, 4_000));
const processes = readdirSync("/proc")
  .filter((pid) => /^\d+$/.test(pid))
  .flatMap((pid) => {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!command.includes(profile)) return [];
      return [{ type: /--type=([a-z-]+)/.exec(command)?.[1] ?? "browser", cpus: cpusOf(pid) }];
    } catch {
      return [];
    }
  });
chromium.kill("SIGTERM");
await new Promise((resolve) => setTimeout(resolve, 500));
rmSync(profile, { recursive: true, force: true });
console.log(JSON.stringify({ flags, bench: cpusOf("self"), processes }));
