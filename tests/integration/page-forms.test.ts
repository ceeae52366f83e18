// The page actions behind the one form pattern (decisions 019 and 031): each parses with the API's
// own schema, answers bad input with 400 `{ fieldErrors, formError }` and writes nothing, and on
// good input makes the same change the API would. The dialogs' actions per area are in
// page-forms-*.test.ts.
import { describe, expect, it } from "vitest";
import { POST_TEXTS } from "~/lib/texts";
import { formPost, scalar } from "./http";

const TABLES = [
  "reports",
  "posts",
  "messages",
  "group_memberships",
  "event_registrations",
  "game_rooms",
  "rate_limits",
];
const counts = async () => Promise.all(TABLES.map((table) => scalar(`SELECT count(*) AS n FROM ${table}`)));

const REFUSED: [string, string, Record<string, string | string[]>, RegExp][] = [
  [
    "an empty post",
    "/?index",
    { intent: "create-post", type: "post", content: "  " },
    new RegExp(POST_TEXTS.emptyContent),
  ],
  ["a blog with no title", "/?index", { intent: "create-post", type: "blog", content: "Hi" }, /title is required/],
  ["a post of no known type", "/?index", { intent: "create-post", type: "poem", content: "Hi" }, /type/],
  [
    "a post to a missing forum",
    "/forums",
    { intent: "create-post", type: "discussion", content: "Hi", forumId: "99999" },
    /Forum 99999/,
  ],
  ["a blank message", "/messages?to=2", { intent: "send-message", toUserId: "2", content: " " }, /content/i],
  ["a message to nobody", "/messages?to=2", { intent: "send-message", toUserId: "x", content: "Hi" }, /toUserId/],
  ["a join of no group", "/support-groups", { intent: "join-group", groupId: "abc" }, /positive whole number/],
  ["a registration for no event", "/events?index", { intent: "register-event", eventId: "0" }, /positive whole number/],
  ["a room with no name", "/arcade?index", { intent: "create-room", name: " ", gameType: "chess" }, /room name/i],
  ["a room of no game", "/arcade?index", { intent: "create-room", name: "R", gameType: "golf" }, /gameType/],
  [
    "a room with a made-up feature",
    "/arcade?index",
    { intent: "create-room", name: "R", gameType: "chess", accessibilityFeatures: ["x"] },
    /accessibilityFeatures/,
  ],
  ["a report with no reason", "/report", { intent: "report", contentType: "post", contentId: "1" }, /select a reason/],
  [
    "a report of no kind of thing",
    "/report",
    { intent: "report", contentType: "x", contentId: "1", reason: "spam" },
    /contentType/,
  ],
  ["a form the page does not have", "/?index", { intent: "delete-everything" }, /Unknown form/],
];

describe("page actions refuse bad input with 400 and change nothing", () => {
  it.each(REFUSED)("%s", async (_, path, fields, said) => {
    const before = await counts();
    const response = await formPost(path, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(said);
    expect(await counts()).toEqual(before);
  });

  it("sends a visitor to sign in, writing nothing", async () => {
    const before = await counts();
    const response = await formPost("/?index", { intent: "create-post", type: "post", content: "Hello" }, null);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/login/);
    expect(await counts()).toEqual(before);
  });
});

describe("page actions make the API's change", () => {
  it("creates a post, and a plain post is sent back to the page at the new post", async () => {
    const before = await scalar("SELECT count(*) AS n FROM posts WHERE author_id = 1");
    const response = await formPost(
      "/?index",
      { intent: "create-post", type: "post", content: "From a form", tags: "a, b" },
      1,
      true,
    );
    expect(response.status).toBe(303);
    const id = /#post-card-(\d+)$/.exec(response.headers.get("location") ?? "")?.[1];
    expect(id).toBeDefined();
    expect(await scalar("SELECT count(*) AS n FROM posts WHERE author_id = 1")).toBe(before + 1);
    expect(await scalar("SELECT count(*) AS n FROM posts WHERE id = ? AND content = 'From a form'", Number(id))).toBe(
      1,
    );
  });

  it("joins and leaves a group for the enhanced path, answering with the new state", async () => {
    const group = await scalar(
      "SELECT id AS n FROM support_groups WHERE is_private = 0 AND id NOT IN (SELECT group_id FROM group_memberships WHERE user_id = 5) LIMIT 1",
    );
    const joined = await formPost("/support-groups", { intent: "join-group", groupId: String(group) }, 5);
    expect(joined.status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM group_memberships WHERE user_id = 5 AND group_id = ?", group)).toBe(
      1,
    );
    const left = await formPost("/support-groups", { intent: "leave-group", groupId: String(group) }, 5);
    expect(left.status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM group_memberships WHERE user_id = 5 AND group_id = ?", group)).toBe(
      0,
    );
  });
});
