// How bench/readme-table.ts words its rows: reading a result file, and the small formats
// (a range, a verdict, the usual value over routes) every row uses.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every result file carries the time it was measured. */
export type Stamp = { at: string };

export type Row = { measure: string; measured: string; budget: string; on: string };

export function read<T>(dir: string, name: string): T | null {
  const file = join(dir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

export const day = (stamp: Stamp) => stamp.at.slice(0, 10);
export const verdict = (met: boolean, budget: string) => `${budget}: ${met ? "met" : "MISSED"}`;
export const range = (values: number[], unit = "") =>
  values.length === 0
    ? "none"
    : Math.min(...values) === Math.max(...values)
      ? `${Math.min(...values)}${unit}`
      : `${Math.min(...values)} to ${Math.max(...values)}${unit}`;
export const list = (items: string[]) => items.join(", ");
export const num = (value: number) => value.toLocaleString("en-US");

/** Most routes' value, then the routes that differ: "1 (0 on `/accessibility`; 2 on `/ads`)". */
export function usual(rows: { route: string; value: unknown }[]) {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(String(row.value), (counts.get(String(row.value)) ?? 0) + 1);
  const [common] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ["?"];
  const others = [...counts.keys()]
    .filter((value) => value !== common)
    .map(
      (value) =>
        `${value} on ${list(
          rows.filter((row) => String(row.value) === value).map((row) => `\`${row.route.replace(/ \(.*\)$/, "")}\``),
        )}`,
    );
  return others.length ? `${common} (${others.join("; ")})` : `${common} on every route`;
}

export function missing(measure: string, name: string): Row {
  return { measure, measured: `not measured (no bench/results/${name}.json)`, budget: "-", on: "-" };
}
