// Appeals of moderation decisions (docs/features/moderation.md, "Appeals"): who may appeal and
// decide, the 30-day window, one appeal per decision, the second-moderator rule, and what granting
// restores. Storage is shared within this file, so every test makes the rows it changes.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, formPost, scalar } from "./http";
import { memberCookie } from "./constants";
import { SELF } from "cloudflare:test";

const FIRST_MODERATOR = 1;
const SECOND_MODERATOR = 2;
type Json = Record<string, unknown>;
const json = async <T = Json>(response: Response) => (await response.json()) as T;
const put = (path: string, body: unknown, as: number | null) => api(path, { method: "PUT", body, as });
const statement = "I was sharing my own experience, not selling anything. Please look again.";
const reason = "You were sharing your own story, which the guidelines welcome.";

async function act(body: Json, as = FIRST_MODERATOR): Promise<number> {
  const response = await api("/api/moderation-actions", { as, body });
  expect(response.status).toBe(201);
  return Number((await json(response)).id);
}
async function newPost(as: number, content: string): Promise<number> {
  const response = await api("/api/posts", { as, body: { type: "post", content } });
  expect(response.status).toBe(201);
  return Number((await json(response)).id);
}
const appeal = (actionId: number, as: number | null, text = statement) =>
  api("/api/appeals", { as, body: { actionId, statement: text } });
async function appealId(actionId: number, as: number): Promise<number> {
  const response = await appeal(actionId, as);
  expect(response.status).toBe(201);
  return Number((await json(response)).id);
}
const decide = (id: number, as: number | null, decision = "granted", why = reason) =>
  put(`/api/appeals/${id}`, { decision, reason: why }, as);
const postsCount = (userId: number) => scalar("SELECT posts_count AS n FROM users WHERE id = ?", userId);
const page = async (path: string, as: number) =>
  (await SELF.fetch(`http://example.com${path}`, { headers: { cookie: memberCookie(as) } })).text();

