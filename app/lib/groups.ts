// Support-group rules shared by the page, the API and the tests (spec doc 1, 2.8, 3 and 9).
import { z } from "zod";
import { keysetCursor, limitParam, searchParam } from "./lists";
import { GROUP_CATEGORIES } from "./vocab";

export type GroupCategory = (typeof GROUP_CATEGORIES)[number];
export const GROUP_CATEGORY_LABELS: Record<GroupCategory, string> = {
  spinal_cord: "Spinal cord",
  visual: "Visual",
  hearing: "Hearing",
  cognitive: "Cognitive",
  chronic_illness: "Chronic illness",
  age_specific: "Age specific",
};
export const GROUP_TABS = ["all", "public", "my-groups"] as const;
export type GroupTab = (typeof GROUP_TABS)[number];
export const GROUP_TAB_LABELS: Record<GroupTab, string> = {
  all: "All Groups",
  public: "Public",
  "my-groups": "My Groups",
};
export const GROUP_PAGE_SIZE = 12;

/** Most recently active first; the cursor is the last card's [recentActivity, id]. */
export const groupCursor = keysetCursor(z.tuple([z.string().max(40), z.number().int().positive()]));

export const listGroupsQuery = z
  .object({
    // "all" rather than an empty value: select options may not be empty (spec doc 1, section 5).
    category: z
      .enum(["all", ...GROUP_CATEGORIES])
      .optional()
      .transform((value) => (value === "all" ? undefined : value)),
    search: searchParam.optional(),
    tab: z.enum(GROUP_TABS).default("all"),
    cursor: groupCursor.optional(),
    limit: limitParam(50).optional(),
  })
  .strict();
export type GroupFilters = z.output<typeof listGroupsQuery>;

export type Membership = "member" | "pending" | null;

/** The page's own query: the same filters, but unknown parameters are ignored rather than refused. */
export const groupsPageQuery = z.object({
  category: listGroupsQuery.shape.category,
  search: listGroupsQuery.shape.search,
  tab: listGroupsQuery.shape.tab,
});
