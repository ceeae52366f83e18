// Counts D1 round trips per request. The Worker wraps the D1 binding once per request and
// reports the count in a standard Server-Timing header (`d1;desc="N round trips"`), which
// bench/page-weight reads and browsers' devtools show. Each call that reaches D1 counts one:
// a statement's all/first/run/raw, one batch (however many statements it holds), exec.

export type D1Counter = { roundTrips: number };

const REAL = Symbol("real D1 statement");
const QUERIES = new Set(["all", "first", "run", "raw"]);

function countingStatement(statement: D1PreparedStatement, counter: D1Counter): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property) {
      if (property === REAL) return target;
      if (property === "bind") return (...values: unknown[]) => countingStatement(target.bind(...values), counter);
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (typeof property === "string" && QUERIES.has(property)) {
        return (...args: unknown[]) => {
          counter.roundTrips++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

function realStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return ((statement as unknown as Record<symbol, D1PreparedStatement | undefined>)[REAL] ??
    statement) as D1PreparedStatement;
}

/** The same D1 binding, counting every round trip into `counter`. */
export function countingD1(d1: D1Database, counter: D1Counter): D1Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (query: string) => countingStatement(target.prepare(query), counter);
      if (property === "batch") {
        return <T>(statements: D1PreparedStatement[]) => {
          counter.roundTrips++;
          return target.batch<T>(statements.map(realStatement));
        };
      }
      if (property === "exec") {
        return (query: string) => {
          counter.roundTrips++;
          return target.exec(query);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The Server-Timing entry for a request that made `roundTrips` D1 round trips. */
export function d1ServerTiming(roundTrips: number): string {
  return `d1;desc="${roundTrips} round trip${roundTrips === 1 ? "" : "s"}"`;
}

/** Reads the count back from a Server-Timing header (null when absent). */
export function parseD1ServerTiming(header: string | null): number | null {
  const match = /(?:^|,)\s*d1;desc="(\d+) round trips?"/.exec(header ?? "");
  return match ? Number(match[1]) : null;
}
