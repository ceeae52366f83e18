// The content pages, read from app/content at build time and rendered once per Worker: the
// standard version (app/content/<page>.md) and the Easy Read one (app/content/easy-read/<page>.md).
// The blocks are the data a page shows without copying it: the crisis lines and the dates the
// accessibility checks last passed (app/content/checks.json, written by the runs themselves).
import { z } from "zod";
import { CRISIS_LINES, EMERGENCY_LINE } from "~/lib/texts/crisis";
import { CONTENT_PAGES, EASY_READ, type ContentSlug, type ContentView, type PageDocument } from "~/lib/content-pages";
import checksFile from "~/content/checks.json";
import { renderPage, type Blocks } from "./markdown-page.server";

const FILES = import.meta.glob<string>("../content/**/*.md", { query: "?raw", import: "default", eager: true });

/** The file behind a page's view, as import.meta.glob names it. */
const contentFile = (slug: ContentSlug, view: ContentView) =>
  view === EASY_READ ? `../content/easy-read/${slug}.md` : `../content/${slug}.md`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** When each kind of check last passed in full; null until a run has recorded it. */
const checksSchema = z.object({ fullTestRun: isoDay.nullable(), lighthouse: isoDay.nullable() });
const checks = checksSchema.parse(checksFile);

const longDate = (day: string | null) =>
  day === null
    ? "not recorded yet"
    : new Date(`${day}T00:00:00Z`).toLocaleDateString("en-AU", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });

const line = (entry: { name: string; number: string; tel: string; when: string }) =>
  `<li><strong>${escapeHtml(entry.name)}</strong>: <a href="tel:${escapeHtml(entry.tel)}">${escapeHtml(entry.number)}</a>. ${escapeHtml(entry.when)}</li>`;

const BLOCKS: Blocks = {
  "crisis-lines": () => `<ul>${[EMERGENCY_LINE, ...CRISIS_LINES].map(line).join("")}</ul>\n`,
  "checks-last-passed": () =>
    `<ul><li>The full test run (axe, keyboard-only tests): <strong>${escapeHtml(longDate(checks.fullTestRun))}</strong></li>` +
    `<li>Lighthouse: <strong>${escapeHtml(longDate(checks.lighthouse))}</strong></li></ul>\n`,
};

const rendered = new Map<string, PageDocument>();

/** A content page as rendered HTML; throws when its file is missing (a unit test keeps them all present). */
export function contentPage(slug: ContentSlug, view: ContentView): PageDocument {
  const file = contentFile(slug, view);
  const cached = rendered.get(file);
  if (cached) return cached;
  const source = FILES[file];
  if (source === undefined) throw new Error(`${file} is missing`);
  const page = renderPage(source, BLOCKS);
  rendered.set(file, page);
  return page;
}

/**
 * `?view=easy-read` asks for the Easy Read version. Any other value (an old or mistyped link) is
 * read as the standard version rather than refused: the reader still gets the policy.
 */
const viewSchema = z.object({ view: z.enum([EASY_READ]).optional().catch(undefined) });

/** A content page's loader data: the view its URL asks for, rendered. No D1. */
export function loadContentPage(request: Request, slug: ContentSlug) {
  const { searchParams } = new URL(request.url);
  const view: ContentView = viewSchema.parse({ view: searchParams.get("view") ?? undefined }).view ?? "standard";
  const page = contentPage(slug, view);
  return { slug, path: CONTENT_PAGES[slug].path, view, page, metaDescription: page.summary };
}
