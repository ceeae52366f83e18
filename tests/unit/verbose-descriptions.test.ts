// Verbose descriptions (docs/features/accessibility.md) that are worked out in the browser: a game
// cell names where its piece can go, and a chart says its trend in a sentence.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GameBoard } from "~/components/arcade/GameBoard";
import { trendSentence } from "~/lib/ads/trend";
import { startMatch } from "../../party/match";
import { matchView } from "../../party/match-view";

const T0 = Date.parse("2026-01-01T10:00:00Z");

/** The cells' accessible names of a fresh chess board, as White (member 10) sees it. */
function cellNames(verbose: boolean, me = 10) {
  const match = startMatch({ gameType: "chess", players: [10, 20], names: ["Ana", "Ben"], number: 1, now: T0 });
  const html = renderToStaticMarkup(
    createElement(GameBoard, {
      game: matchView(match, T0),
      mySide: me === 10 ? 0 : 1,
      options: { largeText: false, highContrast: false, reducedMotion: false, verbose },
      onMove: () => undefined,
      announce: () => undefined,
    }),
  );
  return [...html.matchAll(/aria-label="([^"]*)" data-cell="(\w+)"/g)].map((m) => [m[2], m[1]] as const);
}

describe("verbose game cells", () => {
  it("name where each of your pieces can go on your turn, and nothing more otherwise", () => {
    const verbose = new Map(cellNames(true));
    expect(verbose.get("e2")).toMatch(/^e2, white pawn, can move to e3, e4$/);
    expect(verbose.get("g1")).toMatch(/can move to f3, h3$|can move to h3, f3$/);
    expect(verbose.get("e1")).not.toContain("can move");
    const plain = new Map(cellNames(false));
    expect(plain.get("e2")).toBe("e2, white pawn");
    // Black, waiting for White, hears no moves.
    expect(new Map(cellNames(true, 20)).get("e7")).toBe("e7, black pawn");
  });
});

describe("a chart's trend", () => {
  const days = (values: number[]) => values.map((value) => ({ value }));
  it("compares the second half of the range with the first", () => {
    expect(trendSentence("Clicks", days([10, 10, 20, 20]))).toBe(
      "Clicks in the second half of the range rose by 100% against the first half.",
    );
    expect(trendSentence("Spend", days([40, 40, 30, 30, 30]))).toBe(
      "Spend in the second half of the range fell by 25% against the first half.",
    );
    expect(trendSentence("Impressions", days([100, 102, 101, 99]))).toBe(
      "Impressions in the second half of the range stayed about the same as in the first half.",
    );
    expect(trendSentence("Clicks", days([0, 0, 0, 3]))).toBe("Clicks in the second half of the range rose from zero.");
    expect(trendSentence("Clicks", days([0, 0]))).toBe("Clicks stayed at zero throughout.");
    expect(trendSentence("Clicks", days([5]))).toBe("Too few days to show a trend in clicks.");
  });
});
