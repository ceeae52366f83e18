// How a page asks the browser to load it (decision 032): the stylesheet first, the
// scripts held until the server-rendered page has painted, and avatars only as they near the
// viewport. Checked on the served HTML of the real Worker.
import { describe, expect, it } from "vitest";
import { SPEC_STATIC_PATHS } from "../../bench/routes";
import { call } from "./call";

const tags = (html: string, pattern: RegExp) => Array.from(html.matchAll(pattern), (match) => match[0]);

describe("page loading hints", () => {
  it.each(SPEC_STATIC_PATHS)(
    "%s holds every module until after the first paint, and loads its stylesheet at once",
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(tags(html, /<link rel="modulepreload"[^>]*>/g)).toEqual([]);
      expect(
        tags(html, /<link data-after-paint="modulepreload" href="\/assets\/[^"]+\.js"\/>/g).length,
      ).toBeGreaterThan(2);
      expect(tags(html, /<script[^>]*type="module"[^>]*>/g)).toEqual([]);
      expect(tags(html, /<script nonce="[^"]+" type="text\/x-after-paint">/g)).toHaveLength(1);
      // The starter is the document's last script, with the page's nonce.
      const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
      const end = html.indexOf("</body>");
      const starter = html.slice(html.lastIndexOf("<script", end), end);
      expect(nonce).toBeTruthy();
      expect(starter.startsWith(`<script nonce="${nonce}">(function(){`)).toBe(true);
      // It waits for the browser's first paint entry (the next frame where paint timing is missing).
      expect(starter).toContain('observe({type:"paint",buffered:true})');
      expect(starter).toContain("requestAnimationFrame");
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
