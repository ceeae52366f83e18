// The accessibility wizard as a page action (decision 019): a member's preferences in D1, a visitor's in
// their cookie.
import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, type PreferenceKey } from "~/lib/accessibility/preferences";
import { formPost, scalar } from "./http";

describe("accessibility wizard's page action", () => {
  // The wizard's fields as its form sends them: on/off for a switch, text for the rest.
  const wizardFields = (changes: Partial<Record<PreferenceKey, string>> = {}) => ({
    intent: "save-preferences",
    ...Object.fromEntries(
      Object.entries(DEFAULT_PREFERENCES).map(([key, value]) => [
        key,
        typeof value === "boolean" ? (value ? "on" : "off") : String(value),
      ]),
    ),
    ...changes,
  });
  const saved = () => scalar("SELECT count(*) AS n FROM accessibility_preferences");

  it.each([
    ["a font size it does not offer", { fontSize: "enormous" }, /fontSize|Font Size/],
    ["a hover delay that is not a number", { hoverDelay: "soon" }, /hoverDelay|Hover Delay/],
    ["custom CSS over the limit", { customCss: "a".repeat(10_001) }, /at most 10000 characters/],
    ["a switch that is neither on nor off", { reduceMotion: "maybe" }, /reduceMotion|Reduce Motion/],
  ] as const)("refuses %s with 400, writing nothing", async (_, changes, said) => {
    const before = await saved();
    const response = await formPost("/accessibility?dialog=wizard", wizardFields(changes), 38);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(said);
    expect(await saved()).toBe(before);
  });

  it("saves a member's preferences, and a plain post lands at the overview", async () => {
    const response = await formPost(
      "/accessibility?dialog=wizard",
      wizardFields({ fontSize: "extra-large", skipLinks: "off" }),
      38,
      true,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/accessibility#overview");
    expect(
      await scalar(
        "SELECT count(*) AS n FROM accessibility_preferences WHERE user_id = 38 AND font_size = 'extra-large' AND skip_links = 0",
      ),
    ).toBe(1);
  });

  it("keeps a visitor's preferences in their cookie, not in D1", async () => {
    const before = await saved();
    const response = await formPost("/accessibility?dialog=wizard", wizardFields({ colorScheme: "dark" }), null, true);
    expect(response.status).toBe(303);
    const cookie = decodeURIComponent(response.headers.get("set-cookie") ?? "");
    expect(cookie).toMatch(/^a11y-preferences=\{.*"colorScheme":"dark"/);
    expect(await saved()).toBe(before);
  });
});
