import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, visitorPreferencesCookie } from "~/lib/accessibility/preferences";
import { can, safeRedirect } from "~/server/auth.server";
import { CODE_ALPHABET, normaliseCode, randomCode, randomToken, TOKEN_PATTERN } from "~/models/crypto.server";

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/messages?to=3")).toBe("/messages?to=3");
    expect(safeRedirect("http://example.com/ads?tab=analytics")).toBe("/ads?tab=analytics");
  });

  it("refuses anything that a browser would read as another site", () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "https:evil",
      "evil.example",
      "javascript:alert(1)",
      `/${"a".repeat(600)}`,
    ]) {
      expect(safeRedirect(target, "/"), JSON.stringify(target)).toBe("/");
    }
    expect(safeRedirect(null, "/")).toBe("/");
  });
});

describe("sign-in codes and tokens", () => {
  it("makes codes of 6 characters from an alphabet without look-alikes", () => {
    for (let i = 0; i < 500; i++) {
      const code = randomCode();
      expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    }
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it("reads a typed or pasted code with spaces, dashes and any case", () => {
    expect(normaliseCode(" ab3 k7m ")).toBe("AB3K7M");
    expect(normaliseCode("ab3-k7m")).toBe("AB3K7M");
  });

  it("makes 43-character tokens that differ every time", () => {
    const tokens = new Set(Array.from({ length: 100 }, () => randomToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(TOKEN_PATTERN);
  });
});

describe("permissions", () => {
  it("come from roles through one table", () => {
    expect(can({ roles: ["member", "moderator"] }, "moderate:reports")).toBe(true);
    expect(can({ roles: ["member"] }, "moderate:reports")).toBe(false);
    expect(can({ roles: ["member", "advertiser"] }, "ads:manage")).toBe(true);
    expect(can({ roles: ["member", "moderator"] }, "members:manage-roles")).toBe(false);
    expect(can({ roles: ["member", "admin"] }, "members:manage-roles")).toBe(true);
    expect(can(null, "moderate:reports")).toBe(false);
  });
});

describe("a visitor's preferences cookie", () => {
  it("holds the preferences, and is refused rather than cut when too long", () => {
    const cookie = visitorPreferencesCookie({ ...DEFAULT_PREFERENCES, fontSize: "large" }, true);
    expect(cookie).toMatch(/^a11y-preferences=%7B.*; Path=\/; SameSite=Lax; Secure; Max-Age=31536000$/);
    expect(decodeURIComponent(cookie!.split(";")[0]!.split("=")[1]!)).toContain('"fontSize":"large"');
    expect(visitorPreferencesCookie({ ...DEFAULT_PREFERENCES, customCss: "a{}".repeat(2000) }, false)).toBeNull();
    expect(visitorPreferencesCookie(null, false)).toBe("a11y-preferences=; Path=/; SameSite=Lax; Max-Age=0");
  });
});
