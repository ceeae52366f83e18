// The game lives in the room's own SQLite, one row, so it outlives hibernation and restarts.
import { readMatch, type Match } from "./match";

/** partyserver's `sql` tag, bound to the room. */
type Sql = <T = Record<string, string | number | boolean | null>>(
  strings: TemplateStringsArray,
  ...values: (string | number | boolean | null)[]
) => T[];

export class MatchStore {
  #sql: Sql;
  /** Read from SQLite on first use after a (re)start; undefined until then. */
  #match: Match | null | undefined = undefined;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  createTable() {
    this.#sql`CREATE TABLE IF NOT EXISTS match (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT NOT NULL)`;
  }

  get current(): Match | null {
    if (this.#match === undefined) {
      const [row] = this.#sql<{ data: string }>`SELECT data FROM match WHERE id = 1`;
      this.#match = row ? readMatch(row.data) : null;
    }
    return this.#match;
  }

  write(match: Match) {
    this
      .#sql`INSERT INTO match (id, data) VALUES (1, ${JSON.stringify(match)}) ON CONFLICT (id) DO UPDATE SET data = excluded.data`;
    this.#match = match;
  }
}
