// The helpers that keep "every item matches" checks honest must themselves fail when they should.
import { describe, expect, it } from "vitest";
import { expectEvery, nonEmpty } from "../shared/expect-every";

describe("expectEvery", () => {
  it("fails on an empty list instead of passing vacuously", () => {
    expect(() => expectEvery([], () => true)).toThrow(/got an empty list/);
  });

  it("fails naming the items that do not match, and passes when all do", () => {
    expect(() => expectEvery([1, 2, 3], (n) => n < 3)).toThrow(/3/);
    expect(() => expectEvery([1, 2], (n) => n < 3)).not.toThrow();
  });
});

describe("nonEmpty", () => {
  it("fails on an empty list and hands back a full one", () => {
    expect(() => nonEmpty([])).toThrow(/got an empty list/);
    expect(nonEmpty(["a"])).toEqual(["a"]);
  });
});
