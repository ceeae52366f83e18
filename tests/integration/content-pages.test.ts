// The content pages (app/content): each answers 200 to a visitor and a member, in both views; an
// unknown view reads as the standard one; the footer's every link lands on a real page.
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { CONTENT_PAGES, CONTENT_SLUGS } from "~/lib/content-pages";
import { memberCookie } from "./constants";

const get = (path: string, member: number | null) =>
  SELF.fetch(`http://example.com${path}`, {
    redirect: "manual",
    headers: member === null ? {} : { cookie: memberCookie(member) },
  });

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe("content pages", () => {
  const viewers = [
    ["a visitor", null],
    ["a member", 3],
  ] as const;
  const cases = CONTENT_SLUGS.flatMap((slug) => viewers.map(([who, member]) => [slug, who, member] as const));

  it.each(cases)("%s answers 200 to %s, in the standard and the Easy Read versions", async (slug, _who, member) => {
    const { path } = CONTENT_PAGES[slug];
    const standard = await get(path, member);
    expect(standard.status).toBe(200);
    const standardHtml = await standard.text();
    expect(standardHtml).toContain(">Easy Read version</a>");
    expect(standardHtml).not.toContain('role="img"');

    const easy = await get(`${path}?view=easy-read`, member);
    expect(easy.status).toBe(200);
    const easyHtml = await easy.text();
    expect(easyHtml).toContain(">Standard version</a>");
    expect(h1(easyHtml)).not.toBe(h1(standardHtml));
    expect(easyHtml).toContain("(Easy Read) | Wattle</title>");
    // A picture beside every section, each with its text alternative.
    const sections = easyHtml.match(/<section aria-labelledby=/g)?.length ?? 0;
    const pictures = easyHtml.match(/<svg role="img" aria-label="[^"]+"/g)?.length ?? 0;
    expect(sections).toBeGreaterThan(1);
    expect(pictures).toBe(sections);
  });

  it.each(["bogus", "", "EASY-READ", "easy-read%00", "x".repeat(3000)])(
    "reads ?view=%s as the standard version, never an error",
    async (view) => {
      const response = await get(`/safety?view=${view}`, null);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(">Easy Read version</a>");
    },
  );

  it("keeps /safety#report and the guidelines' anchors", async () => {
    expect(await (await get("/safety", null)).text()).toContain('<h2 id="report"');
    const guidelines = await (await get("/guidelines", 1)).text();
    for (const id of ["be-kind", "respect-privacy", "no-hate", "no-spam", "health-information", "crisis"])
      expect(guidelines).toContain(`<h2 id="${id}"`);
  });

  it("loads without a single D1 round trip of its own", async () => {
    const response = await get("/privacy.data?_routes=routes/privacy", null);
    expect(response.status).toBe(200);
    expect(response.headers.get("server-timing")).toContain('desc="0 round trips"');
  });
});

describe("the footer", () => {
  it("links every item to a real page, and says nothing is coming soon", async () => {
    const html = await (await get("/", null)).text();
    // The site's footer is the page's last (a post card has its own).
    const footer = html.slice(html.lastIndexOf("<footer"), html.lastIndexOf("</footer>"));
    expect(footer).not.toMatch(/coming soon/i);
    const columns = footer.slice(footer.indexOf("<nav"));
    const links = Array.from(columns.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g), ([, href, text]) => ({
      href: href!,
      text: text!,
    }));
    expect(links.map((link) => link.text)).toEqual([
      "Community Guidelines",
      "Safety Center",
      "Report Content",
      "FAQ",
      "Accessibility Statement",
      "Contact Support",
      "Privacy Policy",
      "Terms of Service",
    ]);
    expect(links.find((link) => link.text === "Report Content")?.href).toBe("/safety#report");
    expect(links.find((link) => link.text === "Contact Support")?.href).toBe("/support");
    for (const { href } of links) {
      const response = await get(href.replace(/#.*$/, ""), null);
      expect(response.status, href).toBe(200);
    }
  });

  it("shows a social icon only for each profile SOCIAL_LINKS names (Facebook and LinkedIn here)", async () => {
    const html = await (await get("/guidelines", null)).text();
    const footer = html.slice(html.lastIndexOf("<footer"), html.lastIndexOf("</footer>"));
    const social = footer.slice(footer.indexOf('aria-label="Social media"'), footer.indexOf("</ul>"));
    expect(Array.from(social.matchAll(/href="([^"]+)"/g), ([, href]) => href)).toEqual([
      "https://www.facebook.com/wattle.example",
      "https://www.linkedin.com/company/wattle-example",
    ]);
    expect(social).toContain('aria-label="Facebook"');
    expect(social).not.toContain("Twitter");
  });

  it("leaves nothing on the accessibility settings page marked coming soon", async () => {
    const html = await (await get("/accessibility", 1)).text();
    expect(html).not.toMatch(/\(coming soon\)/i);
    expect(html).toContain('href="/accessibility-statement"');
    expect(html).toContain('href="/accessibility-statement#screen-readers"');
  });
});