describe("appealing a removal", () => {
  const AUTHOR = 31;

  it("the author appeals once; only a second moderator decides; granting restores the post", async () => {
    const postId = await newPost(AUTHOR, "My wheelchair cushion story, and where I bought it.");
    const counted = await postsCount(AUTHOR);
    const actionId = await act({
      actionType: "content_removed",
      reason: "Spam",
      contentType: "post",
      contentId: postId,
    });
    expect(await postsCount(AUTHOR)).toBe(counted - 1);

    // The home notice says what happened and links to the decision.
    const home = await page("/", AUTHOR);
    expect(home).toContain("A moderator removed your post");
    expect(home).toContain(`/moderation-history#decision-${actionId}`);
    expect(home).toContain("Appeal this decision");

    // A visitor, and a member the decision is not about, cannot appeal it.
    expect((await appeal(actionId, null)).status).toBe(401);
    expect((await appeal(actionId, 32)).status).toBe(404);
    const id = await appealId(actionId, AUTHOR);
    // One appeal per decision.
    const again = await appeal(actionId, AUTHOR);
    expect(again.status).toBe(409);
    expect((await json(again)).error).toContain("already appealed");
    expect(await scalar("SELECT count(*) AS n FROM appeals WHERE action_id = ?", actionId)).toBe(1);

    // A member cannot decide; the moderator who removed it cannot either.
    expect((await decide(id, AUTHOR)).status).toBe(403);
    const own = await decide(id, FIRST_MODERATOR);
    expect(own.status).toBe(403);
    expect((await json(own)).error).toContain("different moderator");
    expect(await scalar("SELECT count(*) AS n FROM appeals WHERE id = ? AND status = 'pending'", id)).toBe(1);

    const granted = await decide(id, SECOND_MODERATOR);
    expect(granted.status).toBe(200);
    const body = await json<{ appeal: Json; grantedActionId: number }>(granted);
    expect(body.appeal).toMatchObject({ status: "granted", decidedBy: SECOND_MODERATOR, decisionReason: reason });
    expect(await scalar("SELECT count(*) AS n FROM posts WHERE id = ? AND removed_at IS NULL", postId)).toBe(1);
    expect(await postsCount(AUTHOR)).toBe(counted);
    expect(await scalar("SELECT is_active AS n FROM moderation_actions WHERE id = ?", actionId)).toBe(0);
    const record = await env.DB.prepare("SELECT * FROM moderation_actions WHERE id = ?")
      .bind(body.grantedActionId)
      .first<Json>();
    expect(record).toMatchObject({
      action_type: "appeal_granted",
      moderator_id: SECOND_MODERATOR,
      target_user_id: AUTHOR,
      content_type: "post",
      content_id: postId,
      reason,
    });
    // The post is readable again.
    expect((await api(`/api/posts/${postId}`, { as: 32 })).status).toBe(200);

    // Decided once: a second decision is a conflict, and changes nothing.
    expect((await decide(id, SECOND_MODERATOR, "upheld")).status).toBe(409);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM moderation_actions WHERE action_type = 'appeal_granted' AND content_id = ?",
        postId,
      ),
    ).toBe(1);

    // The member is told, with the moderator's reason, and sees it on their history.
    const notice = await env.DB.prepare(
      "SELECT detail, url FROM notifications WHERE user_id = ? AND kind = 'moderation' ORDER BY id DESC LIMIT 1",
    )
      .bind(AUTHOR)
      .first<{ detail: string; url: string }>();
    expect(notice?.url).toBe(`/moderation-history#decision-${actionId}`);
    expect(notice?.detail).toContain("Your appeal was granted");
    expect(notice?.detail).toContain(reason);
    const history = await page("/moderation-history", AUTHOR);
    expect(history).toContain("Appeal granted: the decision was reversed.");
    expect(history).toContain(reason);
    // The notice leaves the home feed once the decision is reversed.
    expect(await page("/", AUTHOR)).not.toContain(`decision-${actionId}`);
  });

  it("upholding keeps the reply removed and tells the member why", async () => {
    const postId = await newPost(33, "A question about ramps.");
    const reply = await api(`/api/posts/${postId}/comments`, { as: 34, body: { content: "Buy my ramps now!" } });
    const replyId = Number((await json(reply)).id);
    const actionId = await act({
      actionType: "content_removed",
      reason: "Spam",
      contentType: "comment",
      contentId: replyId,
    });
    const id = await appealId(actionId, 34);
    const upheld = await decide(
      id,
      SECOND_MODERATOR,
      "upheld",
      "Links to a shop are selling, which the guidelines do not allow.",
    );
    expect(upheld.status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM comments WHERE id = ? AND removed_at IS NOT NULL", replyId)).toBe(1);
    expect(await scalar("SELECT is_active AS n FROM moderation_actions WHERE id = ?", actionId)).toBe(1);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM moderation_actions WHERE action_type = 'appeal_granted' AND content_id = ?",
        replyId,
      ),
    ).toBe(0);
    const history = await page("/moderation-history", 34);
    expect(history).toContain("Appeal not granted: the decision stands.");
    expect(history).toContain("Links to a shop are selling");
  });

  it("granting restores a reply and its post's count", async () => {
    const postId = await newPost(33, "Another question about ramps.");
    const reply = await api(`/api/posts/${postId}/comments`, { as: 35, body: { content: "Try the council's grant." } });
    const replyId = Number((await json(reply)).id);
    const count = () => scalar("SELECT comments_count AS n FROM posts WHERE id = ?", postId);
    const before = await count();
    const actionId = await act({
      actionType: "content_removed",
      reason: "Spam",
      contentType: "comment",
      contentId: replyId,
    });
    expect(await count()).toBe(before - 1);
    const id = await appealId(actionId, 35);
    expect((await decide(id, SECOND_MODERATOR)).status).toBe(200);
    expect(await count()).toBe(before);
    expect(await scalar("SELECT count(*) AS n FROM comments WHERE id = ? AND removed_at IS NULL", replyId)).toBe(1);
  });
});

