// Turns rows keyed by drizzle field names into plain multi-row INSERT statements with
// literal values. Literals, not bound parameters, because D1 allows at most 100 bound
// parameters per statement; statements are cut at ~90 KB to stay under D1's SQL size limit.
import { getTableColumns, getTableName, type Table } from "drizzle-orm";

const MAX_STATEMENT_BYTES = 90_000;

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Cannot store ${value} in SQL`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`Unsupported SQL literal: ${typeof value}`);
}

export function insertStatements<T extends Table>(table: T, rows: ReadonlyArray<Partial<T["$inferInsert"]>>): string[] {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table));
  // Only columns that some row sets; the rest take their SQL defaults.
  const used = columns.filter(([key]) => rows.some((row) => key in row));
  const head = `INSERT INTO "${getTableName(table)}" (${used.map(([, c]) => `"${c.name}"`).join(", ")}) VALUES `;
  const statements: string[] = [];
  let values: string[] = [];
  let size = head.length;
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    const tuple = `(${used
      .map(([key, column]) => {
        const value = record[key];
        if (value === undefined) {
          // SQLite has no DEFAULT in VALUES lists, so a row may not skip a NOT NULL column.
          if (column.notNull) throw new Error(`${getTableName(table)}.${key} missing in a seed row`);
          return "NULL";
        }
        return literal(value === null ? null : column.mapToDriverValue(value));
      })
      .join(", ")})`;
    if (values.length > 0 && size + tuple.length > MAX_STATEMENT_BYTES) {
      statements.push(head + values.join(", "));
      values = [];
      size = head.length;
    }
    values.push(tuple);
    size += tuple.length + 2;
  }
  statements.push(head + values.join(", "));
  return statements;
}
