// How a page asks the browser to load it (decision 015): the stylesheet first, the scripts at
// low priority so the server-rendered page paints before they arrive, and avatars only as
// they near the viewport. Checked on the served HTML of the real Worker.
import { describe, expect, it } from "vitest";
import { SPEC_STATIC_PATHS } from "../../bench/routes";
import { call } from "./call";

const tags = (html: string, pattern: RegExp) => Array.from(html.matchAll(pattern), (match) => match[0]);

describe("page loading hints", () => {
  it.each(SPEC_STATIC_PATHS)(
    "%s preloads every module at low priority and its stylesheet at the default",
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const preloads = tags(html, /<link rel="modulepreload"[^>]*>/g);
      expect(preloads.length).toBeGreaterThan(2);
      for (const link of preloads) expect(link).toContain('fetchpriority="low"');
      const stylesheets = tags(html, /<link rel="stylesheet"[^>]*>/g);
      expect(stylesheets).toHaveLength(1);
      expect(stylesheets[0]).not.toContain("fetchpriority");
    },
  );

  it("loads the feed's avatars lazily", async () => {
    const html = await (await call("/")).text();
    const avatars = tags(html, /<img[^>]*src="\/avatars\/user-\d+\.png"[^>]*>/g);
    expect(avatars.length).toBeGreaterThan(3);
    for (const img of avatars) expect(img).toMatch(/loading="lazy"/);
  });
});
