// Site search (docs/features/search.md): the FTS5 index kept by triggers, the ranking, prefix and
// diacritic matching, the visibility rule applied in SQL, hostile queries and safe snippets.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "./http";

type Result = { id: string; kind: string; itemId: number; title: string; snippet: string; href: string };
type Page = { items: Result[]; nextCursor: string | null; counts: Record<string, number>; didYouMean: string[] };

const AUTHOR = 21;
const READER = 22;
const BLOCKER = 23;
const BLOCKED = 24;
const FOUNDER = 25;
const OUTSIDER = 26;

const json = async <T>(response: Response) => (await response.json()) as T;

async function find(q: string, { as = READER, type = "all" }: { as?: number | null; type?: string } = {}) {
  const response = await api(`/api/search?${new URLSearchParams({ q, type, limit: "50" })}`, { as });
  expect(response.status, `${q}: ${response.status}`).toBe(200);
  return json<Page>(response);
}
const ids = (page: Page) => page.items.map((item) => item.id);

async function post(as: number, body: Record<string, unknown>, path = "/api/posts") {
  const response = await api(path, { as, body: { type: "post", ...body } });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ id: number }>(response)).id;
}

let titlePost: number;
let bodyPost: number;
let replyId: number;
let xssPost: number;

beforeAll(async () => {
  // Two posts with the same rare word: one in its title, one in its body only.
  bodyPost = await post(AUTHOR, { content: "Our street got a new zorblatt ramp beside the library." });
  titlePost = await post(AUTHOR, { title: "Zorblatt ramps", content: "Photos from the weekend." });
  replyId = (
    await json<{ id: number }>(
      await api(`/api/posts/${titlePost}/comments`, { as: READER, body: { content: "The quindlewick entrance too" } }),
    )
  ).id;
  xssPost = await post(AUTHOR, { content: `Flarnish <img src=x onerror="alert(1)"> <b>bold</b> & more` });
});

describe("search finds every kind of thing", () => {
  it("finds posts and replies by their words", async () => {
    expect(ids(await find("zorblatt", { type: "posts" }))).toEqual(
      expect.arrayContaining([`post-${titlePost}`, `post-${bodyPost}`]),
    );
    const replies = await find("quindlewick", { type: "replies" });
    expect(ids(replies)).toEqual([`reply-${replyId}`]);
    expect(replies.items[0]!.href).toBe(`/posts/${titlePost}#reply-${replyId}`);
  });

  it.each([
    ["groups", "group", "SELECT id, name AS title FROM support_groups WHERE is_private = 0 ORDER BY id LIMIT 1"],
    ["groups", "forum", "SELECT id, name AS title FROM forums ORDER BY id LIMIT 1"],
    ["resources", "resource", "SELECT id, title FROM resources ORDER BY id LIMIT 1"],
    ["events", "event", "SELECT id, title FROM events WHERE group_id IS NULL ORDER BY id LIMIT 1"],
    [
      "providers",
      "provider",
      "SELECT id, business_name AS title FROM ndis_providers WHERE is_active = 1 AND registration_status <> 'suspended' ORDER BY id LIMIT 1",
    ],
    ["people", "member", "SELECT id, display_name AS title FROM users WHERE id = 5"],
  ])("finds seeded %s (%s) by title: the seed is indexed", async (type, kind, query) => {
    const row = (await env.DB.prepare(query).first<{ id: number; title: string }>())!;
    const page = await find(row.title, { type });
    expect(ids(page)).toContain(`${kind}-${row.id}`);
    expect(page.counts[type]).toBeGreaterThan(0);
  });

  it("finds a provider by one of its services", async () => {
    const service = (await env.DB.prepare(
      "SELECT s.provider_id AS id, s.service_name AS name FROM provider_services s JOIN ndis_providers p ON p.id = s.provider_id WHERE s.is_active = 1 AND p.is_active = 1 AND p.registration_status <> 'suspended' ORDER BY s.id LIMIT 1",
    ).first<{ id: number; name: string }>())!;
    const marker = "Plimbertonic support";
    await env.DB.prepare("UPDATE provider_services SET service_name = ? WHERE provider_id = ? AND service_name = ?")
      .bind(marker, service.id, service.name)
      .run();
    expect(ids(await find("plimbertonic", { type: "providers" }))).toContain(`provider-${service.id}`);
  });
});