describe("appealing a suspension", () => {
  it("a suspended member can still appeal, by the API and by the page's form", async () => {
    const MEMBER = 36;
    const actionId = await act({ actionType: "user_suspended", reason: "Harassment", targetUserId: MEMBER });
    expect((await api("/api/posts", { as: MEMBER, body: { type: "post", content: "Hello" } })).status).toBe(403);
    const bad = await formPost(
      "/moderation-history",
      { intent: "file-appeal", actionId: String(actionId), statement: "Too short" },
      MEMBER,
    );
    expect(bad.status).toBe(400);
    const sent = await formPost(
      "/moderation-history",
      { intent: "file-appeal", actionId: String(actionId), statement },
      MEMBER,
      true,
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toContain(`#decision-${actionId}`);
    expect(
      await scalar("SELECT count(*) AS n FROM appeals WHERE action_id = ? AND user_id = ?", actionId, MEMBER),
    ).toBe(1);
  });

  it("granting lifts the suspension at once: the member can post again", async () => {
    const MEMBER = 37;
    const actionId = await act({ actionType: "user_suspended", reason: "Harassment", targetUserId: MEMBER });
    const id = await appealId(actionId, MEMBER);
    // The page form, as the moderator who suspended: refused; as a second moderator: granted.
    const own = await formPost(
      "/moderation",
      { intent: "decide-appeal", appealId: String(id), decision: "granted", reason },
      FIRST_MODERATOR,
    );
    expect(own.status).toBe(403);
    const done = await formPost(
      "/moderation",
      { intent: "decide-appeal", appealId: String(id), decision: "granted", reason },
      SECOND_MODERATOR,
    );
    expect(done.status).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM users WHERE id = ? AND suspended_until IS NULL", MEMBER)).toBe(1);
    expect((await api("/api/posts", { as: MEMBER, body: { type: "post", content: "Back again" } })).status).toBe(201);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM moderation_actions WHERE action_type = 'appeal_granted' AND target_user_id = ?",
        MEMBER,
      ),
    ).toBe(1);
  });

  it("granting one suspension leaves another still in force", async () => {
    const MEMBER = 38;
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const first = await act({ actionType: "user_suspended", reason: "Harassment", targetUserId: MEMBER });
    await act(
      { actionType: "user_suspended", reason: "Threats", targetUserId: MEMBER, expiresAt: later },
      SECOND_MODERATOR,
    );
    const id = await appealId(first, MEMBER);
    expect((await decide(id, SECOND_MODERATOR)).status).toBe(200);
    const row = await env.DB.prepare("SELECT suspended_until FROM users WHERE id = ?")
      .bind(MEMBER)
      .first<{ suspended_until: string }>();
    expect(row?.suspended_until).toBe(later);
  });

  it("upholding keeps the suspension", async () => {
    const MEMBER = 39;
    const actionId = await act({ actionType: "user_suspended", reason: "Harassment", targetUserId: MEMBER });
    const id = await appealId(actionId, MEMBER);
    expect((await decide(id, SECOND_MODERATOR, "upheld")).status).toBe(200);
    expect((await api("/api/posts", { as: MEMBER, body: { type: "post", content: "Hello" } })).status).toBe(403);
  });
});

