// Images beyond posts, through the real Worker, D1 and R2 (docs/features/images.md): a member's
// picture (/account's form: two squares, served as public as the profile, replaced, removed,
// exported and deleted with the account), an ad creative's image (/ads's form: checked as every
// upload, described, shown publicly only while an ad shows it), and the moderation preview (a
// reported post's images with their descriptions; removing the post hides them).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SELF } from "./worker";
import { memberCookie } from "./constants";
import { api, scalar } from "./http";
import { gif, PNG_1X1, pngClaiming, webp } from "../shared/images";
import { ADS_TEXTS } from "~/lib/texts/ads";

const MEMBER = 14;
const DELETER = 15;
const AUTHOR = 16;
const REPORTER = 17;

type Files = Record<string, Uint8Array<ArrayBuffer> | string>;

/** A multipart page form, posted as the page's form posts it; the page answers with the action's status. */
function multipartPost(path: string, fields: Files, as: number | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    form.append(name, typeof value === "string" ? value : new File([value], `${name}.png`, { type: "image/png" }));
  return SELF.fetch(`http://example.com${path}`, {
    method: "POST",
    headers: as === null ? {} : { cookie: memberCookie(as) },
    body: form,
  });
}

const get = (url: string, as: number | null) =>
  SELF.fetch(`http://example.com${url}`, { headers: as === null ? {} : { cookie: memberCookie(as) } });

async function status(url: string, as: number | null) {
  const response = await get(url, as);
  await response.arrayBuffer();
  return response.status;
}

const avatarOf = async (id: number) =>
  (await env.DB.prepare("SELECT avatar FROM users WHERE id = ?").bind(id).first<{ avatar: string | null }>())?.avatar;
const keyOf = (url: string) => url.slice("/media/".length);
const smallOf = (url: string) => url.replace(/(\.[a-z]+)$/, "-96$1");
const LARGE = pngClaiming(256, 256);
const SMALL = pngClaiming(96, 96);

async function setAvatar(as: number) {
  const before = await avatarOf(as);
  const response = await multipartPost("/account", { intent: "set-avatar", file: LARGE, small: SMALL }, as);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  const avatar = await avatarOf(as);
  expect(avatar).not.toBe(before);
  return avatar!;
}