describe("ranking and matching", () => {
  it("ranks a title match above a body match", async () => {
    const found = ids(await find("zorblatt"));
    expect(found.indexOf(`post-${titlePost}`)).toBeGreaterThanOrEqual(0);
    expect(found.indexOf(`post-${titlePost}`)).toBeLessThan(found.indexOf(`post-${bodyPost}`));
  });

  it("matches the start of a word: 'acces' finds 'accessible'", async () => {
    const id = await post(AUTHOR, { content: "An accessible changing place at the grobbleton pool" });
    expect(ids(await find("grobbleton acces"))).toContain(`post-${id}`);
    expect(ids(await find("grobbleton accessx"))).not.toContain(`post-${id}`);
  });

  it("ignores accents both ways: 'café' finds 'cafe' and 'cafe' finds 'café'", async () => {
    const plain = await post(AUTHOR, { content: "The wobberly cafe has a hearing loop" });
    const accented = await post(AUTHOR, { content: "The wobberly café has step-free entry" });
    expect(ids(await find("wobberly café"))).toEqual(expect.arrayContaining([`post-${plain}`, `post-${accented}`]));
    expect(ids(await find("wobberly cafe"))).toEqual(expect.arrayContaining([`post-${plain}`, `post-${accented}`]));
  });

  it("retries with every word as a prefix when nothing matched", async () => {
    const id = await post(AUTHOR, { content: "Snorvel equipment loans are open" });
    expect(ids(await find("snorv equip"))).toContain(`post-${id}`);
  });

  it("reads a last word of five letters or more whole first, then as a prefix", async () => {
    const [whole, longer] = [
      await post(AUTHOR, { content: "The plimsoll hoist works again" }),
      await post(AUTHOR, { content: "Plimsolls for the pool are lent at the desk" }),
    ];
    // The word itself is in the index: the longer word is not read into it.
    expect(ids(await find("plimsoll"))).toEqual([`post-${whole}`]);
    // Only the start of a word: nothing matches whole, so the retry reads it as a prefix.
    expect(ids(await find("plimso")).sort()).toEqual([`post-${whole}`, `post-${longer}`].sort());
    // A later page of the retried search comes from the same reading.
    const first = await json<Page>(await api(`/api/search?q=plimso&limit=1`, { as: READER }));
    const second = await json<Page>(
      await api(`/api/search?q=plimso&limit=1&cursor=${first.nextCursor}`, { as: READER }),
    );
    expect([...ids(first), ...ids(second)].sort()).toEqual([`post-${whole}`, `post-${longer}`].sort());
  });

  it("pages with the cursor without repeats", async () => {
    const first = await json<Page>(await api(`/api/search?q=zorblatt&limit=1`, { as: READER }));
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await json<Page>(
      await api(`/api/search?q=zorblatt&limit=1&cursor=${first.nextCursor}`, { as: READER }),
    );
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });
});

