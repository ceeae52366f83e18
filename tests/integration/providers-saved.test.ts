// The NDIS provider directory API (docs/features/providers.md): saving providers, and the saved filter.
import { describe, expect, it } from "vitest";
import { call } from "./call";
import { scalar } from "./http";
import { ids, list, sorted } from "./providers-fixtures";
import { expectEvery } from "../shared/expect-every";

describe("saving providers", () => {
  it("saves and unsaves idempotently, and the saved filter shows only the caller's", async () => {
    // A Melbourne provider beside 5 and 7, so the location filter on saved providers has something to keep and something to drop.
    const melbourne = await scalar(
      "SELECT min(id) AS n FROM ndis_providers WHERE location = 'Melbourne VIC' AND is_active = 1 AND id NOT IN (5, 7)",
    );
    expect((await call("/api/ndis-providers/5/save", { method: "POST", as: 20 })).status).toBe(200);
    await call("/api/ndis-providers/5/save", { method: "POST", as: 20 });
    await call("/api/ndis-providers/7/save", { method: "POST", as: 20 });
    await call(`/api/ndis-providers/${melbourne}/save`, { method: "POST", as: 20 });
    expect(await scalar("SELECT count(*) AS n FROM saved_providers WHERE user_id = 20")).toBe(3);
    expect(sorted(ids((await list("?saved=true", 20)).items))).toEqual(sorted([5, 7, melbourne]));
    const savedInMelbourne = (await list("?saved=true&location=Melbourne%20VIC", 20)).items;
    expect(ids(savedInMelbourne)).toContain(melbourne);
    expect(savedInMelbourne.length).toBeLessThan(3);
    expectEvery(savedInMelbourne, (item) => item.location === "Melbourne VIC");
    expect((await list("?saved=true", 21)).items).toEqual([]);
    expect((await (await call("/api/ndis-providers/5", { as: 20 })).json<{ savedByMe: boolean }>()).savedByMe).toBe(
      true,
    );
    expect((await (await call("/api/ndis-providers/5", { as: 21 })).json<{ savedByMe: boolean }>()).savedByMe).toBe(
      false,
    );

    const removed = await call("/api/ndis-providers/5/save", { method: "DELETE", as: 20 });
    expect(await removed.json()).toEqual({ providerId: 5, saved: false });
    expect(sorted(ids((await list("?saved=true", 20)).items))).toEqual(sorted([7, melbourne]));
    await call("/api/ndis-providers/7/save", { method: "DELETE", as: 20 });
    await call(`/api/ndis-providers/${melbourne}/save`, { method: "DELETE", as: 20 });
  });

  it("answers 404 for a missing provider and 405 for GET", async () => {
    expect((await call("/api/ndis-providers/99999/save", { method: "POST" })).status).toBe(404);
    expect((await call("/api/ndis-providers/5/save")).status).toBe(405);
  });
});
