// The account page's pure parts: a browser in words, places, and the username and profile rules.
import { describe, expect, it } from "vitest";
import { deleteAccountSchema, describeDevice, describePlace, profileChangesSchema, usernameField } from "~/lib/account";

describe("describeDevice", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Windows"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome on Mac",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    ["curl/8.5.0", "Unknown browser"],
    [null, "Unknown browser"],
  ])("%s is %s", (agent, words) => {
    expect(describeDevice(agent)).toBe(words);
  });

  it("says places as Cloudflare gives them", () => {
    expect(describePlace({ city: "Hobart", country: "AU" })).toBe("Hobart, AU");
    expect(describePlace({ city: null, country: "AU" })).toBe("AU");
    expect(describePlace({ city: null, country: null })).toBeNull();
  });
});

describe("usernames", () => {
  it("takes lower-case names that can be mentioned, and refuses the rest", () => {
    expect(usernameField.parse(" Jo.Lee_2 ")).toBe("jo.lee_2");
    for (const bad of ["ab", "a".repeat(31), "with space", "ends.", "-starts", "member-abc", "deleted-3", "é-name"])
      expect(usernameField.safeParse(bad).success, bad).toBe(false);
  });

  it("profile changes: empty optional texts are none, unknown fields and empty changes are refused", () => {
    expect(profileChangesSchema.parse({ bio: "", website: "" })).toEqual({ bio: null, website: null });
    expect(profileChangesSchema.safeParse({}).success).toBe(false);
    expect(profileChangesSchema.safeParse({ roles: ["admin"] }).success).toBe(false);
    expect(profileChangesSchema.safeParse({ website: "javascript:alert(1)" }).success).toBe(false);
  });

  it("deletion needs the phrase, in any case", () => {
    expect(deleteAccountSchema.parse({ confirm: "Delete My Account" })).toEqual({
      confirm: "Delete My Account",
      deleteContent: false,
    });
    expect(deleteAccountSchema.safeParse({ confirm: "yes" }).success).toBe(false);
  });
});
