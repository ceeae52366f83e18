// Post and reply text as HTML (decision 022): a safe subset of CommonMark, rendered on the server
// by markdown-it with raw HTML off. Paragraphs, emphasis, links, lists, quotes and code; headings
// only in a post's body, moved below the page's own h1. `@username` of a member the text was
// recorded as mentioning becomes a link to their profile. No images until they carry alt text.
import MarkdownIt from "markdown-it";
import type { Token } from "markdown-it";
import { MENTION_PATTERN } from "~/lib/posts";

const SUBSET = ["paragraph", "newline", "emphasis", "link", "list", "blockquote", "code", "fence", "backticks"];
const SUBSET_RULES = [...SUBSET, "escape", "entity", "hr", "strikethrough"];
// Links go where a browser would take them: the href is read with the browser's own URL parser,
// so no spelling of a scheme slips past a list of bad ones. markdown-it's own check lets
// data:image/* through, which no member needs in a link.
const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);
const validateLink = (href: string) => {
  try {
    return LINK_PROTOCOLS.has(new URL(href, "https://relative.invalid/").protocol);
  } catch {
    return false;
  }
};

/**
 * The safe subset, with or without headings: what a member types, and the site's own content pages
 * (markdown-page.server.ts), which add their headings' anchors and pictures on top.
 */
export function subsetMarkdown({ headings, breaks }: { headings: boolean; breaks: boolean }) {
  // "zero" turns every rule off; only the subset comes back. html: false escapes any tag typed.
  const md = new MarkdownIt("zero", { html: false, breaks, linkify: false });
  md.enable(headings ? [...SUBSET_RULES, "heading"] : SUBSET_RULES);
  md.validateLink = validateLink;
  return md;
}

function renderer({ headings }: { headings: boolean }) {
  const md = subsetMarkdown({ headings, breaks: true });
  // A member's link is theirs, not ours: no referrer, no ranking, never a same-tab opener.
  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index];
    if (token && token.attrIndex("data-mention") < 0) token.attrSet("rel", "ugc nofollow noopener noreferrer");
    return self.renderToken(tokens, index, options);
  };
  // `# Heading` in a body sits under the page's h1: h1 becomes h2, and so on, never past h6.
  const shift = (tokens: Token[], index: number) => {
    const token = tokens[index];
    if (token) token.tag = `h${Math.min(Number(token.tag.slice(1)) + 1, 6)}`;
  };
  md.core.ruler.push("shift_headings", (state) => {
    state.tokens.forEach((token, index) => {
      if (token.type === "heading_open" || token.type === "heading_close") shift(state.tokens, index);
    });
  });
  md.core.ruler.push("mentions", (state) => {
    const members = (state.env as Env).mentions;
    if (!members?.size) return;
    for (const block of state.tokens) {
      if (block.type !== "inline" || !block.children) continue;
      let inLink = 0;
      block.children = block.children.flatMap((token) => {
        if (token.type === "link_open") inLink++;
        if (token.type === "link_close") inLink--;
        if (token.type !== "text" || inLink > 0) return [token];
        return linkMentions(state.Token, token.content, members);
      });
    }
  });
  return md;
}

type Env = { mentions?: Map<string, number> };

/** Splits a text token around `@username`s the map knows, each as a link to the profile. */
function linkMentions(TokenClass: typeof Token, text: string, members: Map<string, number>): Token[] {
  const out: Token[] = [];
  const textToken = (content: string) => Object.assign(new TokenClass("text", "", 0), { content });
  let at = 0;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = match[2] ?? "";
    const userId = members.get(name.toLowerCase());
    if (userId === undefined) continue;
    const start = (match.index ?? 0) + (match[1] ?? "").length;
    if (start > at) out.push(textToken(text.slice(at, start)));
    const open = new TokenClass("link_open", "a", 1);
    open.attrs = [
      ["href", `/profile/${userId}`],
      ["data-mention", ""],
      ["class", "mention"],
    ];
    out.push(open, textToken(`@${name}`), new TokenClass("link_close", "a", -1));
    at = start + name.length + 1;
  }
  if (at < text.length) out.push(textToken(text.slice(at)));
  return out;
}

const postRenderer = renderer({ headings: true });
const replyRenderer = renderer({ headings: false });

export type Mention = { userId: number; username: string };

/** HTML for a post's body (headings allowed, from h2) or a reply's (no headings). */
export function renderMarkdown(
  text: string,
  { kind, mentions = [] }: { kind: "post" | "reply"; mentions?: Mention[] },
) {
  const env: Env = { mentions: new Map(mentions.map((m) => [m.username.toLowerCase(), m.userId])) };
  return (kind === "post" ? postRenderer : replyRenderer).render(text, env);
}
