// INSERT ... SELECT ... WHERE <condition>: a row written only while the condition holds, in
// one statement, so a plan limit cannot be raced past. Drizzle's insert-select takes every
// table column in order; this fills them from `row` (id and anything unnamed as NULL, so
// give every NOT NULL column) and stays a query builder that db.batch accepts.
import { getTableColumns, is, sql, SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/models/db.server";

export function insertWhere<T extends SQLiteTable>(
  db: Db,
  table: T,
  row: Partial<Record<keyof T["$inferInsert"], unknown>>,
  where: SQL,
) {
  const values = Object.entries(getTableColumns(table)).map(([key, column]) => {
    if (!(key in row)) return sql`null`;
    const value = (row as Record<string, unknown>)[key];
    return is(value, SQL) ? value : sql.param(value, column);
  });
  return db.insert(table).select(sql`select ${sql.join(values, sql`, `)} where ${where}`);
}
