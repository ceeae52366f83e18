// The NDIS provider directory API (docs/features/providers.md): ratings derived from public reviews.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./call";
import { all, insertProvider } from "./providers-fixtures";

describe("ratings are derived from public reviews", () => {
  it("follows every review written, and ignores hidden ones", async () => {
    const id = 12;
    const derived = async () => {
      const row = await env.DB.prepare(
        "SELECT round(avg(rating), 2) AS avg, count(*) AS n FROM provider_reviews WHERE provider_id = ? AND is_public = 1",
      )
        .bind(id)
        .first<{ avg: number; n: number }>();
      return { averageRating: row!.avg, reviewCount: row!.n };
    };
    const detail = async () =>
      (await call(`/api/ndis-providers/${id}`)).json<{
        averageRating: number;
        reviewCount: number;
        reviews: { rating: number }[];
      }>();
    const inList = async () => (await all("location=all")).find((item) => item.id === id)!;

    const before = await derived();
    expect(await detail()).toMatchObject(before);
    expect(await inList()).toMatchObject(before);

    await env.DB.prepare(
      "INSERT INTO provider_reviews (participant_id, provider_id, rating, review_title, review_text, is_public) VALUES (5, ?, 1, 'Poor', 'Did not turn up.', 1)",
    )
      .bind(id)
      .run();
    await env.DB.prepare(
      "INSERT INTO provider_reviews (participant_id, provider_id, rating, review_title, review_text, is_public) VALUES (6, ?, 5, 'Hidden', 'Not public.', 0)",
    )
      .bind(id)
      .run();
    const after = await derived();
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.averageRating).toBeLessThan(before.averageRating);
    const now = await detail();
    expect(now).toMatchObject(after);
    expect(now.reviews.length).toBe(after.reviewCount);
    expect(await inList()).toMatchObject(after);
  });

  it("leaves a provider with no reviews unrated, after every rated one", async () => {
    const unrated = await insertProvider({
      businessName: "Brand New Supports Pty Ltd",
      location: "Adelaide SA",
      latitude: -34.93,
      longitude: 138.6,
    });
    const adelaide = await all("location=Adelaide%20SA");
    expect(adelaide.at(-1)).toMatchObject({ id: unrated, averageRating: null, reviewCount: 0 });
    const detail = await (await call(`/api/ndis-providers/${unrated}`)).json();
    expect(detail).toMatchObject({ averageRating: null, reviewCount: 0, reviews: [] });
  });
});
