// EXPLAIN what the app runs, not SQL a test wrote: run a public model function on a D1
// that records every statement it prepares, then ask SQLite for each statement's plan.
import { env } from "cloudflare:test";
import { createDb, type Db } from "~/models/db.server";

export type RecordedStatement = { sql: string; params: unknown[] };

/** Run `use` against the test D1 and return every statement it prepared, with its bound parameters. */
export async function recordStatements(use: (db: Db) => Promise<unknown>): Promise<RecordedStatement[]> {
  const seen: RecordedStatement[] = [];
  const d1 = env.DB;
  const recording = new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => {
          const entry: RecordedStatement = { sql, params: [] };
          seen.push(entry);
          const statement = target.prepare(sql);
          return new Proxy(statement, {
            get(inner, key) {
              if (key === "bind")
                return (...params: unknown[]) => {
                  entry.params = params;
                  return inner.bind(...params);
                };
              const value: unknown = Reflect.get(inner, key, inner);
              return typeof value === "function" ? value.bind(inner) : value;
            },
          });
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  await use(createDb(recording));
  return seen;
}

/** SQLite's EXPLAIN QUERY PLAN for one recorded statement, its steps joined by newlines. */
export async function queryPlan({ sql, params }: RecordedStatement): Promise<string> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return plan.results.map((r) => r.detail).join("\n");
}
