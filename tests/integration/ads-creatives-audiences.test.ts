// Ad creatives and audiences through the real Worker (docs/features/ads.md): their filters, and
// creating one of each.
import { describe, expect, it } from "vitest";
import { as, type Page } from "./ads-fixtures";
import { memberCookie } from "./constants";
import { SELF } from "./worker";
import { PNG_1X1 } from "../shared/images";

describe("creatives and audiences: filters", () => {
  it("filters creatives by type and name, with performance from the campaigns that use them", async () => {
    const call = as(1);
    const all = await (
      await call("/api/ad-creatives?accountId=1")
    ).json<
      Page<{
        id: number;
        type: string;
        name: string;
        performance: { impressions: number; clicks: number; ctr: number };
      }>
    >();
    expect(all.items.map((c) => c.id)).toEqual([4, 3, 2, 1]);
    const images = await (await call("/api/ad-creatives?accountId=1&type=image")).json<Page<{ id: number }>>();
    expect(images.items.map((c) => c.id)).toEqual([4, 1]);
    const video = await (await call("/api/ad-creatives?accountId=1&q=VIDEO")).json<Page<{ id: number }>>();
    expect(video.items.map((c) => c.id)).toEqual([2]);
    const withDelivery = all.items.find((c) => c.performance.impressions > 0);
    expect(withDelivery?.performance.ctr).toBe(
      Math.round(((withDelivery?.performance.clicks ?? 0) / (withDelivery?.performance.impressions ?? 1)) * 10000) /
        100,
    );
  });

  it("filters audiences by type, by active state (not by type) and by name", async () => {
    const call = as(1);
    const list = async (query: string) =>
      (
        await (
          await call(`/api/audiences?accountId=1&${query}`)
        ).json<Page<{ id: number; isActive: boolean; type: string }>>()
      ).items;
    expect((await list("")).map((a) => a.id)).toEqual([3, 2, 1]);
    expect((await list("type=saved")).map((a) => a.id)).toEqual([2]);
    expect((await list("type=lookalike")).map((a) => a.id)).toEqual([3]);
    expect((await list("status=active")).map((a) => a.id)).toEqual([2, 1]);
    expect((await list("status=inactive")).map((a) => a.id)).toEqual([3]);
    expect((await list("type=custom&status=inactive")).map((a) => a.id)).toEqual([]);
    expect((await list("q=visitors")).map((a) => a.id)).toEqual([1]);
  });

  it("creates an audience (size 0) and a creative for a starter member", async () => {
    const call = as(6);
    const audience = await call("/api/audiences", {
      body: {
        accountId: 3,
        name: "Newsletter readers",
        type: "custom",
        sourceType: "engagement",
        description: "Opened a newsletter.",
      },
    });
    expect(audience.status).toBe(201);
    expect(await audience.json()).toMatchObject({
      name: "Newsletter readers",
      size: 0,
      isActive: true,
      performance: { reach: 0, ctr: 0, cpc: 0, conversions: 0 },
    });
    // The image is an upload of the advertiser's own, described (POST /api/media, then its id).
    const form = new FormData();
    form.append("file", new File([PNG_1X1], "poster.png"));
    const upload = await SELF.fetch("http://example.com/api/media", {
      method: "POST",
      headers: { cookie: memberCookie(6) },
      body: form,
    });
    expect(upload.status).toBe(201);
    const image = await upload.json<{ id: number; url: string }>();
    const creative = await call("/api/ad-creatives", {
      body: {
        accountId: 3,
        name: "Poster",
        type: "image",
        headline: "Hello",
        primaryText: "World",
        callToAction: "Learn More",
        mediaId: image.id,
        imageAlt: "A poster reading Hello World",
      },
    });
    expect(creative.status).toBe(201);
    expect(await creative.json()).toMatchObject({
      name: "Poster",
      status: "draft",
      imageUrl: image.url,
      image: { id: image.id, url: image.url, alt: "A poster reading Hello World", width: 1, height: 1 },
      performance: { impressions: 0 },
    });
  });
});