describe("ranking favours what the reader can act on", () => {
  const FOLLOWED = 27;
  const STRANGER = 28;
  // The seed has its own follows: start these two readers from none, so each boost is the test's.
  beforeAll(async () => {
    await env.DB.prepare("DELETE FROM follows WHERE follower_id IN (?, ?)").bind(READER, OUTSIDER).run();
  });

  it("a post in the reader's group comes before an equal match outside it", async () => {
    const created = await api("/api/groups", {
      as: FOUNDER,
      body: {
        name: "Ramp builders",
        description: "Open.",
        category: "visual",
        isPrivate: false,
        guidelines: "Be kind.",
      },
    });
    const groupId = (await json<{ id: number }>(created)).id;
    const inGroup = await post(
      FOUNDER,
      { type: "discussion", title: "Notes", content: "The blenkinsop ramp" },
      `/api/groups/${groupId}/posts`,
    );
    const outside = await post(AUTHOR, { title: "Notes", content: "The blenkinsop ramp" });
    await env.DB.prepare(
      "INSERT INTO group_memberships (group_id, user_id, status, role) VALUES (?, ?, 'member', 'member')",
    )
      .bind(groupId, READER)
      .run();
    expect(ids(await find("blenkinsop", { as: READER }))).toEqual([`post-${inGroup}`, `post-${outside}`]);
    expect(ids(await find("blenkinsop", { as: OUTSIDER }))).toEqual([`post-${outside}`, `post-${inGroup}`]);
  });

  it("a post by someone the reader follows comes before an equal match by a stranger", async () => {
    const followed = await post(FOLLOWED, { title: "Notes", content: "The quaffleton lift" });
    const stranger = await post(STRANGER, { title: "Notes", content: "The quaffleton lift" });
    await env.DB.prepare("INSERT INTO follows (follower_id, following_id) VALUES (?, ?)").bind(READER, FOLLOWED).run();
    expect(ids(await find("quaffleton", { as: READER }))).toEqual([`post-${followed}`, `post-${stranger}`]);
    expect(ids(await find("quaffleton", { as: OUTSIDER }))).toEqual([`post-${stranger}`, `post-${followed}`]);
  });

  it("an upcoming event comes before a past one, and paging keeps that order without repeats", async () => {
    const insert = (title: string, start: string, created: string) =>
      env.DB.prepare(
        "INSERT INTO events (title, description, event_type, start_time, end_time, organizer, created_at) VALUES (?, 'A meetup.', 'social', ?, ?, 'Wattle', ?) RETURNING id",
      )
        .bind(title, start, start, created)
        .first<{ id: number }>();
    const day = 86_400_000;
    const upcoming = (await insert(
      "Plovering picnic",
      new Date(Date.now() + 7 * day).toISOString(),
      "2026-01-01T00:00:00.000Z",
    ))!.id;
    const past = (await insert(
      "Plovering picnic",
      new Date(Date.now() - 7 * day).toISOString(),
      "2026-02-01T00:00:00.000Z",
    ))!.id;
    expect(ids(await find("plovering", { as: READER }))).toEqual([`event-${upcoming}`, `event-${past}`]);
    const first = await json<Page>(await api(`/api/search?q=plovering&limit=1`, { as: READER }));
    const second = await json<Page>(
      await api(`/api/search?q=plovering&limit=1&cursor=${first.nextCursor}`, { as: READER }),
    );
    expect([...ids(first), ...ids(second)]).toEqual([`event-${upcoming}`, `event-${past}`]);
    expect(second.nextCursor).toBeNull();
  });
});

describe("did you mean", () => {
  it("D1 runs the fts5vocab table over the index: one row per word with its row count", async () => {
    const row = await env.DB.prepare("SELECT term, doc FROM search_vocab WHERE term = ?").bind("zorblatt").first();
    expect(row).toEqual({ term: "zorblatt", doc: 2 });
  });

  it("offers the index's nearest spellings when nothing matched, each finding something", async () => {
    const id = await post(AUTHOR, { content: "The snickerdoodle bakery has a ramp" });
    const page = await find("snickerdodle bakrey");
    expect(page.counts.all).toBe(0);
    expect(page.didYouMean[0]).toBe("snickerdoodle bakery");
    expect(ids(await find(page.didYouMean[0]!))).toContain(`post-${id}`);
    expect((await find("snickerdoodle")).didYouMean).toEqual([]);
    expect((await find("qqqqqqqqzzzz")).didYouMean).toEqual([]);
  });

  it("the page links each spelling and the forums", async () => {
    const html = await (await api(`/search?q=zorbltt`, { as: READER })).text();
    expect(html).toContain("Did you mean");
    expect(html).toContain('href="/search?q=zorblatt"');
    expect(html).toContain('href="/forums"');
  });
});

describe("the index follows changes", () => {
  it("finds an edited post by its new text, not its old", async () => {
    const id = await post(AUTHOR, { content: "Mention the trambolic lift here" });
    expect(ids(await find("trambolic"))).toContain(`post-${id}`);
    const edited = await api(`/api/posts/${id}`, {
      as: AUTHOR,
      method: "PATCH",
      body: { content: "Mention the vespertine lift here" },
    });
    expect(edited.status).toBe(200);
    expect(ids(await find("trambolic"))).not.toContain(`post-${id}`);
    expect(ids(await find("vespertine"))).toContain(`post-${id}`);
  });

  it("drops a deleted post and a removed post", async () => {
    const deleted = await post(AUTHOR, { content: "Gone soon: the kestrelling post" });
    const removed = await post(AUTHOR, { content: "Removed soon: the kestrelling notice" });
    expect(ids(await find("kestrelling"))).toEqual(expect.arrayContaining([`post-${deleted}`, `post-${removed}`]));
    expect((await api(`/api/posts/${deleted}`, { as: AUTHOR, method: "DELETE" })).status).toBe(204);
    const removal = await api("/api/moderation-actions", {
      as: 1,
      body: { actionType: "content_removed", contentType: "post", contentId: removed, reason: "Test removal" },
    });
    expect(removal.status).toBe(201);
    const after = await find("kestrelling");
    expect(ids(after)).not.toContain(`post-${deleted}`);
    expect(ids(after)).not.toContain(`post-${removed}`);
    expect(after.counts.posts).toBe(0);
  });
});

