import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { memberCookie } from "./constants";
import { describe, expect, it } from "vitest";

const postCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM posts").first<{ n: number }>())?.n;

/** A body with no Content-Length, arriving in chunks, as a chunked upload would. */
function streamed(totalBytes: number, chunk = 16 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunk, totalBytes - sent);
      controller.enqueue(new TextEncoder().encode("x".repeat(size)));
      sent += size;
    },
  });
}

describe("request body caps", () => {
  it("refuses a JSON body over 64 KB with 413 and writes nothing", async () => {
    const before = await postCount();
    const response = await SELF.fetch("http://example.com/api/posts", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: memberCookie(1) },
      body: JSON.stringify({ type: "post", content: "a".repeat(70_000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json<{ error: string }>()).error).toMatch(/larger than 64 KB/);
    expect(await postCount()).toBe(before);
  });

  it("counts a streamed body without Content-Length and stops reading at the cap", async () => {
    const response = await SELF.fetch("http://example.com/api/posts", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: memberCookie(1) },
      body: streamed(200_000),
      // @ts-expect-error workerd's fetch needs duplex for a stream body
      duplex: "half",
    });
    expect(response.status).toBe(413);
  });

  it("refuses any request declaring more than 1 MB before routing it", async () => {
    const response = await SELF.fetch("http://example.com/auth/demo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `userId=2&pad=${"x".repeat(1_100_000)}`,
    });
    expect(response.status).toBe(413);
  });

  it("refuses an oversized form in a page action", async () => {
    const response = await SELF.fetch("http://example.com/auth/demo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `userId=2&pad=${"x".repeat(20_000)}`,
      redirect: "manual",
    });
    expect(response.status).toBe(413);
  });

  it("refuses an oversized webhook payload with 413", async () => {
    const response = await SELF.fetch("http://example.com/webhooks/stripe", {
      method: "POST",
      headers: { "stripe-signature": "t=1,v1=abc", "content-type": "application/json" },
      body: JSON.stringify({ pad: "x".repeat(300_000) }),
    });
    expect(response.status).toBe(413);
  });
});
