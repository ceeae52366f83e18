// Resource rules shared by the page, the API and the tests.
import { z } from "zod";
import { keysetCursor, limitParam, searchParam } from "./lists";
import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from "./vocab";

export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];
export const RESOURCE_CATEGORY_LABELS: Record<ResourceCategory, string> = {
  employment: "Employment",
  benefits: "Benefits",
  legal: "Legal",
  technology: "Technology",
  housing: "Housing",
  education: "Education",
  mental_health: "Mental health",
  safety: "Safety",
};
export const RESOURCE_TYPE_LABELS: Record<(typeof RESOURCE_TYPES)[number], string> = {
  guide: "Guide",
  article: "Article",
  video: "Video",
  toolkit: "Toolkit",
  directory: "Directory",
  template: "Template",
};
/** Resource cards show up to 4 tags. */
export const RESOURCE_TAG_LIMIT = 4;
export const RESOURCE_PAGE_SIZE = 12;

/**
 * all: A to Z by title. verified: verified only, newest first. popular: most helpful,
 * then most viewed. recent: newest first.
 */
export const RESOURCE_TABS = ["all", "verified", "popular", "recent"] as const;
export type ResourceTab = (typeof RESOURCE_TABS)[number];
export const RESOURCE_TAB_LABELS: Record<ResourceTab, string> = {
  all: "All",
  verified: "Verified",
  popular: "Popular",
  recent: "Recent",
};

// Each tab's cursor is the last card's sort values, ending with its id.
const id = z.number().int().positive();
const count = z.number().int().min(0);
export const resourceCursors = {
  all: keysetCursor(z.tuple([z.string().max(300), id])),
  popular: keysetCursor(z.tuple([count, count, id])),
  recent: keysetCursor(z.tuple([z.string().max(40), id])),
} as const;

export const listResourcesQuery = z
  .object({
    category: z
      .enum(["all", ...RESOURCE_CATEGORIES])
      .optional()
      .transform((value) => (value === "all" ? undefined : value)),
    search: searchParam.optional(),
    tab: z.enum(RESOURCE_TABS).default("all"),
    cursor: z.string().max(400).optional(),
    limit: limitParam(50).optional(),
  })
  .strict()
  .transform((query, ctx) => {
    const { cursor, ...rest } = query;
    if (cursor === undefined) return { ...rest, cursor: undefined };
    const schema = resourceCursors[query.tab === "verified" ? "recent" : query.tab];
    const parsed = schema.safeParse(cursor);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", path: ["cursor"], message: "is not a cursor this API gave out for this tab" });
      return z.NEVER;
    }
    return { ...rest, cursor: parsed.data };
  });
export type ResourceFilters = z.output<typeof listResourcesQuery>;

/** The page's own query: the same filters, but unknown parameters are ignored rather than refused. */
export const resourcesPageQuery = z.object({
  category: z
    .enum(["all", ...RESOURCE_CATEGORIES])
    .optional()
    .transform((value) => (value === "all" ? undefined : value)),
  search: searchParam.optional(),
  tab: z.enum(RESOURCE_TABS).default("all"),
});
export const RESOURCE_EXCERPT_LENGTH = 160;

export type ResourceVersion = { kind: "main" | "auslan" | "described"; href: string; label: string };

/**
 * The ways to open a resource, in the order the member's preferences ask: its Auslan version first
 * with signLanguageSupport, a video's audio-described version first with audioDescriptions, then
 * the resource itself; without them, the resource comes first.
 */
export function resourceVersions(
  resource: {
    externalUrl: string | null;
    fileUrl: string | null;
    auslanUrl: string | null;
    audioDescribedUrl: string | null;
  },
  { signLanguageSupport, audioDescriptions }: { signLanguageSupport: boolean; audioDescriptions: boolean },
): ResourceVersion[] {
  const main = resource.externalUrl ?? resource.fileUrl;
  const mainVersion: ResourceVersion[] = main
    ? [{ kind: "main", href: main, label: resource.externalUrl ? "Open resource" : "Download file" }]
    : [];
  const auslan: ResourceVersion[] = resource.auslanUrl
    ? [{ kind: "auslan", href: resource.auslanUrl, label: "Open the Auslan version" }]
    : [];
  const described: ResourceVersion[] = resource.audioDescribedUrl
    ? [{ kind: "described", href: resource.audioDescribedUrl, label: "Watch with audio description" }]
    : [];
  return [
    ...(signLanguageSupport ? auslan : []),
    ...(audioDescriptions ? described : []),
    ...mainVersion,
    ...(signLanguageSupport ? [] : auslan),
    ...(audioDescriptions ? [] : described),
  ];
}