describe("the visibility rule", () => {
  it("a private group's post is found by its members only", async () => {
    const created = await api("/api/groups", {
      as: FOUNDER,
      body: {
        name: "Closed circle",
        description: "Private.",
        category: "visual",
        isPrivate: true,
        guidelines: "Stays here.",
      },
    });
    expect(created.status).toBe(201);
    const groupId = (await json<{ id: number }>(created)).id;
    const id = await post(
      FOUNDER,
      { type: "discussion", title: "Plans", content: "The murgatroyd meetup" },
      `/api/groups/${groupId}/posts`,
    );
    expect(ids(await find("murgatroyd", { as: FOUNDER }))).toContain(`post-${id}`);
    for (const as of [OUTSIDER, null]) {
      const page = await find("murgatroyd", { as });
      expect(ids(page)).not.toContain(`post-${id}`);
      expect(page.counts.all).toBe(0);
      // Nor is its word offered as a spelling to someone who could not find it.
      expect((await find("murgatroid", { as })).didYouMean).toEqual([]);
    }
    expect((await find("murgatroid", { as: FOUNDER })).didYouMean).toContain("murgatroyd");
  });

  it("a blocked member's posts are not found, either way", async () => {
    const id = await post(BLOCKED, { content: "The pellucidar ramp is open" });
    expect(ids(await find("pellucidar", { as: BLOCKER }))).toContain(`post-${id}`);
    expect((await api(`/api/users/${BLOCKED}/block`, { as: BLOCKER, method: "POST" })).status).toBe(200);
    expect(ids(await find("pellucidar", { as: BLOCKER }))).not.toContain(`post-${id}`);
    const own = await post(BLOCKER, { content: "Another pellucidar note" });
    expect(ids(await find("pellucidar", { as: BLOCKED }))).not.toContain(`post-${own}`);
    expect(ids(await find("pellucidar", { as: READER }))).toEqual(
      expect.arrayContaining([`post-${id}`, `post-${own}`]),
    );
  });
});

describe("hostile input", () => {
  it.each([
    '"',
    '"unbalanced',
    "*",
    "acc*ss",
    "AND",
    "wheelchair OR",
    "NEAR(a b)",
    "NOT x",
    "(((",
    ")",
    "title:ramp",
    "^start",
    "-minus +plus",
    "\u0001\u0002",
    "x".repeat(200),
    "' OR 1=1 --",
  ])("%j answers 200", async (q) => {
    const response = await api(`/api/search?${new URLSearchParams({ q })}`, { as: READER });
    expect(response.status).toBe(200);
  });

  it.each([
    ["an empty query", ""],
    ["only spaces", "   "],
    ["201 characters", "x".repeat(201)],
  ])("%s answers 400 with JSON", async (_, q) => {
    const response = await api(`/api/search?${new URLSearchParams({ q })}`, { as: READER });
    expect(response.status).toBe(400);
    expect(await json<{ error: string }>(response)).toHaveProperty("error");
  });

  it.each([
    ["type=nonsense", "q=ramp&type=nonsense"],
    ["a forged cursor", "q=ramp&cursor=bm90LWEtY3Vyc29y"],
    ["limit=0", "q=ramp&limit=0"],
    ["no q", "type=all"],
  ])("%s answers 400", async (_, query) => {
    expect((await api(`/api/search?${query}`, { as: READER })).status).toBe(400);
  });

  it("the page answers a hostile query with 200", async () => {
    for (const q of ['"', "(", "*", "NEAR(", "x".repeat(400)]) {
      const response = await api(`/search?${new URLSearchParams({ q })}`, { as: null });
      expect(response.status, q).toBe(200);
    }
  });
});

describe("snippets", () => {
  it("escape member text, with only <mark> added", async () => {
    const page = await find("flarnish");
    const item = page.items.find((result) => result.id === `post-${xssPost}`)!;
    expect(item.snippet).toContain("<mark>Flarnish</mark>");
    expect(item.snippet).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(item.snippet).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; more");
    expect(item.snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  });

  it("the page renders the snippet escaped", async () => {
    const html = await (await api(`/search?q=flarnish`, { as: READER })).text();
    expect(html).toContain("<mark>Flarnish</mark>");
    expect(html).not.toContain('<img src=x onerror="alert(1)">');
    expect(html).toMatch(/1 result for ‘flarnish’/);
  });
});
