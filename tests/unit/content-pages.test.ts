// The content pages (app/content): every page has both versions, every Easy Read section has a
// picture with a text alternative, anchors are unique and the links between pages land; the
// Markdown page renderer and the SOCIAL_LINKS setting.
import { readdirSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { CONTENT_PAGES, CONTENT_SLUGS, EASY_READ, isEasyReadPicture, type ContentSlug } from "~/lib/content-pages";
import { CRISIS_LINES } from "~/lib/texts/crisis";
import { contentPage } from "~/server/content.server";
import { renderPage } from "~/server/markdown-page.server";
import { socialLinks } from "~/server/social-links.server";

const CONTENT = new URL("../../app/content/", import.meta.url);
const markdownIn = (dir: URL) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.replace(/\.md$/, ""))
    .sort();

const views = ["standard", EASY_READ] as const;
const everyPage = CONTENT_SLUGS.flatMap((slug) => views.map((view) => [slug, view] as const));

describe("content files", () => {
  it("has an Easy Read counterpart for every page, and a page for every file", () => {
    const standard = markdownIn(CONTENT);
    expect(markdownIn(new URL("easy-read/", CONTENT))).toEqual(standard);
    expect(standard).toEqual([...CONTENT_SLUGS].sort());
  });

  it.each(everyPage)("%s (%s) has a title, an intro and sections with unique anchors", (slug, view) => {
    const page = contentPage(slug, view);
    expect(page.title).not.toBe("");
    expect(page.summary).not.toBe("");
    expect(page.sections.length).toBeGreaterThan(1);
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it.each(CONTENT_SLUGS)("%s: every Easy Read section names a picture that has a text alternative", (slug) => {
    for (const section of contentPage(slug, EASY_READ).sections) {
      expect(section.picture, `${slug}#${section.id}`).not.toBeNull();
      expect(isEasyReadPicture(section.picture ?? ""), `${slug}#${section.id}: ${section.picture}`).toBe(true);
    }
  });

  it.each(everyPage)("%s (%s): a link to a content page's #anchor finds that anchor", (slug, view) => {
    const page = contentPage(slug, view);
    const html = [page.introHtml, ...page.sections.map((section) => section.html)].join("");
    for (const [, path, search, hash] of html.matchAll(/href="(\/[a-z-]*)(\?[^"#]*)?(?:#([^"]*))?"/g)) {
      const target = Object.entries(CONTENT_PAGES).find(([, entry]) => entry.path === path)?.[0] as
        ContentSlug | undefined;
      if (!target || !hash) continue;
      const targetView = search?.includes(`view=${EASY_READ}`) ? EASY_READ : "standard";
      const anchors = contentPage(target, targetView).sections.map((section) => section.id);
      expect(anchors, `${slug} (${view}) links to ${path}${search ?? ""}#${hash}`).toContain(hash);
    }
  });

  it("keeps the anchors other pages link to, in both versions", () => {
    for (const view of views) {
      expect(contentPage("safety", view).sections.map((s) => s.id)).toEqual(
        expect.arrayContaining(["report", "crisis-lines", "moderation", "block", "mute", "connections", "meeting"]),
      );
      expect(contentPage("accessibility-statement", view).sections.map((s) => s.id)).toEqual(
        expect.arrayContaining(["conformance", "testing", "limitations", "feedback", "screen-readers"]),
      );
    }
  });

  it("shows the home page's crisis lines on the Safety Center, from the same data", () => {
    const crisis = contentPage("safety", "standard").sections.find((section) => section.id === "crisis-lines");
    for (const line of CRISIS_LINES) {
      expect(crisis?.html).toContain(`<a href="tel:${line.tel}">${line.number}</a>`);
      expect(crisis?.html).toContain(line.when);
    }
  });

  it("states the conformance claim, the three schemes and the feedback route", () => {
    const statement = contentPage("accessibility-statement", "standard");
    const html = statement.sections.map((section) => section.html).join("");
    expect(html).toContain("WCAG) version 2.2, level AA");
    expect(html).toMatch(/light, dark and high contrast/);
    expect(html).toContain('href="/support"');
    expect(html).toMatch(/reply within 2 working days/);
    expect(html).toMatch(/Lighthouse: <strong>(\d{1,2} \w+ \d{4}|not recorded yet)<\/strong>/);
  });
});

describe("the Markdown page renderer", () => {
  it("splits a page at its h2s, with anchors and pictures from {…}", () => {
    const page = renderPage(
      "# Title\n\nIntro *here*.\n\n## First {#one icon=heart}\n\nText.\n\n### Sub\n\nMore.\n\n## Second part\n\nEnd.",
    );
    expect(page.title).toBe("Title");
    expect(page.summary).toBe("Intro here.");
    expect(page.introHtml).toBe("<p>Intro <em>here</em>.</p>\n");
    expect(page.sections).toEqual([
      { id: "one", heading: "First", picture: "heart", html: '<p>Text.</p>\n<h3 id="sub">Sub</h3>\n<p>More.</p>\n' },
      { id: "second-part", heading: "Second part", picture: null, html: "<p>End.</p>\n" },
    ]);
  });

  it("fills a {{block}} paragraph from data, and refuses one it does not know", () => {
    const page = renderPage("# T\n\n## S\n\n{{lines}}\n\nAfter.", { lines: () => "<ul><li>x</li></ul>\n" });
    expect(page.sections[0]?.html).toBe("<ul><li>x</li></ul>\n<p>After.</p>\n");
    expect(() => renderPage("# T\n\n{{nothing}}")).toThrow("Unknown block {{nothing}}");
  });

  it("escapes raw HTML, as it does in posts", () => {
    const page = renderPage("# T\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))");
    expect(page.introHtml).not.toContain("<script");
    expect(page.introHtml).not.toContain('href="javascript');
  });
});

describe("SOCIAL_LINKS", () => {
  it("is empty when unset, so the footer shows no icons", () => {
    expect(socialLinks(undefined)).toEqual([]);
    expect(socialLinks("  ")).toEqual([]);
  });

  it("reads https profiles on known networks, in the footer's order", () => {
    expect(
      socialLinks("https://www.linkedin.com/company/wattle, https://x.com/wattle,https://www.facebook.com/wattle"),
    ).toEqual([
      { network: "facebook", href: "https://www.facebook.com/wattle" },
      { network: "twitter", href: "https://x.com/wattle" },
      { network: "linkedin", href: "https://www.linkedin.com/company/wattle" },
    ]);
  });

  it("leaves out, and logs, an address that is not https or not on a known network", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      socialLinks("http://facebook.com/w,https://example.org/w,javascript:alert(1),https://twitter.com/w"),
    ).toEqual([{ network: "twitter", href: "https://twitter.com/w" }]);
    expect(log).toHaveBeenCalledTimes(3);
    log.mockRestore();
  });
});
