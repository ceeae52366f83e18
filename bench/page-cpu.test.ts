// The Lighthouse bench's CPU split (decision 032): Chromium's renderers, which run the pages,
// start on the last CPU alone, and the bench, the dev server and the browser's other processes
// stay on the rest. Chromium for real, in a child process (the split changes that process).
import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";

type Seen = { flags: string[] | null; bench: string; processes: { type: string; cpus: string }[] };

describe.skipIf(availableParallelism() < 2)("givePagesACpu", () => {
  it("starts the renderers on the last CPU and keeps everything else off it", () => {
    const last = availableParallelism() - 1;
    const rest = last === 1 ? "0" : `0-${last - 1}`;
    const output = execFileSync("npx", ["tsx", "bench/page-cpu.child.ts"], { encoding: "utf8" });
    const seen = JSON.parse(output.trim().split("\n").at(-1)!) as Seen;
    expect(seen.flags).toEqual([`--renderer-cmd-prefix=taskset --cpu-list ${last}`]);
    expect(seen.bench).toBe(rest);
    const renderers = seen.processes.filter((process) => process.type === "renderer");
    const others = seen.processes.filter((process) => process.type !== "renderer");
    expect(renderers.length).toBeGreaterThan(0);
    expect(others.map((process) => process.type)).toContain("browser");
    for (const renderer of renderers) expect(renderer.cpus).toBe(String(last));
    for (const other of others) expect(other.cpus, other.type).toBe(rest);
  }, 30_000);
});
