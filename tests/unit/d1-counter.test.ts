import { describe, expect, it } from "vitest";
import { countingD1, d1ServerTiming, parseD1ServerTiming } from "~/server/d1-counter";

/** A stand-in D1 whose statements remember their SQL; batch refuses anything but its own statements. */
class FakeStatement {
  #sql: string;
  values: unknown[] = [];
  constructor(sql: string) {
    this.#sql = sql;
  }
  get sql() {
    return this.#sql;
  }
  bind(...values: unknown[]) {
    const bound = new FakeStatement(this.#sql);
    bound.values = values;
    return bound;
  }
  async all() {
    return { results: [{ sql: this.#sql, values: this.values }] };
  }
  async first() {
    return { sql: this.#sql };
  }
  async run() {
    return { success: true };
  }
  async raw() {
    return [[this.#sql]];
  }
}

const fakeD1 = {
  prepare: (sql: string) => new FakeStatement(sql),
  async batch(statements: unknown[]) {
    for (const statement of statements)
      if (!(statement instanceof FakeStatement)) throw new Error("not a D1 statement");
    return statements.map(() => ({ results: [] }));
  },
  async exec() {
    return { count: 1, duration: 0 };
  },
} as unknown as D1Database;

describe("countingD1", () => {
  it("counts one round trip per query and per batch, and passes real statements to batch", async () => {
    const counter = { roundTrips: 0 };
    const d1 = countingD1(fakeD1, counter);
    const select = d1.prepare("select ?").bind(1);
    expect(counter.roundTrips).toBe(0);
    expect(await select.all()).toEqual({ results: [{ sql: "select ?", values: [1] }] });
    await select.first();
    await select.run();
    await select.raw();
    expect(counter.roundTrips).toBe(4);
    await d1.batch([d1.prepare("a"), d1.prepare("b").bind(2), d1.prepare("c")]);
    expect(counter.roundTrips).toBe(5);
    await d1.exec("select 1");
    expect(counter.roundTrips).toBe(6);
  });

  it("writes and reads the Server-Timing entry", () => {
    expect(d1ServerTiming(1)).toBe('d1;desc="1 round trip"');
    expect(d1ServerTiming(3)).toBe('d1;desc="3 round trips"');
    expect(parseD1ServerTiming('cfExtPri, d1;desc="2 round trips"')).toBe(2);
    expect(parseD1ServerTiming(null)).toBeNull();
  });
});
