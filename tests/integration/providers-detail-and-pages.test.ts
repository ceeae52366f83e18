// The NDIS provider directory (docs/features/providers.md): one provider's details and 404s, and
// the pages drawn from the URL.
import { describe, expect, it } from "vitest";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { call } from "./call";
import { scalar } from "./http";
import { list } from "./providers-fixtures";
import { expectEvery } from "../shared/expect-every";

describe("GET /api/ndis-providers/:id", () => {
  it("returns the provider with services, staff, public reviews and the compliance score", async () => {
    const response = await call("/api/ndis-providers/3");
    expect(response.status).toBe(200);
    const provider = await response.json<
      Record<string, unknown> & { services: unknown[]; staff: unknown[]; reviews: Record<string, unknown>[] }
    >();
    expect(provider).toMatchObject({
      id: 3,
      complianceScore: expect.any(Number),
      businessHours: expect.any(Object),
      registrationGroups: expect.any(Array),
    });
    expect(provider.services.length).toBe(
      await scalar("SELECT count(*) AS n FROM provider_services WHERE provider_id = 3 AND is_active = 1"),
    );
    expect(provider.staff.length).toBe(
      await scalar("SELECT count(*) AS n FROM provider_staff WHERE provider_id = 3 AND is_active = 1"),
    );
    expect(provider.reviews.length).toBe(
      await scalar("SELECT count(*) AS n FROM provider_reviews WHERE provider_id = 3 AND is_public = 1"),
    );
    // Reviewers stay private.
    expectEvery(provider.reviews, (review) => !("participantId" in review));
  });

  it("answers 404 for a missing provider and 400 for a bad id", async () => {
    const missing = await call("/api/ndis-providers/99999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Provider 99999 not found." });
    expect((await call("/api/ndis-providers/abc")).status).toBe(400);
  });
});

describe("the provider pages", () => {
  it("renders a filtered directory from the URL and a missing provider as 'Provider not found' with 404", async () => {
    const page = await call("/ndis-providers?location=Perth%20WA&sort=name");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(PROVIDER_TEXTS.title);
    const [perthFirst] = (await list("?location=Perth%20WA&sort=name")).items;
    expect(html).toContain(perthFirst!.businessName);

    const empty = await (await call("/ndis-providers?search=no-such-provider-anywhere")).text();
    expect(empty).toContain(PROVIDER_TEXTS.noProviders);
    expect(empty).toContain(PROVIDER_TEXTS.noProvidersHint);

    // The Overview tab renders first: the ACN row only when the provider has one.
    const withAcn = await scalar("SELECT id AS n FROM ndis_providers WHERE acn IS NOT NULL ORDER BY id LIMIT 1");
    const withoutAcn = await scalar("SELECT id AS n FROM ndis_providers WHERE acn IS NULL ORDER BY id LIMIT 1");
    expect(await (await call(`/ndis-providers/${withAcn}`)).text()).toContain(">ACN<");
    const noAcn = await (await call(`/ndis-providers/${withoutAcn}`)).text();
    expect(noAcn).toContain(">ABN<");
    expect(noAcn).not.toContain(">ACN<");

    const missing = await call("/ndis-providers/99999");
    expect(missing.status).toBe(404);
    const text = await missing.text();
    expect(text).toContain(PROVIDER_TEXTS.notFoundTitle);
    expect(text).toContain(PROVIDER_TEXTS.notFound.replaceAll("'", "&#x27;"));
  });
});
