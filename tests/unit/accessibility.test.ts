import { describe, expect, it } from "vitest";
import {
  CUSTOM_CSS_MAX_LENGTH,
  DEFAULT_PREFERENCES,
  documentAttributes,
  sanitizeCustomCss,
} from "~/lib/accessibility/preferences";
import { accessibilityPreferencesSchema, parseImportedPreferences } from "~/lib/accessibility/schema";
import { FONT_SIZES } from "~/lib/vocab";
import { HOSTILE_CSS } from "./hostile-css";

describe("sanitizeCustomCss", () => {
  it.each(HOSTILE_CSS)("neutralises %s", (input) => {
    const output = sanitizeCustomCss(input);
    expect(output).not.toMatch(/</);
    expect(output).not.toMatch(/\\/);
    expect(output).not.toMatch(/@import/i);
    expect(output).not.toMatch(/expression\s*\(/i);
    expect(output).not.toMatch(/(java|vb)script\s*:/i);
    expect(output).not.toMatch(/-moz-binding|behavior\s*:/i);
    expect(output).not.toMatch(/image-set\s*\(/i);
    expect(output).not.toMatch(/:\/\/|url\(\s*['"]?(\/\/|[a-z]+:)/i);
  });

  it("keeps ordinary CSS and same-origin urls untouched", () => {
    const css = "body { font-size: 20px; }\na:hover > span { color: #ff0; background: url(/images/ruler.png); }";
    expect(sanitizeCustomCss(css)).toBe(css);
  });

  it("caps the length", () => {
    expect(sanitizeCustomCss("a".repeat(CUSTOM_CSS_MAX_LENGTH + 50)).length).toBe(CUSTOM_CSS_MAX_LENGTH);
  });
});

describe("documentAttributes", () => {
  it("maps font sizes to 14, 16, 18, 20, 24 and 32 px: the largest is twice the default", () => {
    const sizes = FONT_SIZES.map(
      (fontSize) => documentAttributes({ ...DEFAULT_PREFERENCES, fontSize }).style["--font-size-base"],
    );
    expect(sizes).toEqual(["14px", "16px", "18px", "20px", "24px", "32px"]);
  });

  it("sets motion durations from animation speed, and 0.01ms when motion is reduced", () => {
    const duration = (p: Partial<typeof DEFAULT_PREFERENCES>) =>
      documentAttributes({ ...DEFAULT_PREFERENCES, ...p }).style["--motion-duration"];
    expect(duration({ animationSpeed: "slow" })).toBe("0.5s");
    expect(duration({ animationSpeed: "normal" })).toBe("0.3s");
    expect(duration({ animationSpeed: "fast" })).toBe("0.15s");
    expect(duration({ animationSpeed: "off" })).toBe("0.01ms");
    expect(duration({ animationSpeed: "slow", reduceMotion: true })).toBe("0.01ms");
  });

  it("adds dark, high-contrast and each page-level mode as classes", () => {
    const classes = (p: Partial<typeof DEFAULT_PREFERENCES>) =>
      documentAttributes({ ...DEFAULT_PREFERENCES, ...p }).className.split(" ");
    expect(classes({ colorScheme: "dark" })).toContain("dark");
    expect(classes({ colorScheme: "light" })).not.toContain("dark");
    expect(classes({ colorScheme: "high-contrast" })).toContain("high-contrast");
    expect(classes({ colorScheme: "auto" })).toContain("scheme-auto");
    for (const [key, name] of [
      ["clickAssistance", "click-assistance"],
      ["screenReaderOptimized", "screen-reader-optimized"],
      ["simplifiedLayout", "simplified-layout"],
      ["concentrationMode", "concentration-mode"],
      ["readingAssistance", "reading-assistance"],
    ] as const) {
      expect(classes({ [key]: true })).toContain(name);
      expect(classes({ [key]: false })).not.toContain(name);
    }
    expect(classes({ focusIndicators: "enhanced" })).toContain("focus-enhanced");
    expect(classes({ autoplay: false })).toContain("no-autoplay");
    expect(classes({ autoplay: true })).not.toContain("no-autoplay");
    expect(documentAttributes({ ...DEFAULT_PREFERENCES, hoverDelay: 1200 }).style["--hover-delay"]).toBe("1200ms");
  });
});

describe("accessibilityPreferencesSchema", () => {
  it("accepts the defaults and refuses unknown fields", () => {
    expect(accessibilityPreferencesSchema.safeParse(DEFAULT_PREFERENCES).success).toBe(true);
    expect(accessibilityPreferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, fontsize: "large" }).success).toBe(false);
  });
});

describe("parseImportedPreferences", () => {
  it("keeps valid fields and names invalid or unknown ones", () => {
    const result = parseImportedPreferences({
      fontSize: "large",
      colorScheme: "purple",
      hoverDelay: 5000,
      reduceMotion: true,
      theme: "x",
    });
    expect(result.values).toEqual({ fontSize: "large", reduceMotion: true });
    expect(result.skipped.sort()).toEqual(["colorScheme", "hoverDelay", "theme"]);
  });

  it("refuses a file that is not an object", () => {
    expect(parseImportedPreferences([1, 2]).values).toEqual({});
    expect(parseImportedPreferences("text").values).toEqual({});
  });

  it("sanitises imported custom CSS", () => {
    expect(
      parseImportedPreferences({ customCss: "@import url(https://evil.example/x.css); body{color:red}" }).values
        .customCss,
    ).toBe("body{color:red}");
  });
});