describe("a member's picture", () => {
  it("stores both squares, serves them to everyone as the profile is, and shows them with srcset", async () => {
    const avatar = await setAvatar(MEMBER);
    expect(avatar).toMatch(/^\/media\/[0-9a-f]{36}\.png$/);
    for (const url of [avatar, smallOf(avatar)]) {
      const response = await get(url, null);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      await response.arrayBuffer();
    }
    expect(await scalar("SELECT count(*) AS n FROM media WHERE owner_id = ? AND avatar = 1", MEMBER)).toBe(1);
    const profile = await (await get(`/profile/${MEMBER}`, null)).text();
    expect(profile.toLowerCase()).toContain(`srcset="${smallOf(avatar)} 96w, ${avatar} 256w"`);
    expect(profile).toContain(`src="${smallOf(avatar)}"`);
    // The API's user keeps the spec's `avatar` field: the picture's address.
    expect((await (await api(`/api/users/${MEMBER}`, { as: null })).json<{ avatar: string }>()).avatar).toBe(avatar);
  });

  it("a new picture replaces the old one, whose addresses and bytes are gone", async () => {
    const old = await setAvatar(MEMBER);
    const next = await setAvatar(MEMBER);
    expect(next).not.toBe(old);
    for (const url of [old, smallOf(old)]) {
      expect(await status(url, null)).toBe(404);
      expect(await status(url, MEMBER)).toBe(404);
      expect(await env.MEDIA.head(keyOf(url))).toBeNull();
    }
    expect(await status(next, null)).toBe(200);
    expect(await scalar("SELECT count(*) AS n FROM media WHERE owner_id = ? AND avatar = 1", MEMBER)).toBe(1);
  });

  it("refuses anything but two squares of one type, by their bytes, storing nothing", async () => {
    const before = await avatarOf(MEMBER);
    const rows = await scalar("SELECT count(*) AS n FROM media");
    const objects = (await env.MEDIA.list()).objects.length;
    const html = "<!doctype html><script>alert(1)</script>";
    const cases: [string, Files, number][] = [
      ["no file", {}, 400],
      ["the file as text", { file: html, small: SMALL }, 400],
      ["HTML bytes as the file", { file: new TextEncoder().encode(html), small: SMALL }, 415],
      ["a decompression bomb", { file: pngClaiming(60_000, 60_000), small: SMALL }, 422],
      ["only one size (no script cropped it)", { file: LARGE }, 422],
      ["a picture that is not square", { file: pngClaiming(256, 200), small: SMALL }, 422],
      ["the sizes swapped", { file: SMALL, small: LARGE }, 422],
      ["two types", { file: LARGE, small: webp(96, 96) }, 422],
      ["an animated GIF", { file: gif(), small: SMALL }, 422],
      ["a 6 MB file", { file: new Uint8Array(6 * 1024 * 1024), small: SMALL }, 413],
    ];
    for (const [label, files, expected] of cases) {
      const response = await multipartPost("/account", { intent: "set-avatar", ...files }, MEMBER);
      expect(response.status, label).toBe(expected);
      // The page again, with the refusal beside the file field.
      expect(await response.text(), label).toContain('aria-invalid="true"');
    }
    expect(await avatarOf(MEMBER)).toBe(before);
    expect(await scalar("SELECT count(*) AS n FROM media")).toBe(rows);
    expect((await env.MEDIA.list()).objects.length).toBe(objects);
    // A visitor is sent to sign in; nothing is read.
    const visitor = await multipartPost("/account", { intent: "set-avatar", file: LARGE, small: SMALL }, null);
    expect(visitor.status).toBeLessThan(500);
    expect(await scalar("SELECT count(*) AS n FROM media")).toBe(rows);
  });

  it("is in the member's data export", async () => {
    const avatar = await avatarOf(MEMBER);
    const data = await (
      await api("/api/account/export", { as: MEMBER })
    ).json<{
      profile: { avatar: string };
      tables: { media: { key: string; smallKey: string; avatar: boolean }[] };
    }>();
    expect(data.profile.avatar).toBe(avatar);
    expect(data.tables.media).toEqual([
      expect.objectContaining({ key: keyOf(avatar!), smallKey: keyOf(smallOf(avatar!)), avatar: true }),
    ]);
  });

  it("Remove picture takes it down: the default picture again, both addresses 404, the bytes gone", async () => {
    const avatar = (await avatarOf(MEMBER))!;
    const response = await multipartPost("/account", { intent: "remove-avatar" }, MEMBER);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(await avatarOf(MEMBER)).toBeNull();
    for (const url of [avatar, smallOf(avatar)]) {
      expect(await status(url, null)).toBe(404);
      expect(await env.MEDIA.head(keyOf(url))).toBeNull();
    }
    expect(await scalar("SELECT count(*) AS n FROM media WHERE owner_id = ?", MEMBER)).toBe(0);
    const profile = await (await get(`/profile/${MEMBER}`, null)).text();
    expect(profile).toContain(`src="/avatars/user-${MEMBER}.png"`);
  });

  it("PUT and DELETE /api/account/avatar call the same commands; a visitor's file is not read", async () => {
    const put = (as: number | null) => {
      const form = new FormData();
      form.append("file", new File([LARGE], "large.png"));
      form.append("small", new File([SMALL], "small.png"));
      return SELF.fetch("http://example.com/api/account/avatar", {
        method: "PUT",
        headers: as === null ? {} : { cookie: memberCookie(as) },
        body: form,
      });
    };
    const visitor = await put(null);
    expect(visitor.status).toBe(401);
    await visitor.arrayBuffer();
    const response = await put(AUTHOR);
    expect(response.status).toBe(200);
    const { avatar } = await response.json<{ avatar: string }>();
    expect(await avatarOf(AUTHOR)).toBe(avatar);
    expect(await status(smallOf(avatar), null)).toBe(200);
    const wrong = await api("/api/account/avatar", { method: "PUT", as: AUTHOR, body: { file: "x" } });
    expect(wrong.status).toBe(415);
    const removed = await api("/api/account/avatar", { method: "DELETE", as: AUTHOR });
    expect(await removed.json()).toEqual({ avatar: null });
    expect(await status(avatar, null)).toBe(404);
  });

  it("goes with the account: rows and bytes", async () => {
    const avatar = await setAvatar(DELETER);
    const deleted = await multipartPost(
      "/account",
      { intent: "delete-account", confirm: "delete my account" },
      DELETER,
    );
    expect(deleted.status).toBeLessThan(400);
    await deleted.arrayBuffer();
    expect(await scalar("SELECT count(*) AS n FROM users WHERE id = ? AND deleted_at IS NOT NULL", DELETER)).toBe(1);
    expect(await scalar("SELECT count(*) AS n FROM media WHERE owner_id = ?", DELETER)).toBe(0);
    for (const url of [avatar, smallOf(avatar)]) {
      expect(await env.MEDIA.head(keyOf(url))).toBeNull();
      expect(await status(url, null)).toBe(404);
    }
  });
});

