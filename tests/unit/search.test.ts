import { describe, expect, it } from "vitest";
import { matchExpression, searchTerms, spellingAlternatives } from "~/lib/search";

describe("matchExpression", () => {
  it("quotes every word, so nothing a member types is FTS5 syntax", () => {
    expect(matchExpression(searchTerms('NEAR(a "b") OR *'), false)).toBe('"NEAR" "a" "b" "OR"*');
  });

  it("reads the last word as a prefix only where a prefix index answers it (2 to 4 letters)", () => {
    expect(matchExpression(["wheelchair", "acc"], false)).toBe('"wheelchair" "acc"*');
    expect(matchExpression(["wheelchair", "acces"], false)).toBe('"wheelchair" "acces"');
    // One letter would merge every word starting with it.
    expect(matchExpression(["ramp", "a"], false)).toBe('"ramp" "a"');
    // Letters as the index folds them: "café" is four.
    expect(matchExpression(["café"], false)).toBe('"café"*');
  });

  it("with allPrefix, reads every word of two letters or more as a prefix", () => {
    expect(matchExpression(["snorv", "a", "equip"], true)).toBe('"snorv"* "a" "equip"*');
  });
});

describe("spellingAlternatives", () => {
  it("swaps an unknown word for the nearest index word with the most rows", () => {
    const near = [
      [
        { term: "wheelchair", doc: 40 },
        { term: "wheelchairs", doc: 9 },
      ],
    ];
    expect(spellingAlternatives(["wheelchiar"], near)).toEqual(["wheelchair", "wheelchairs"]);
  });
});
