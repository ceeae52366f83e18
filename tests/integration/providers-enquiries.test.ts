// The NDIS provider directory API (docs/features/providers.md): enquiries and bookings sent to a provider.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./call";
import { scalar } from "./http";

describe("POST /api/ndis-providers/:id/enquiries", () => {
  const count = () => scalar("SELECT count(*) AS n FROM provider_enquiries");
  const send = (id: number, body: unknown, as = 22) =>
    call(`/api/ndis-providers/${id}/enquiries`, { method: "POST", body, as });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  it("stores a valid message and booking, and answers with the provider's response time", async () => {
    const before = await count();
    const message = await send(4, { kind: "message", message: "  Do you have Auslan-speaking staff?  " });
    expect(message.status).toBe(201);
    const body = await message.json<{
      enquiry: { id: number; userId: number; kind: string; message: string };
      responseTime: string;
    }>();
    expect(body.enquiry).toMatchObject({ userId: 22, kind: "message", message: "Do you have Auslan-speaking staff?" });
    expect(body.responseTime).toMatch(/^Usually responds within /);

    const serviceId = await scalar("SELECT min(id) AS n FROM provider_services WHERE provider_id = 4");
    const booking = await send(4, {
      kind: "booking",
      message: "A first visit, please.",
      serviceId,
      preferredDate: tomorrow,
    });
    expect(booking.status).toBe(201);
    const row = await env.DB.prepare(
      "SELECT kind, service_id, preferred_date FROM provider_enquiries ORDER BY id DESC LIMIT 1",
    ).first();
    expect(row).toEqual({ kind: "booking", service_id: serviceId, preferred_date: tomorrow });
    expect(await count()).toBe(before + 2);
  });

  it.each([
    ["a blank message", { kind: "message", message: "   " }, "message"],
    ["a missing kind", { message: "Hello" }, "kind"],
    ["an unknown kind", { kind: "complaint", message: "Hello" }, "kind"],
    ["an over-long message", { kind: "message", message: "x".repeat(1001) }, "message"],
    ["an unknown field", { kind: "message", message: "Hello", userId: 1 }, ""],
    ["a date that is not a date", { kind: "booking", message: "Hello", preferredDate: "2026-02-30" }, "preferredDate"],
    ["a date in the past", { kind: "booking", message: "Hello", preferredDate: "2020-01-01" }, "preferredDate"],
    ["a service id that is text", { kind: "booking", message: "Hello", serviceId: "3" }, "serviceId"],
  ])("refuses %s with 400, writing nothing", async (_, body, path) => {
    const before = await count();
    const response = await send(4, body);
    expect(response.status).toBe(400);
    const answer = await response.json<{ issues: { path: string; message: string }[] }>();
    expect(answer.issues.map((issue) => issue.path)).toContain(path);
    expect(await count()).toBe(before);
  });

  it("refuses another provider's service, a booking with a suspended provider, and a suspended member", async () => {
    const before = await count();
    const foreign = await scalar("SELECT min(id) AS n FROM provider_services WHERE provider_id = 9");
    const wrong = await send(4, { kind: "booking", message: "Hello", serviceId: foreign });
    expect(wrong.status).toBe(400);
    expect((await wrong.json<{ issues: { path: string }[] }>()).issues[0]?.path).toBe("serviceId");

    const suspended = await scalar(
      "SELECT id AS n FROM ndis_providers WHERE registration_status = 'suspended' ORDER BY id LIMIT 1",
    );
    expect(suspended).toBeGreaterThan(0);
    expect((await send(suspended, { kind: "booking", message: "Hello" })).status).toBe(409);
    expect((await send(suspended, { kind: "message", message: "Hello" })).status).toBe(201);

    await env.DB.prepare("UPDATE users SET suspended_until = '2999-01-01T00:00:00.000Z' WHERE id = 23").run();
    try {
      expect((await send(4, { kind: "message", message: "Hello" }, 23)).status).toBe(403);
    } finally {
      await env.DB.prepare("UPDATE users SET suspended_until = NULL WHERE id = 23").run();
    }
    expect(await count()).toBe(before + 1);
  });

  it("answers 404 for a missing provider, 415 for a non-JSON body and 405 for GET", async () => {
    expect((await send(99999, { kind: "message", message: "Hello" })).status).toBe(404);
    const form = await call("/api/ndis-providers/4/enquiries", { method: "POST" });
    expect(form.status).toBe(415);
    expect((await call("/api/ndis-providers/4/enquiries")).status).toBe(405);
  });
});
