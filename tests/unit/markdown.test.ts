// renderMarkdown against an XSS corpus: whatever a member types, the HTML holds only
// the renderer's own tags and attributes, every quote inside an attribute is escaped, and no
// href leads anywhere but http(s), mailto, tel or a relative address on our own site.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/server/markdown.server";

const TAGS = new Set(["p", "br", "em", "strong", "s", "a", "ul", "ol", "li", "blockquote", "code", "pre", "hr"]);
const HEADINGS = ["h2", "h3", "h4", "h5", "h6"];
const ATTRIBUTES = new Set(["href", "title", "rel", "class", "data-mention", "start"]);

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The scheme a browser would see: it drops leading C0 controls and spaces, and every tab and newline. */
function scheme(href: string) {
  const url = href.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase() ?? "";
}

/**
 * Reads the HTML strictly: every `<` opens a known tag whose attributes are known names with
 * double-quoted values free of `"`, `<` and `>`; text holds no `<`, `>` or `"` unescaped.
 * Returns each tag with its decoded attributes, or throws on anything else.
 */
function readHtml(html: string, { headings }: { headings: boolean }) {
  const tags: { name: string; attributes: Record<string, string> }[] = [];
  const allowed = (name: string) => TAGS.has(name) || (headings && HEADINGS.includes(name));
  let rest = html;
  while (rest) {
    const text = /^[^<>"]+/.exec(rest);
    if (text) {
      rest = rest.slice(text[0].length);
      continue;
    }
    const tag = /^<(\/?)([a-z0-9]+)((?: [a-z-]+(?:="[^"<>]*")?)*) ?\/?>/.exec(rest);
    if (!tag) throw new Error(`Unexpected markup at: ${rest.slice(0, 60)}`);
    const name = tag[2] ?? "";
    if (!allowed(name)) throw new Error(`Unexpected tag <${name}> in: ${html}`);
    const attributes: Record<string, string> = {};
    for (const [, key = "", value = ""] of (tag[3] ?? "").matchAll(/ ([a-z-]+)(?:="([^"]*)")?/g)) {
      if (!ATTRIBUTES.has(key)) throw new Error(`Unexpected attribute ${key} on <${name}> in: ${html}`);
      attributes[key] = decode(value);
    }
    if (!tag[1]) tags.push({ name, attributes });
    rest = rest.slice(tag[0].length);
  }
  return tags;
}

const SAFE_SCHEMES = new Set(["", "http", "https", "mailto", "tel"]);

/** Renders `text` both as a post and as a reply and checks the HTML; returns the post's links. */
function render(text: string) {
  const links: { href: string; title?: string }[] = [];
  for (const kind of ["post", "reply"] as const) {
    const html = renderMarkdown(text, { kind });
    const tags = readHtml(html, { headings: kind === "post" });
    for (const { name, attributes } of tags) {
      if (name !== "a") {
        expect(attributes, `attributes on <${name}> in ${html}`).not.toHaveProperty("href");
        continue;
      }
      const href = attributes.href ?? "";
      expect(SAFE_SCHEMES.has(scheme(href)), `href ${JSON.stringify(href)} in ${html}`).toBe(true);
      if (kind === "post") links.push({ href, ...(attributes.title === undefined ? {} : { title: attributes.title }) });
    }
    expect(html).not.toMatch(/<(script|img|iframe|svg|style|object|embed|form|input)\b/i);
  }
  return { html: renderMarkdown(text, { kind: "post" }), links };
}

describe("renderMarkdown: executable schemes never become a link", () => {
  const PAYLOADS = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "JAVASCRIPT:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#X6a;&#x61;vascript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "jav&#9;ascript:alert(1)",
    "java&#x0A;script:alert(1)",
    "javascript&colon;alert(1)",
    "javascript&#58;alert(1)",
    "&#x0C;javascript:alert(1)",
    "&#x20;javascript:alert(1)",
    "&#1;javascript:alert(1)",
    "\u0001javascript:alert(1)",
    " javascript:alert(1)",
    "<javascript:alert(1)>",
    "< javascript:alert(1)>",
    "<jav\tascript:alert(1)>",
    "<java\nscript:alert(1)>",
    "java\\script:alert(1)",
    "%6Aavascript:alert(1)",
    "javascript://%0aalert(1)",
    "vbscript:msgbox(1)",
    "VbScRiPt:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "data:text/html,<script>alert(1)</script>",
    "DATA:text/html,x",
    "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
    "data:image/png;base64,iVBORw0KGgo=",
    "&#100;ata:text/html,x",
    "file:///etc/passwd",
  ];

  it.each(PAYLOADS)("[x](%s) renders no executable href", (payload) => {
    render(`[x](${payload})`);
    render(`[x](${payload} "title")`);
  });

  it.each(PAYLOADS)("![x](%s) renders no image and no executable href", (payload) => {
    render(`![x](${payload})`);
  });

  it.each(PAYLOADS)("reference-style [x][1] with [1]: %s renders no executable href", (payload) => {
    render(`[x][1]\n\n[1]: ${payload}`);
    render(`[x]\n\n[x]: ${payload}`);
    render(`![x][1]\n\n[1]: ${payload}`);
  });

  it("a data: link is not a link, even to an image type markdown-it would allow", () => {
    // markdown-it's own validateLink lets data:image/(gif|png|jpeg|webp) through.
    const { links } = render("[x](data:image/png;base64,iVBORw0KGgo=)");
    expect(links).toEqual([]);
  });

  it.each(["<javascript:alert(1)>", "<JAVASCRIPT:alert(1)>", "<data:text/html,x>", "<vbscript:x>"])(
    "the autolink %s stays text",
    (text) => {
      const { links, html } = render(text);
      expect(links).toEqual([]);
      expect(html).toContain("&lt;");
    },
  );

  it.each(["javascript:alert(1)", "www.example.com/javascript:alert(1)", "https://example.com/?q=<script>"])(
    "the bare text %s is not linked into anything executable",
    (text) => {
      render(text);
    },
  );
});

describe("renderMarkdown: raw HTML is text", () => {
  it.each([
    "<script>alert(1)</script>",
    "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
    "<img src=x onerror=alert(1)>",
    '<a href="javascript:alert(1)">x</a>',
    "<svg onload=alert(1)>",
    "<iframe src=javascript:alert(1)>",
    '"><svg onload=alert(1)>',
    "<style>body{display:none}</style>",
    "<!-- x --><script>alert(1)</script>",
    "<div>\n<script>alert(1)</script>\n</div>",
    "`<script>alert(1)</script>`",
    "```\n<script>alert(1)</script>\n```",
    "> <img src=x onerror=alert(1)>",
    "- <img src=x onerror=alert(1)>",
    "# <script>alert(1)</script>",
  ])("%s", (text) => {
    const { html } = render(text);
    expect(html).toMatch(/&lt;/);
  });
});

describe("renderMarkdown: titles and text cannot break out of an attribute", () => {
  it.each([
    ['[x](http://a "\\" onmouseover=alert(1) x=\\"")', '" onmouseover=alert(1) x="'],
    ["[x](http://a 'x\" onmouseover=\"alert(1)')", 'x" onmouseover="alert(1)'],
    ['[x](http://a (x" onfocus="alert\\(1\\)" autofocus="))', 'x" onfocus="alert(1)" autofocus="'],
    ['[x](http://a "&quot; onmouseover=alert(1)")', '" onmouseover=alert(1)'],
    ['[x](http://a "<script>alert(1)</script>")', "<script>alert(1)</script>"],
  ])("%s keeps the title as one attribute value", (text, title) => {
    const { links } = render(text);
    expect(links).toEqual([{ href: "http://a", title }]);
  });

  it.each([
    '[x](http://a"onmouseover="alert(1))',
    '[x](<http://a" onmouseover="alert(1)>)',
    '[x](http://a)" onmouseover="alert(1)',
    '[x"onmouseover="alert(1)](http://a)',
  ])("%s puts no quote into the markup", (text) => {
    const { links } = render(text);
    for (const { href } of links) expect(href).not.toMatch(/^http:\/\/a"/);
  });

  it("a reference definition's title is escaped too", () => {
    render('[x][1]\n\n[1]: http://a "\\" onmouseover=alert(1) x=\\""');
  });
});

describe("renderMarkdown: ordinary links still work", () => {
  it.each([
    ["[site](https://example.com/a?b=1&c=2#d)", "https://example.com/a?b=1&c=2#d"],
    ["[site](http://example.com)", "http://example.com"],
    ["[site](HTTPS://Example.com)", "HTTPS://Example.com"],
    ["[mail](mailto:help@example.com)", "mailto:help@example.com"],
    ["[call](tel:+441234567890)", "tel:+441234567890"],
    ["[group](/groups/3)", "/groups/3"],
    ["[reply](#reply-4)", "#reply-4"],
    ["[up](../events)", "../events"],
    ["[page](events?page=2)", "events?page=2"],
    ["[a colon later](/search?q=a:b)", "/search?q=a:b"],
    ['[site](https://example.com "Our site")', "https://example.com"],
  ])("%s links to %s", (text, href) => {
    const { links, html } = render(text);
    expect(links.map((link) => link.href)).toEqual([href]);
    expect(html).toContain('rel="ugc nofollow noopener noreferrer"');
  });

  it("an @mention of a known member still links to their profile", () => {
    const html = renderMarkdown("Thanks @Robin!", { kind: "reply", mentions: [{ userId: 7, username: "robin" }] });
    expect(html).toContain('<a href="/profile/7" data-mention="" class="mention">@Robin</a>');
  });
});
