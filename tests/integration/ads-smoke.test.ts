import { describe, expect, it } from "vitest";
import { call } from "./call";

describe("smoke", () => {
  it("answers", async () => {
    for (const path of ["/api/ad-accounts", "/api/campaigns", "/api/usage", "/api/analytics?range=7", "/api/ad-creatives", "/api/audiences", "/api/campaigns/export"]) {
      const r = await call(path);
      console.log(path, r.status, (await r.text()).slice(0, 600));
    }
    const r = await call("/api/campaigns", { body: { accountId: 1, name: "Smoke", objective: "traffic", budget: 100, startDate: "2026-11-21" } });
    console.log("create", r.status, await r.text());
    const r2 = await call("/api/campaigns", { body: { accountId: 1, name: "Smoke2", objective: "traffic", budget: 100, startDate: "2026-11-21" } });
    console.log("create2", r2.status, await r2.text());
    const u = await call("/api/usage");
    console.log("usage", await u.text());
    expect(1).toBe(1);
  });
});
