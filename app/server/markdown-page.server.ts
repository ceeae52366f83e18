// The site's own pages (policies, the FAQ) from Markdown files, with the posts' renderer and safe
// subset. `# Title` is the page's h1; each `## Heading {#anchor icon=picture}` starts a section,
// whose anchor stays put when the wording changes; a paragraph that is only `{{name}}` is a block
// the server fills from data (the crisis lines), so a page never keeps its own copy.
import type { Token } from "markdown-it";
import type { PageDocument, PageSection } from "~/lib/content-pages";
import { subsetMarkdown } from "./markdown.server";

/** Blocks a page may name, each returning its HTML (escape what goes in). */
export type Blocks = Record<string, () => string>;

type Env = { blocks: Blocks };

const ATTRIBUTES = /\s*\{([^{}]*)\}\s*$/;
const BLOCK = /^\{\{([a-z-]+)\}\}$/;

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const md = subsetMarkdown({ headings: true, breaks: false });

// `{#anchor icon=name}` at the end of a heading becomes its id and picture; without it the id is
// the heading's words.
md.core.ruler.push("heading_attributes", (state) => {
  state.tokens.forEach((token, index) => {
    const inline = state.tokens[index + 1];
    if (token.type !== "heading_open" || !inline) return;
    let id: string | null = null;
    let picture: string | null = null;
    const match = ATTRIBUTES.exec(inline.content);
    if (match) {
      for (const part of (match[1] ?? "").trim().split(/\s+/)) {
        if (part.startsWith("#")) id = part.slice(1);
        else if (part.startsWith("icon=")) picture = part.slice("icon=".length);
        else throw new Error(`Unknown heading attribute "${part}" in "${inline.content}"`);
      }
      inline.content = inline.content.slice(0, match.index);
      const last = inline.children?.at(-1);
      if (last?.type === "text") last.content = last.content.replace(ATTRIBUTES, "");
    }
    token.attrSet("id", id ?? slugify(inline.content));
    token.meta = { picture };
  });
});

// A paragraph that is only `{{name}}` becomes that block's HTML.
md.core.ruler.push("blocks", (state) => {
  const { blocks } = state.env as Env;
  const out: Token[] = [];
  for (let index = 0; index < state.tokens.length; index++) {
    const token = state.tokens[index]!;
    const inline = state.tokens[index + 1];
    const name = token.type === "paragraph_open" && inline ? BLOCK.exec(inline.content.trim())?.[1] : undefined;
    if (name === undefined) {
      out.push(token);
      continue;
    }
    const block = blocks[name];
    if (!block) throw new Error(`Unknown block {{${name}}}`);
    const html = new state.Token("html_block", "", 0);
    html.content = block();
    out.push(html);
    // The paragraph's text and its close go with it.
    index += 2;
  }
  state.tokens = out;
});

const text = (inline: Token | undefined) =>
  (inline?.children ?? [])
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("");

/** The page's title, a one-line summary (its first paragraph), its intro and its sections. */
export function renderPage(source: string, blocks: Blocks = {}): PageDocument {
  const env: Env = { blocks };
  const tokens = md.parse(source, env);
  const render = (part: Token[]) => md.renderer.render(part, md.options, env);
  let title = "";
  let summary = "";
  const intro: Token[] = [];
  const sections: (Omit<PageSection, "html"> & { tokens: Token[] })[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const inline = tokens[index + 1];
    if (token.type === "heading_open" && (token.tag === "h1" || token.tag === "h2")) {
      const heading = inline?.content.trim() ?? "";
      if (token.tag === "h1") title = heading;
      else
        sections.push({
          id: String(token.attrGet("id") ?? slugify(heading)),
          heading,
          picture: (token.meta as { picture: string | null }).picture,
          tokens: [],
        });
      index += 2;
      continue;
    }
    if (!summary && token.type === "paragraph_open") summary = text(inline);
    (sections.at(-1)?.tokens ?? intro).push(token);
  }
  return {
    title,
    summary,
    introHtml: render(intro),
    sections: sections.map(({ tokens: part, ...section }) => ({ ...section, html: render(part) })),
  };
}
