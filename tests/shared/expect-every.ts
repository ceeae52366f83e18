// "Every item matches" checks that cannot pass vacuously: an empty list fails them.
import { expect } from "vitest";

/** The list is not empty, and every item passes `check`; a failure names the items that did not. */
export function expectEvery<T>(items: readonly T[], check: (item: T) => boolean, what = "items") {
  expect(items.length, `expected at least one of the ${what}, got an empty list`).toBeGreaterThan(0);
  expect(
    items.filter((item) => !check(item)),
    `${what} that do not match`,
  ).toEqual([]);
}

/** The list, after asserting it is not empty: for loops that assert on each item. */
export function nonEmpty<T>(items: readonly T[], what = "items"): readonly T[] {
  expect(items.length, `expected at least one of the ${what}, got an empty list`).toBeGreaterThan(0);
  return items;
}
