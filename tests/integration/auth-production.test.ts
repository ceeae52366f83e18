// Sign-in in the production configuration (docs/features/sign-in.md): no demo sign-in, no outbox, a
// real email API.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAIL_API_URL } from "~/server/email.server";
import worker from "../../workers/app";
import { scalar } from "./http";
import { freshIp } from "./auth-fixtures";

describe("the production configuration (DEMO_SIGN_IN and DEV_OUTBOX off)", () => {
  const production = { ...env, DEMO_SIGN_IN: undefined, DEV_OUTBOX: undefined, PUBLIC_ORIGIN: "https://example.com" };
  async function call(path: string, init: RequestInit = {}, bindings: Env = production) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`https://example.com${path}`, { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0],
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }
  afterEach(() => vi.restoreAllMocks());

  it("has no /auth/demo and no /dev/outbox", async () => {
    expect(
      (
        await call("/auth/demo", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"userId":1}',
        })
      ).status,
    ).toBe(404);
    expect((await call("/dev/outbox")).status).toBe(404);
    expect(await (await call("/login")).text()).not.toContain("Sign in as Jordan Lee");
  });

  it("makes no one a member but by a live session", async () => {
    for (const cookie of [
      "demo-user=1",
      "session=1",
      "__Host-session=" + "x".repeat(43),
      `session=${"member-1-".padEnd(43, "x")}`,
      "user=1; userId=1",
    ]) {
      const response = await call("/api/posts", {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: '{"type":"post","content":"x"}',
      });
      expect(response.status, cookie).toBe(401);
    }
    // The test fixture's token is a valid session, over https under its __Host- name only.
    expect(
      (await call("/api/user-subscription", { headers: { cookie: `__Host-session=${"member-1-".padEnd(43, "x")}` } }))
        .status,
    ).toBe(200);
  });

  it("sends the sign-in email through the email API, and answers 503 when none is set up", async () => {
    const sent: Request[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== EMAIL_API_URL) return realFetch(input, init);
      sent.push(request);
      return Response.json({ id: "email_1" });
    });
    const configured = { ...production, EMAIL_API_KEY: "re_test_key", EMAIL_FROM: "Community <hello@example.org>" };
    const response = await call(
      "/login",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
        body: "email=api.user%40example.net",
      },
      configured,
    );
    expect(response.status).toBe(302);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.method).toBe("POST");
    expect(request.headers.get("authorization")).toBe("Bearer re_test_key");
    expect(request.headers.get("content-type")).toBe("application/json");
    const body = await request.json<{ from: string; to: string[]; subject: string; text: string; html: string }>();
    expect(body.from).toBe("Community <hello@example.org>");
    expect(body.to).toEqual(["api.user@example.net"]);
    expect(body.subject).toMatch(/^Your sign-in code: [A-Z0-9]{3} [A-Z0-9]{3}$/);
    expect(body.text).toContain("https://example.com/login/link?token=");
    expect(body.html).toContain("https://example.com/login/link?token=");
    expect(await scalar("SELECT count(*) AS n FROM dev_outbox WHERE \"to\" = 'api.user@example.net'")).toBe(0);

    const unconfigured = await call("/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
      body: "email=no.api%40example.net",
    });
    expect(unconfigured.status).toBe(503);
  });
});
