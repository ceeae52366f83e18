// Support-group rules shared by the page, the API and the tests.
import { z } from "zod";
import { keysetCursor, limitParam, searchParam } from "./lists";
import { cursorSchema } from "./posts";
import { idString } from "./schemas";
import { EVENT_ACCESSIBILITY_FEATURES, EVENT_TYPES, GROUP_CATEGORIES, GROUP_ROLES } from "./vocab";

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
    // "all" rather than an empty value: select options may not be empty.
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

export type Membership = "member" | "pending" | "removed" | null;
export type GroupMembership = Membership;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** The page's own query: the same filters, but unknown parameters are ignored rather than refused. */
export const groupsPageQuery = z.object({
  category: listGroupsQuery.shape.category,
  search: listGroupsQuery.shape.search,
  tab: listGroupsQuery.shape.tab,
});

// ---------------------------------------------------------------- a group as a place

export const GROUP_LIMITS = { name: 80, description: 500, guidelines: 2000 } as const;

const trimmed = (max: number, label: string, min = 1) =>
  z.string().trim().min(min, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** POST /api/groups: a new group, whose creator becomes its first group moderator. */
export const createGroupSchema = z
  .object({
    name: trimmed(GROUP_LIMITS.name, "Name", 3),
    description: trimmed(GROUP_LIMITS.description, "Description"),
    category: z.enum(GROUP_CATEGORIES),
    isPrivate: z.boolean(),
    guidelines: trimmed(GROUP_LIMITS.guidelines, "Guidelines"),
  })
  .strict();

/** PATCH /api/groups/:id, for its group moderators. */
export const updateGroupSchema = z
  .object({
    description: createGroupSchema.shape.description.optional(),
    guidelines: createGroupSchema.shape.guidelines.optional(),
  })
  .strict()
  .refine((changes) => changes.description !== undefined || changes.guidelines !== undefined, {
    message: "Send description, guidelines or both.",
  });

/** /api/groups/:id/members/:userId and /api/groups/:id/requests/:userId/... */
export const groupUserParams = z.object({ id: idString, userId: idString });

/** Members in the order they joined; the cursor is the last one's [joinedAt, userId]. */
export const groupMembersQuery = z
  .object({
    cursor: keysetCursor(z.tuple([z.string().max(40), z.number().int().positive()])).optional(),
    limit: limitParam(50).optional(),
  })
  .strict();

/** GET /api/groups/:id/posts?cursor=&limit=&pinned=: the newest unpinned, or (pinned=true) the pinned ones. */
export const groupPostsQuery = z
  .object({
    pinned: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value === "true"),
    cursor: cursorSchema.optional(),
    limit: limitParam(50).optional(),
  })
  .strict();

/** POST /api/groups/:id/remove: a group moderator removes a post or reply from the group. */
export const removeFromGroupSchema = z
  .object({
    contentType: z.enum(["post", "comment"]),
    contentId: z.number().int().positive(),
    reason: z.string().trim().min(1, "is required").max(500, "must be at most 500 characters").optional(),
  })
  .strict();

/** A group holds at most this many pinned discussions, shown above its newest. */
export const MAX_PINNED_POSTS = 3;

/** GET /api/groups/:id/posts?pinned=true lists the pinned ones; POST and DELETE .../posts/:postId/pin. */
export const groupPostParams = z.object({ id: idString, postId: idString });

/** DELETE /api/groups/:id/events/:eventId */
export const groupEventParams = z.object({ id: idString, eventId: idString });

export const GROUP_EVENT_LIMITS = { title: 120, description: 2000, location: 200, link: 500 } as const;

/** POST /api/groups/:id/events: a group moderator's event, starting in the future. */
export const groupEventSchema = z
  .object({
    title: trimmed(GROUP_EVENT_LIMITS.title, "Title", 3),
    description: trimmed(GROUP_EVENT_LIMITS.description, "Description"),
    eventType: z.enum(EVENT_TYPES),
    startTime: z.iso.datetime({ offset: true, error: "Start must be a date and time" }),
    endTime: z.iso.datetime({ offset: true, error: "End must be a date and time" }),
    isVirtual: z.boolean(),
    virtualLink: z
      .string()
      .trim()
      .max(GROUP_EVENT_LIMITS.link)
      .url("Link must be a web address")
      .refine((link) => link.startsWith("https://"), "Link must start with https://")
      .optional(),
    location: z.string().trim().min(1).max(GROUP_EVENT_LIMITS.location).optional(),
    maxAttendees: z.number().int().min(1).max(10_000).optional(),
    accessibilityFeatures: z.array(z.enum(EVENT_ACCESSIBILITY_FEATURES)).max(EVENT_ACCESSIBILITY_FEATURES.length),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (Date.parse(event.endTime) <= Date.parse(event.startTime))
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "End must be after the start" });
    if (Date.parse(event.startTime) <= Date.now())
      ctx.addIssue({ code: "custom", path: ["startTime"], message: "Start must be in the future" });
    if (event.isVirtual && !event.virtualLink)
      ctx.addIssue({ code: "custom", path: ["virtualLink"], message: "An online event needs its link" });
    if (!event.isVirtual && !event.location)
      ctx.addIssue({ code: "custom", path: ["location"], message: "An in-person event needs its place" });
  });
export type GroupEventInput = z.output<typeof groupEventSchema>;