describe("the rules", () => {
  it("a decision can be appealed for 30 days", async () => {
    const MEMBER = 40;
    const insert = (daysAgo: number) =>
      env.DB.prepare(
        "INSERT INTO moderation_actions (moderator_id, target_user_id, action_type, reason, severity, is_active, created_at) VALUES (1, ?, 'warning_issued', 'Be kind', 'low', 1, ?) RETURNING id",
      )
        .bind(MEMBER, new Date(Date.now() - daysAgo * 86_400_000).toISOString())
        .first<{ id: number }>();
    const old = (await insert(31))!.id;
    const recent = (await insert(29))!.id;
    const closed = await appeal(old, MEMBER);
    expect(closed.status).toBe(409);
    expect((await json(closed)).error).toContain("30 days");
    expect((await appeal(recent, MEMBER)).status).toBe(201);
    const history = await page("/moderation-history", MEMBER);
    expect(history).toContain("The 30 days to appeal this decision have ended.");
  });

  it("a warning granted on appeal is withdrawn", async () => {
    const MEMBER = 27;
    const actionId = await act({ actionType: "warning_issued", reason: "Be kind", targetUserId: MEMBER });
    const id = await appealId(actionId, MEMBER);
    expect((await decide(id, SECOND_MODERATOR)).status).toBe(200);
    expect(await scalar("SELECT is_active AS n FROM moderation_actions WHERE id = ?", actionId)).toBe(0);
  });

  it("only decisions about a member can be appealed, and a moderator never decides their own appeal", async () => {
    const noAction = await act({ actionType: "no_action", reason: "Fine", targetUserId: 30 });
    expect((await appeal(noAction, 30)).status).toBe(404);
    expect((await appeal(999_999, 30)).status).toBe(404);
    // Moderator 2 warned by moderator 1 appeals; moderator 2 may not decide it, moderator 1 made it.
    const warned = await act({ actionType: "warning_issued", reason: "Be kind", targetUserId: SECOND_MODERATOR });
    const id = await appealId(warned, SECOND_MODERATOR);
    const mine = await decide(id, SECOND_MODERATOR);
    expect(mine.status).toBe(403);
    expect((await json(mine)).error).toContain("your own");
    expect((await decide(id, FIRST_MODERATOR)).status).toBe(403);
    expect((await decide(999_999, SECOND_MODERATOR)).status).toBe(404);
  });

  it("bad input gets a 4xx and changes nothing", async () => {
    const MEMBER = 29;
    const actionId = await act({ actionType: "warning_issued", reason: "Be kind", targetUserId: MEMBER });
    const before = await scalar("SELECT count(*) AS n FROM appeals");
    for (const body of [
      { actionId, statement: "x".repeat(19) },
      { actionId, statement: "x".repeat(2001) },
      { actionId, statement: "   " + "y".repeat(10) + "         " },
      { statement },
      { actionId: "one", statement },
      { actionId: -1, statement },
      { actionId, statement, extra: true },
      [],
      "not json",
    ]) {
      const response = await api("/api/appeals", { as: MEMBER, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api("/api/appeals", { as: MEMBER })).status).toBe(405);
    expect(await scalar("SELECT count(*) AS n FROM appeals")).toBe(before);
    // Exactly 20 and 2,000 characters are fine.
    expect((await appeal(actionId, MEMBER, "x".repeat(20))).status).toBe(201);
    const id = await scalar("SELECT id AS n FROM appeals WHERE action_id = ?", actionId);
    for (const body of [
      { decision: "maybe", reason },
      { decision: "granted", reason: "short" },
      { decision: "granted", reason: "x".repeat(1001) },
      { decision: "granted" },
      {},
    ])
      expect((await put(`/api/appeals/${id}`, body, SECOND_MODERATOR)).status, JSON.stringify(body)).toBe(400);
    expect((await put("/api/appeals/abc", { decision: "granted", reason }, SECOND_MODERATOR)).status).toBe(400);
    expect((await api(`/api/appeals/${id}`, { as: SECOND_MODERATOR })).status).toBe(405);
    const form = await formPost(
      "/moderation",
      { intent: "decide-appeal", appealId: String(id), decision: "nope", reason },
      SECOND_MODERATOR,
    );
    expect(form.status).toBe(400);
    expect(await scalar("SELECT count(*) AS n FROM appeals WHERE id = ? AND status = 'pending'", id)).toBe(1);
  });

  it("the Appeals tab lists pending appeals to moderators only", async () => {
    const MEMBER = 28;
    const actionId = await act({ actionType: "warning_issued", reason: "Please be kinder", targetUserId: MEMBER });
    const id = await appealId(actionId, MEMBER);
    const asSecond = await page("/moderation?tab=appeals", SECOND_MODERATOR);
    expect(asSecond).toContain(`Appeal #${id}`);
    expect(asSecond).toContain("Grant appeal");
    const asFirst = await page("/moderation?tab=appeals", FIRST_MODERATOR);
    expect(asFirst).toContain("a different moderator must decide the appeal");
    const member = await SELF.fetch("http://example.com/moderation?tab=appeals", {
      headers: { cookie: memberCookie(MEMBER) },
    });
    expect(member.status).toBe(403);
    const visitor = await SELF.fetch("http://example.com/moderation-history", { redirect: "manual" });
    expect([302, 303]).toContain(visitor.status);
  });
});
