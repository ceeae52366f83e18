// Images through the real Worker and its R2 binding (docs/features/images.md): upload, serve,
// strip, limits, attaching, describing, deleting, and who may see them.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { memberCookie } from "./constants";
import { api, formPost, scalar } from "./http";
import { contains, gif, GPS_MARKER, jpegWithGps, PNG_1X1, pngClaiming, pngTextChunk, webp } from "../shared/images";

const OWNER = 33;
const OTHER = 34;

type Uploaded = { id: number; url: string; width: number; height: number };

function upload(
  file: Uint8Array<ArrayBuffer>,
  {
    name = "photo.png",
    type = "image/png",
    alt,
    as = OWNER,
    still,
  }: {
    name?: string;
    type?: string;
    alt?: string;
    as?: number | null;
    still?: Uint8Array<ArrayBuffer>;
  } = {},
) {
  const form = new FormData();
  form.append("file", new File([file], name, { type }));
  if (alt !== undefined) form.append("alt", alt);
  if (still) form.append("still", new File([still], "still.png", { type: "image/png" }));
  return SELF.fetch("http://example.com/api/media", {
    method: "POST",
    headers: as === null ? {} : { cookie: memberCookie(as) },
    body: form,
  });
}

async function uploaded(file: Uint8Array<ArrayBuffer>, options: Parameters<typeof upload>[1] = {}) {
  const response = await upload(file, options);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Uploaded;
}

const get = (url: string, as: number | null = OWNER) =>
  SELF.fetch(`http://example.com${url}`, { headers: as === null ? {} : { cookie: memberCookie(as) } });

const keyOf = (url: string) => url.slice("/media/".length);

async function post(mediaIds: number[], as = OWNER) {
  return api("/api/posts", { as, body: { type: "post", content: "A new ramp", mediaIds } });
}

describe("POST /api/media", () => {
  it("stores a PNG in R2 and answers its id, address and size; only its owner sees it while it is on nothing", async () => {
    const image = await uploaded(PNG_1X1, { alt: "A green square" });
    expect(image).toMatchObject({ width: 1, height: 1 });
    expect(image.url).toMatch(/^\/media\/[0-9a-f]{36}\.png$/);
    expect(await env.MEDIA.head(keyOf(image.url))).not.toBeNull();
    const mine = await get(image.url);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    expect(mine.headers.get("x-content-type-options")).toBe("nosniff");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PNG_1X1);
    for (const reader of [OTHER, null]) {
      const response = await get(image.url, reader);
      expect(response.status).toBe(404);
      await response.arrayBuffer();
    }
    expect(await scalar("SELECT count(*) AS n FROM media WHERE id = ? AND alt = 'A green square'", image.id)).toBe(1);
  });

  it("strips a JPEG's EXIF (GPS), IPTC and comments, and keeps its orientation", async () => {
    const original = jpegWithGps();
    expect(contains(original, GPS_MARKER)).toBe(true);
    const image = await uploaded(original, { name: "IMG_0001.JPG", type: "image/jpeg" });
    // Stored 40 wide and 30 high, turned a quarter by orientation 6: shown 30 by 40.
    expect(image).toMatchObject({ width: 30, height: 40 });
    const served = new Uint8Array(await (await get(image.url)).arrayBuffer());
    expect(served.subarray(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    expect(contains(served, GPS_MARKER)).toBe(false);
    expect(contains(served, "Parramatta")).toBe(false);
    expect(contains(served, "Example St")).toBe(false);
    expect(contains(served, "JFIF")).toBe(true);
    expect(contains(served, "Exif")).toBe(true);
    const stored = await env.MEDIA.get(keyOf(image.url));
    expect(contains(new Uint8Array(await stored!.arrayBuffer()), GPS_MARKER)).toBe(false);
  });

  it("strips a PNG's text chunks and reads a WebP's size", async () => {
    const png = await uploaded(pngClaiming(20, 10, [pngTextChunk("Author\0Home address")]));
    expect(png).toMatchObject({ width: 20, height: 10 });
    expect(contains(new Uint8Array(await (await get(png.url)).arrayBuffer()), "Home address")).toBe(false);
    expect(await uploaded(webp(64, 48), { name: "x.webp", type: "image/webp" })).toMatchObject({
      width: 64,
      height: 48,
    });
  });

  it("keeps an animated GIF's still first frame beside it", async () => {
    const image = await uploaded(gif(), { name: "wave.gif", type: "image/gif", still: PNG_1X1 });
    const row = await env.DB.prepare("SELECT animated, still_key AS stillKey FROM media WHERE id = ?")
      .bind(image.id)
      .first<{ animated: number; stillKey: string }>();
    expect(row).toMatchObject({ animated: 1, stillKey: keyOf(image.url).replace(".gif", "-still.png") });
    const still = await get(`/media/${row!.stillKey}`);
    expect(still.status).toBe(200);
    expect(still.headers.get("content-type")).toBe("image/png");
    await still.arrayBuffer();
    const single = await uploaded(gif({ frames: 1 }), { name: "dot.gif", type: "image/gif", still: PNG_1X1 });
    expect(
      await scalar("SELECT count(*) AS n FROM media WHERE id = ? AND animated = 0 AND still_key IS NULL", single.id),
    ).toBe(1);
  });

  it("refuses what is not a picture it can show, with a sentence, and stores nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM media");
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(200)]);
    const sixMb = new Uint8Array(6 * 1024 * 1024);
    sixMb.set(PNG_1X1.subarray(0, 8));
    const truncated = jpegWithGps().subarray(0, 120);
    const cases: [Uint8Array<ArrayBuffer>, number, RegExp][] = [
      [html, 415, /not a JPEG, PNG, WebP or GIF/],
      [zip, 415, /not a JPEG, PNG, WebP or GIF/],
      [pngClaiming(50_000, 50_000), 422, /too large to show safely/],
      [truncated, 422, /damaged or incomplete/],
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 415, /not a JPEG/],
      [sixMb, 413, /at most 5 MB/],
    ];
    for (const [file, status, message] of cases) {
      const response = await upload(file);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    const missing = await SELF.fetch("http://example.com/api/media", {
      method: "POST",
      headers: { cookie: memberCookie(OWNER) },
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
    await missing.arrayBuffer();
    const json = await api("/api/media", { as: OWNER, body: { file: "x" } });
    expect(json.status).toBe(415);
    await json.arrayBuffer();
    const long = await upload(PNG_1X1, { alt: "x".repeat(1501) });
    expect(long.status).toBe(400);
    await long.arrayBuffer();
    const visitor = await upload(PNG_1X1, { as: null });
    expect(visitor.status).toBe(401);
    await visitor.arrayBuffer();
    expect(await scalar("SELECT count(*) AS n FROM media")).toBe(before);
  });
});

