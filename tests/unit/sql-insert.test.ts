import { describe, expect, it } from "vitest";
import { posts, users } from "../../db/schema";
import { insertStatements } from "../../db/sql-insert";

describe("insertStatements", () => {
  it("escapes quotes and maps booleans and JSON columns to their stored form", () => {
    const [sql] = insertStatements(users, [
      { id: 1, username: "o'brien", displayName: "Pat O'Brien", roles: ["member", "moderator"], isActive: false },
    ]);
    expect(sql).toBe(
      `INSERT INTO "users" ("id", "username", "display_name", "roles", "is_active") VALUES (1, 'o''brien', 'Pat O''Brien', '["member","moderator"]', 0)`,
    );
  });

  it("writes NULL for null values in nullable columns", () => {
    const [sql] = insertStatements(posts, [{ id: 1, authorId: 1, type: "post", content: "hi", title: null }]);
    expect(sql).toContain("NULL");
  });

  it("splits large inserts into statements under 90 KB", () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      id: i + 1,
      authorId: 1,
      type: "post" as const,
      content: "x".repeat(100),
    }));
    const statements = insertStatements(posts, rows);
    expect(statements.length).toBeGreaterThan(1);
    for (const s of statements) expect(s.length).toBeLessThanOrEqual(90_000);
    expect(statements.join("").match(/\('?\d+/g)?.length).toBeGreaterThanOrEqual(3000);
  });

  it("refuses a row that skips a NOT NULL column another row sets", () => {
    expect(() =>
      insertStatements(users, [
        { id: 1, username: "a", displayName: "A" },
        { id: 2, username: "b" } as { id: number; username: string; displayName: string },
      ]),
    ).toThrow(/display/i);
  });

  it("refuses values SQL cannot hold", () => {
    expect(() => insertStatements(posts, [{ id: Number.NaN, authorId: 1, type: "post", content: "x" }])).toThrow();
  });
});