describe("an ad creative's image", () => {
  // Member 1 advertises from account 1.
  const creative = {
    intent: "create-creative",
    accountId: "1",
    name: "Ramp hire",
    type: "image",
    headline: "Ramps for every step",
    primaryText: "Portable ramps, delivered.",
    callToAction: "Learn More",
    status: "active",
  };
  const counts = async () =>
    [await scalar("SELECT count(*) AS n FROM media"), await scalar("SELECT count(*) AS n FROM ad_creatives")].join();

  it("refuses an image without a description, or a file that is not an image, writing nothing", async () => {
    const before = await counts();
    const undescribed = await multipartPost("/ads?account=1", { ...creative, image: PNG_1X1, imageAlt: " " }, 1);
    expect(undescribed.status).toBe(400);
    expect(await undescribed.text()).toContain(ADS_TEXTS.creativeImageAltRequired);
    const html = new TextEncoder().encode("<html><body>not a picture</body></html>");
    const notImage = await multipartPost("/ads?account=1", { ...creative, image: html, imageAlt: "A ramp" }, 1);
    expect(notImage.status).toBe(415);
    expect(await notImage.text()).toContain("This file is not a JPEG, PNG, WebP or GIF image.");
    expect(await counts()).toBe(before);
  });

  it("stores the upload with its description; its advertiser sees it, everyone once an active ad shows it", async () => {
    const response = await multipartPost(
      "/ads?account=1",
      { ...creative, image: PNG_1X1, imageAlt: "A folding ramp on three steps" },
      1,
    );
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const creativeId = await scalar("SELECT max(id) AS n FROM ad_creatives WHERE name = ?", creative.name);
    const row = await env.DB.prepare(
      "SELECT c.image_url AS url, m.alt, m.creative_id AS creativeId FROM ad_creatives c JOIN media m ON m.creative_id = c.id WHERE c.id = ?",
    )
      .bind(creativeId)
      .first<{ url: string; alt: string; creativeId: number }>();
    expect(row).toMatchObject({ alt: "A folding ramp on three steps", creativeId });
    const url = row!.url;
    expect(url).toMatch(/^\/media\/[0-9a-f]{36}\.png$/);
    const own = await get(url, 1);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    await own.arrayBuffer();
    expect(await status(url, null)).toBe(404);
    expect(await status(url, 4)).toBe(404);
    // The library shows it with its description.
    const library = await (await get("/ads?account=1&tab=creatives", 1)).text();
    expect(library).toContain(`src="${url}"`);
    expect(library).toContain('alt="A folding ramp on three steps"');

    // An active ad in an active campaign shows the creative: now anyone may see its image.
    const campaign = await env.DB.prepare(
      "SELECT id FROM campaigns WHERE account_id = 1 AND status = 'active' LIMIT 1",
    ).first<{ id: number }>();
    const adSet = await env.DB.prepare(
      "INSERT INTO ad_sets (campaign_id, name, is_active) VALUES (?, 'Images', 1) RETURNING id",
    )
      .bind(campaign!.id)
      .first<{ id: number }>();
    await env.DB.prepare("INSERT INTO ads (ad_set_id, creative_id, name, is_active) VALUES (?, ?, 'Image ad', 1)")
      .bind(adSet!.id, creativeId)
      .run();
    const shown = await get(url, null);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await shown.arrayBuffer();
    // Paused, it is the advertiser's again.
    await env.DB.prepare("UPDATE campaigns SET status = 'paused' WHERE id = ?").bind(campaign!.id).run();
    expect(await status(url, null)).toBe(404);
    expect(await status(url, 1)).toBe(200);
  });
});

describe("moderation and images", () => {
  it("shows a reported post's images with their descriptions, and removing the post hides them", async () => {
    const upload = async (alt?: string) => {
      const form = new FormData();
      form.append("file", new File([PNG_1X1], "ramp.png", { type: "image/png" }));
      if (alt) form.append("alt", alt);
      const response = await SELF.fetch("http://example.com/api/media", {
        method: "POST",
        headers: { cookie: memberCookie(AUTHOR) },
        body: form,
      });
      expect(response.status).toBe(201);
      return response.json<{ id: number; url: string }>();
    };
    const described = await upload("A steep ramp at the library door");
    const bare = await upload();
    const post = await (
      await api("/api/posts", {
        as: AUTHOR,
        body: { type: "post", content: "Look at this ramp", mediaIds: [described.id, bare.id] },
      })
    ).json<{ id: number }>();
    const report = await (
      await api("/api/reports", { as: REPORTER, body: { contentType: "post", contentId: post.id, reason: "spam" } })
    ).json<{ id: number }>();

    const page = await (await get(`/moderation?report=${report.id}`, 1)).text();
    expect(page).toContain(`src="${described.url}"`);
    expect(page).toContain('alt="A steep ramp at the library door"');
    expect(page).toMatch(/Description:<\/span>(\s|<!-- -->)*A steep ramp at the library door/);
    expect(page).toContain(`src="${bare.url}"`);
    expect(page).toContain("No description");

    expect(await status(described.url, null)).toBe(200);
    const assigned = await api(`/api/reports/${report.id}/assign`, { method: "PUT", body: { moderatorId: 1 } });
    expect(assigned.status).toBe(200);
    const resolved = await api(`/api/reports/${report.id}`, {
      method: "PUT",
      body: { status: "resolved", resolution: "content_removed", moderatorNotes: "Not a ramp." },
    });
    expect(resolved.status).toBe(200);
    for (const url of [described.url, bare.url]) {
      expect(await status(url, null)).toBe(404);
      expect(await status(url, AUTHOR)).toBe(404);
      expect(await status(url, REPORTER)).toBe(404);
      // Moderators still see what they judged, as they see the post.
      expect(await status(url, 1)).toBe(200);
    }
  });
});
