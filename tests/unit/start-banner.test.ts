// What `npm start` prints once the server answers names the product, not a placeholder.
import { describe, expect, it } from "vitest";
import { startBanner } from "../../scripts/start-banner";

describe("the start banner", () => {
  it("says Wattle and where to open it", () => {
    expect(startBanner("http://localhost:8787", "8787")).toBe(
      "Wattle: http://localhost:8787  (PORT=8787; stop with Ctrl+C)",
    );
  });
});
