// Every absolute link we send out starts with the configured PUBLIC_ORIGIN
// (http://localhost:8787 in vitest.integration.config.ts), whatever host the request names, since
// anyone can forge a Host header (docs/features/trust.md#links-and-payments).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { memberCookie } from "./constants";
import { scalar } from "./http";
import { freshIp, lastEmail } from "./auth-fixtures";
import { planId } from "./billing-fixtures";

const ORIGIN = "http://localhost:8787";
// Plain http, so the seeded members' session cookie is sent under its plain name.
const FORGED = "http://evil.example";

const signInRequest = (email: string, base = FORGED) =>
  new Request(`${base}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
    body: new URLSearchParams({ email }).toString(),
    redirect: "manual",
  });

describe("links sent out start with PUBLIC_ORIGIN", () => {
  it("a sign-in asked for under a forged host emails a link to PUBLIC_ORIGIN", async () => {
    const email = "forged.host@example.net";
    expect((await SELF.fetch(signInRequest(email))).status).toBe(302);
    // And with only the Host header forged, as a proxy that trusts it would pass it on.
    const viaHost = signInRequest("forged.header@example.net", "http://example.com");
    viaHost.headers.set("host", "evil.example");
    expect((await SELF.fetch(viaHost)).status).toBe(302);
    for (const to of [email, "forged.header@example.net"]) {
      const { text, link } = await lastEmail(to);
      expect(link.startsWith(`${ORIGIN}/login/link?token=`)).toBe(true);
      expect(text).not.toContain("evil.example");
    }
  });

  it("a checkout started under a forged host returns to PUBLIC_ORIGIN", async () => {
    const response = await SELF.fetch(`${FORGED}/api/subscriptions`, {
      method: "POST",
      headers: { cookie: memberCookie(12), "content-type": "application/json" },
      body: JSON.stringify({ planId: planId("starter"), billingInterval: "monthly" }),
    });
    expect(response.status).toBe(200);
    const { checkoutUrl } = await response.json<{ checkoutUrl: string }>();
    expect(checkoutUrl.startsWith(`${ORIGIN}/test-checkout?session=`)).toBe(true);
  });

  it("an email at once caused under a forged host links to PUBLIC_ORIGIN", async () => {
    const [author, replier, address] = [35, 36, "at-once.origin@example.net"];
    await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind(address, author).run();
    const call = (path: string, as: number, body: unknown, method = "POST") =>
      SELF.fetch(`${FORGED}${path}`, {
        method,
        headers: { cookie: memberCookie(as), "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const settings = await call(
      "/api/notification-settings",
      author,
      {
        mutedKinds: [],
        email: { reply: "immediate" },
        quietStart: null,
        quietEnd: null,
        timeZone: "UTC",
        announce: "all",
      },
      "PUT",
    );
    expect(settings.status).toBe(200);
    const created = await call("/api/posts", author, { type: "discussion", title: "Origins", content: "Where to?" });
    expect(created.status).toBe(201);
    const { id } = await created.json<{ id: number }>();
    expect((await call(`/api/posts/${id}/comments`, replier, { content: "Here." })).status).toBe(201);
    await expect.poll(() => scalar('SELECT count(*) AS n FROM dev_outbox WHERE "to" = ?', address)).toBe(1);
    const { text } = await lastEmail(address);
    expect(text).toContain(`${ORIGIN}/posts/${id}`);
    expect(text).not.toContain("evil.example");
  });

  it("without PUBLIC_ORIGIN a sign-in is refused with 503 and nothing is stored or sent", async () => {
    const email = "no.origin@example.net";
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      signInRequest(email) as Parameters<typeof worker.fetch>[0],
      { ...env, PUBLIC_ORIGIN: undefined },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(503);
    expect(await scalar("SELECT count(*) AS n FROM sign_in_codes WHERE email = ?", email)).toBe(0);
    expect(await scalar('SELECT count(*) AS n FROM dev_outbox WHERE "to" = ?', email)).toBe(0);
  });
});