describe("images on posts and replies", () => {
  it("a post takes its author's own unattached images, in order, and then anyone who can see the post sees them", async () => {
    const first = await uploaded(PNG_1X1, { alt: "The new ramp at the front door" });
    const second = await uploaded(PNG_1X1);
    const created = await post([second.id, first.id]);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const page = (await (await api(`/api/posts/${id}`, { as: null })).json()) as {
      media: { id: number; alt: string | null; url: string; width: number; height: number }[];
    };
    expect(page.media.map((image) => [image.id, image.alt])).toEqual([
      [second.id, null],
      [first.id, "The new ramp at the front door"],
    ]);
    const feed = (await (await api("/api/posts?limit=3", { as: null })).json()) as {
      items: { id: number; media: { id: number }[] }[];
    };
    expect(feed.items.find((item) => item.id === id)?.media).toHaveLength(2);
    // The post's page shows both, described or marked, at their size and loaded lazily.
    const html = await (await get(`/posts/${id}`, null)).text();
    expect(html).toContain(`alt="The new ramp at the front door"`);
    expect(html).toContain(`alt="Image without a description"`);
    expect(html).toContain("No description");
    expect(html).toMatch(/<img[^>]*width="1"[^>]*height="1"[^>]*loading="lazy"/);
    const served = await get(first.url, null);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await served.arrayBuffer();

    // Already on a post, someone else's, or more than four: refused, and nothing is posted.
    const mine = await uploaded(PNG_1X1);
    const theirs = await uploaded(PNG_1X1, { as: OTHER });
    const refusals = [
      await post([first.id]),
      await post([theirs.id]),
      await post([mine.id, mine.id]),
      await post([1, 2, 3, 4, 5]),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      await refused.arrayBuffer();
    }
    expect(await scalar("SELECT count(*) AS n FROM media WHERE id = ? AND post_id IS NULL", mine.id)).toBe(1);
  });

  it("a reply takes images too, and deleting it deletes them from R2", async () => {
    const postId = ((await (await post([])).json()) as { id: number }).id;
    const image = await uploaded(PNG_1X1, { as: OTHER });
    const replied = await api(`/api/posts/${postId}/comments`, {
      as: OTHER,
      body: { content: "Here is mine", mediaIds: [image.id] },
    });
    expect(replied.status).toBe(201);
    const reply = (await replied.json()) as { id: number; media: { id: number }[] };
    expect(reply.media.map((item) => item.id)).toEqual([image.id]);
    const visible = await get(image.url, null);
    expect(visible.status).toBe(200);
    await visible.arrayBuffer();
    expect((await api(`/api/comments/${reply.id}`, { as: OTHER, method: "DELETE" })).status).toBeLessThan(300);
    const gone = await get(image.url, OTHER);
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
    expect(await env.MEDIA.head(keyOf(image.url))).toBeNull();
  });

  it("deleting a post deletes its images; a removed post's images are 404 to members and visible to moderators", async () => {
    const image = await uploaded(PNG_1X1);
    const { id } = (await (await post([image.id])).json()) as { id: number };
    expect((await api(`/api/posts/${id}`, { as: OWNER, method: "DELETE" })).status).toBe(204);
    const gone = await get(image.url);
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
    expect(await env.MEDIA.head(keyOf(image.url))).toBeNull();
    expect(await scalar("SELECT count(*) AS n FROM media WHERE id = ?", image.id)).toBe(0);

    const removedImage = await uploaded(PNG_1X1);
    const removed = ((await (await post([removedImage.id])).json()) as { id: number }).id;
    await env.DB.prepare("UPDATE posts SET removed_at = ? WHERE id = ?").bind(new Date().toISOString(), removed).run();
    for (const reader of [OWNER, OTHER, null]) {
      const response = await get(removedImage.url, reader);
      expect(response.status).toBe(404);
      await response.arrayBuffer();
    }
  });
});

