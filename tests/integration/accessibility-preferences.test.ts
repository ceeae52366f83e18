import { env } from "cloudflare:test";
import { SELF as WORKER } from "./worker";
import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES } from "~/lib/accessibility/preferences";
import { HOSTILE_CSS } from "../unit/hostile-css";
import { memberCookie } from "./constants";

/** The Worker, called as member 1 (Jordan Lee), whose preferences these tests change. */
const SELF = {
  fetch: (input: string, init: RequestInit = {}) =>
    WORKER.fetch(input, { ...init, headers: { cookie: memberCookie(1), ...(init.headers as Record<string, string>) } }),
};

const url = (userId: string | number = 1) => `http://example.com/api/accessibility-preferences/${userId}`;
const put = (body: unknown, userId: string | number = 1, contentType = "application/json") =>
  SELF.fetch(url(userId), {
    method: "PUT",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const storedRows = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM accessibility_preferences WHERE user_id = 1").first<{ n: number }>())
    ?.n;

describe("accessibility preferences API", () => {
  it("answers 404 before user 1 has saved any", async () => {
    const response = await SELF.fetch(url());
    expect(response.status).toBe(404);
    expect((await response.json<{ error: string }>()).error).toMatch(/defaults/);
  });

  it("round-trips all 26 fields", async () => {
    const preferences = {
      ...DEFAULT_PREFERENCES,
      fontSize: "extra-large",
      colorScheme: "dark",
      reduceMotion: true,
      hoverDelay: 1200,
      customCss: "h1 { letter-spacing: 0.1em; }",
    };
    const saved = await put(preferences);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(preferences);
    const read = await SELF.fetch(url());
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(preferences);
    // A second save updates the same row.
    await put({ ...preferences, fontSize: "small" });
    expect(await (await SELF.fetch(url())).json()).toMatchObject({ fontSize: "small" });
    expect(await storedRows()).toBe(1);
  });

  const invalid: [string, unknown][] = [
    ["an unknown enum value", { ...DEFAULT_PREFERENCES, fontSize: "gigantic" }],
    ["a string for a boolean", { ...DEFAULT_PREFERENCES, reduceMotion: "true" }],
    ["a missing field", (({ skipLinks: _skip, ...rest }) => rest)(DEFAULT_PREFERENCES)],
    ["an unknown field", { ...DEFAULT_PREFERENCES, theme: "neon" }],
    ["hoverDelay below 0", { ...DEFAULT_PREFERENCES, hoverDelay: -1 }],
    ["hoverDelay above 2000", { ...DEFAULT_PREFERENCES, hoverDelay: 2001 }],
    ["a fractional hoverDelay", { ...DEFAULT_PREFERENCES, hoverDelay: 100.5 }],
    ["customCss over the cap", { ...DEFAULT_PREFERENCES, customCss: "a".repeat(10_001) }],
    ["null", null],
    ["an array", [DEFAULT_PREFERENCES]],
    ["malformed JSON", "{ fontSize: large"],
  ];
  it.each(invalid)("refuses %s with 400 and changes nothing", async (_, body) => {
    const before = await SELF.fetch(url()).then((r) => r.text());
    const response = await put(body);
    expect(response.status).toBe(400);
    const error = await response.json<{ error: string; issues: unknown[] }>();
    expect(error.error.length).toBeGreaterThan(10);
    expect(Array.isArray(error.issues)).toBe(true);
    expect(await SELF.fetch(url()).then((r) => r.text())).toBe(before);
  });

  it("refuses a non-JSON body with 415 and another user's preferences with 403", async () => {
    expect((await put("fontSize=large", 1, "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await put(DEFAULT_PREFERENCES, 2)).status).toBe(403);
    expect((await SELF.fetch(url(2))).status).toBe(403);
    expect((await SELF.fetch(url("abc"))).status).toBe(400);
  });

  it("refuses methods other than GET, PUT and DELETE", async () => {
    const response = await SELF.fetch(url(), { method: "PATCH" });
    expect(response.status).toBe(405);
  });

  it("forgets saved preferences on DELETE, so the defaults apply again, and only for yourself", async () => {
    expect((await put(DEFAULT_PREFERENCES)).status).toBe(200);
    expect((await SELF.fetch(url(2), { method: "DELETE" })).status).toBe(403);
    expect(await storedRows()).toBe(1);
    expect((await SELF.fetch(url(), { method: "DELETE" })).status).toBe(204);
    expect(await storedRows()).toBe(0);
    expect((await SELF.fetch(url())).status).toBe(404);
  });

  // The spec's field table has customCss optional (docs/features/accessibility.md#endpoints).
  it("accepts a PUT without customCss and keeps the custom CSS stored", async () => {
    const { customCss: _css, ...withoutCss } = DEFAULT_PREFERENCES;
    expect((await SELF.fetch(url(), { method: "DELETE" })).status).toBe(204);
    // A first save without it stores the default: none.
    const first = await put({ ...withoutCss, fontSize: "large" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ...DEFAULT_PREFERENCES, fontSize: "large" });
    const customCss = "p { line-height: 1.8; }";
    expect((await put({ ...DEFAULT_PREFERENCES, customCss })).status).toBe(200);
    const saved = await put({ ...withoutCss, colorScheme: "dark" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ...DEFAULT_PREFERENCES, colorScheme: "dark", customCss });
    expect(await (await SELF.fetch(url())).json()).toEqual({ ...DEFAULT_PREFERENCES, colorScheme: "dark", customCss });
    // Sent empty, it is cleared.
    expect(await (await put({ ...withoutCss, customCss: "" })).json()).toMatchObject({ customCss: "" });
    expect(await storedRows()).toBe(1);
  });

  it.each(HOSTILE_CSS)("stores hostile custom CSS only in sanitised form: %s", async (customCss) => {
    const response = await put({ ...DEFAULT_PREFERENCES, customCss });
    expect(response.status).toBe(200);
    const row = await env.DB.prepare("SELECT custom_css FROM accessibility_preferences WHERE user_id = 1").first<{
      custom_css: string;
    }>();
    const stored = row?.custom_css ?? "";
    expect(stored).not.toMatch(/<|\\|@import|expression\s*\(|javascript:|:\/\/|image-set/i);
    const html = await (await SELF.fetch("http://example.com/")).text();
    const style = html.match(/<style id="user-custom-css">([\s\S]*?)<\/style>/)?.[1] ?? "";
    expect(style).not.toMatch(/<|@import|javascript:|:\/\//i);
  });
});

describe("preferences rendered on the server", () => {
  it("puts font size, scheme, motion, autoplay and modes into the first HTML", async () => {
    await put({
      ...DEFAULT_PREFERENCES,
      fontSize: "extra-large",
      fontFamily: "dyslexic-friendly",
      colorScheme: "high-contrast",
      animationSpeed: "slow",
      readingAssistance: true,
      autoplay: false,
      hoverDelay: 900,
      customCss: "main{outline:0}",
    });
    const html = await (await SELF.fetch("http://example.com/accessibility")).text();
    const htmlTag = html.match(/<html[^>]*>/)?.[0] ?? "";
    expect(htmlTag).toContain("font-size-extra-large");
    expect(htmlTag).toContain("font-dyslexic-friendly");
    expect(htmlTag).toContain("high-contrast");
    expect(htmlTag).toContain("reading-assistance");
    expect(htmlTag).toContain("--font-size-base:20px");
    expect(htmlTag).toContain("--motion-duration:0.5s");
    expect(htmlTag).toContain("no-autoplay");
    expect(htmlTag).toContain("--hover-delay:900ms");
    expect(html).toContain('<style id="user-custom-css">main{outline:0}</style>');
  });

  it("renders no custom style element when customCss is empty", async () => {
    await put(DEFAULT_PREFERENCES);
    const html = await (await SELF.fetch("http://example.com/")).text();
    expect(html).not.toContain("user-custom-css");
    expect(html.match(/<html[^>]*>/)?.[0]).toContain("font-size-medium");
  });
});