describe("PATCH /api/media/:id", () => {
  it("lets the owner describe an image again, and no one else", async () => {
    const image = await uploaded(PNG_1X1);
    const described = await api(`/api/media/${image.id}`, { as: OWNER, method: "PATCH", body: { alt: "  A ramp  " } });
    expect(described.status).toBe(200);
    expect(await described.json()).toMatchObject({ id: image.id, alt: "A ramp" });
    // Unattached, it is the owner's alone: someone else is told it does not exist.
    const hidden = await api(`/api/media/${image.id}`, { as: OTHER, method: "PATCH", body: { alt: "Mine now" } });
    expect(hidden.status).toBe(404);
    await hidden.arrayBuffer();
    await post([image.id]);
    const forbidden = await api(`/api/media/${image.id}`, { as: OTHER, method: "PATCH", body: { alt: "Mine now" } });
    expect(forbidden.status).toBe(403);
    await forbidden.arrayBuffer();
    const cleared = await api(`/api/media/${image.id}`, { as: OWNER, method: "PATCH", body: { alt: "" } });
    expect(await cleared.json()).toMatchObject({ alt: null });
    const tooLong = await api(`/api/media/${image.id}`, {
      as: OWNER,
      method: "PATCH",
      body: { alt: "x".repeat(1501) },
    });
    expect(tooLong.status).toBe(400);
    await tooLong.arrayBuffer();
    const visitor = await api(`/api/media/${image.id}`, { as: null, method: "PATCH", body: { alt: "x" } });
    expect(visitor.status).toBe(401);
    await visitor.arrayBuffer();
  });
});

describe("from the pages: the composer's upload, posting with images, describing again (decision 033)", () => {
  /** What a composer's fetcher sends (to `/media/new.data`, Remix's single fetch): the file with the form's intent. */
  function pageUpload(
    file: Uint8Array<ArrayBuffer>,
    { as = OWNER, path = "/media/new.data" }: { as?: number | null; path?: string } = {},
  ) {
    const form = new FormData();
    form.append("intent", "upload-image");
    form.append("file", new File([file], "ramp.png", { type: "image/png" }));
    return SELF.fetch(`http://example.com${path}`, {
      method: "POST",
      redirect: "manual",
      headers: as === null ? {} : { cookie: memberCookie(as) },
      body: form,
    });
  }

  const newest = (table: string, column: string, id: number) =>
    scalar(`SELECT max(id) AS n FROM ${table} WHERE ${column} = ?`, id);

  async function pageUploaded(file: Uint8Array<ArrayBuffer> = PNG_1X1, as = OWNER) {
    const response = await pageUpload(file, { as });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const id = await newest("media", "owner_id", as);
    expect(text).toContain(`"upload-image"`);
    return id;
  }

  const imageRow = (id: number) =>
    env.DB.prepare("SELECT alt, post_id AS postId, comment_id AS commentId FROM media WHERE id = ?")
      .bind(id)
      .first<{ alt: string | null; postId: number | null; commentId: number | null }>();

  it("uploads through the page's action as the API does; refuses with the form's error, storing nothing", async () => {
    const before = await scalar("SELECT count(*) AS n FROM media");
    const id = await pageUploaded();
    expect(await scalar("SELECT count(*) AS n FROM media")).toBe(before + 1);
    expect(await imageRow(id)).toEqual({ alt: null, postId: null, commentId: null });
    const html = await pageUpload(new TextEncoder().encode("<!doctype html><p>not a picture</p>"));
    expect(html.status).toBeGreaterThanOrEqual(400);
    expect(await html.text()).toContain("JPEG");
    // Without script it is the same action, and a visitor is sent to sign in, unread.
    const visitor = await pageUpload(PNG_1X1, { as: null, path: "/media/new" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login/);
    expect(await scalar("SELECT count(*) AS n FROM media")).toBe(before + 1);
  });

  it("takes an image over 1 MB at the fetcher's address (the Worker's body cap lets it through)", async () => {
    const before = await scalar("SELECT count(*) AS n FROM media WHERE owner_id = ?", OWNER);
    const response = await pageUpload(pngClaiming(4, 4, [pngTextChunk("x".repeat(1_500_000))]));
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(await scalar("SELECT count(*) AS n FROM media WHERE owner_id = ?", OWNER)).toBe(before + 1);
  });

  it("a post from the composer takes its images in order, each with its description", async () => {
    const first = await pageUploaded();
    const second = await pageUploaded();
    const posted = await formPost(
      "/?index",
      {
        intent: "create-post",
        type: "post",
        content: "Our new ramp",
        mediaId: [String(second), String(first)],
        [`alt-${second}`]: "  A concrete ramp to the front door  ",
        [`alt-${first}`]: "",
      },
      OWNER,
    );
    expect(posted.status).toBe(200);
    await posted.arrayBuffer();
    const postId = await newest("posts", "author_id", OWNER);
    expect(await imageRow(second)).toEqual({ alt: "A concrete ramp to the front door", postId, commentId: null });
    expect(await imageRow(first)).toEqual({ alt: null, postId, commentId: null });
    const shown = (await (await api(`/api/posts/${postId}`, { as: OTHER })).json()) as { media: { id: number }[] };
    expect(shown.media.map((item) => item.id)).toEqual([second, first]);
  });

  it("refuses a description too long beside its image, and someone else's image; nothing is posted or described", async () => {
    const id = await pageUploaded();
    const posts = await scalar("SELECT count(*) AS n FROM posts");
    const long = { intent: "create-post", type: "post", content: "Ramp", mediaId: String(id) };
    const refused = await formPost("/?index", { ...long, [`alt-${id}`]: "x".repeat(1501) }, OWNER);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`alt-${id}`);
    const theirs = await formPost("/?index", long, OTHER);
    expect(theirs.status).toBeGreaterThanOrEqual(400);
    await theirs.arrayBuffer();
    expect(await scalar("SELECT count(*) AS n FROM posts")).toBe(posts);
    expect(await imageRow(id)).toEqual({ alt: null, postId: null, commentId: null });
  });

  it("a reply from the post's page takes an image; its author describes it again there, and no one else", async () => {
    const postId = ((await (await post([])).json()) as { id: number }).id;
    const id = await pageUploaded();
    const replied = await formPost(
      `/posts/${postId}`,
      { intent: "reply", content: "Mine too", mediaId: String(id), [`alt-${id}`]: "A ramp" },
      OWNER,
    );
    expect(replied.status).toBe(200);
    await replied.arrayBuffer();
    const replyId = await newest("comments", "author_id", OWNER);
    expect(await imageRow(id)).toEqual({ alt: "A ramp", postId: null, commentId: replyId });

    const again = await formPost(
      `/posts/${postId}`,
      { intent: "describe-image", mediaId: String(id), alt: "A steel ramp with a handrail" },
      OWNER,
      true,
    );
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`/posts/${postId}#image-${id}`);
    expect(await imageRow(id)).toMatchObject({ alt: "A steel ramp with a handrail" });
    const other = await formPost(
      `/posts/${postId}`,
      { intent: "describe-image", mediaId: String(id), alt: "Mine" },
      OTHER,
    );
    expect(other.status).toBe(403);
    await other.arrayBuffer();
    const tooLong = { intent: "describe-image", mediaId: String(id), alt: "x".repeat(1501) };
    const refused = await formPost(`/posts/${postId}`, tooLong, OWNER);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("at most 1,500 characters");
    expect(await imageRow(id)).toMatchObject({ alt: "A steel ramp with a handrail" });
  });
});
