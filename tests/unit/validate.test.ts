import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams, readBodyText } from "~/server/validate.server";

async function rejection(promiseOrFn: (() => unknown) | Promise<unknown>): Promise<Response> {
  try {
    if (typeof promiseOrFn === "function") promiseOrFn();
    else await promiseOrFn;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a thrown Response");
}

const body = z.object({ content: z.string().trim().min(1, "must not be empty") });
const post = (init: RequestInit) => new Request("http://x/api", { method: "POST", ...init });

describe("parseParams", () => {
  it("turns a digit string into a number", () => {
    expect(parseParams(idParams, { id: "42" })).toEqual({ id: 42 });
  });

  it("throws a 400 JSON response naming the field", async () => {
    const response = await rejection(() => parseParams(idParams, { id: "4x" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Invalid route parameter (id): must be a positive whole number",
      issues: [{ path: "id", message: "must be a positive whole number" }],
    });
  });
});

describe("parseJsonBody", () => {
  it("parses and transforms a JSON body", async () => {
    const request = post({
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ content: " hi " }),
    });
    expect(await parseJsonBody(body, request)).toEqual({ content: "hi" });
  });

  it("answers 415 without a JSON content type", async () => {
    expect((await rejection(parseJsonBody(body, post({ body: "content=hi" })))).status).toBe(415);
  });

  it("answers 400 for malformed JSON and for a failing schema", async () => {
    const malformed = post({ headers: { "content-type": "application/json" }, body: "{" });
    expect((await rejection(parseJsonBody(body, malformed))).status).toBe(400);
    const empty = post({ headers: { "content-type": "application/json" }, body: JSON.stringify({ content: "  " }) });
    const response = await rejection(parseJsonBody(body, empty));
    expect(response.status).toBe(400);
    expect((await response.json<{ error: string }>()).error).toBe("Invalid request body (content): must not be empty");
  });

  it("answers 413 for a body over 64 KB", async () => {
    const big = post({
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ content: "x".repeat(70_000) }),
    });
    expect((await rejection(parseJsonBody(body, big))).status).toBe(413);
  });
});

/** A body of `total` bytes in 64 KB chunks that counts what the server pulled and whether it cancelled. */
function countedBody(total: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) return controller.close();
      const size = Math.min(64 * 1024, total - seen.pulled);
      seen.pulled += size;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}
const upload = (stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  post({ body: stream, headers, duplex: "half" } as RequestInit);

describe("readBodyText on a refused body", () => {
  it("answers 413 for a declared length over the cap, after reading the upload to its end so it closes cleanly", async () => {
    const { stream, seen } = countedBody(300 * 1024);
    const refused = await rejection(readBodyText(upload(stream, { "content-length": String(300 * 1024) }), 256 * 1024));
    expect(refused.status).toBe(413);
    expect(seen).toEqual({ pulled: 300 * 1024, cancelled: false });
  });

  it("answers 413 for a streamed body once it passes the cap, and drains the rest", async () => {
    const { stream, seen } = countedBody(200 * 1024);
    expect((await rejection(readBodyText(upload(stream), 64 * 1024))).status).toBe(413);
    expect(seen).toEqual({ pulled: 200 * 1024, cancelled: false });
  });

  it("cuts an upload that goes on past 2 MB instead of reading it all", async () => {
    const { stream, seen } = countedBody(50 * 1024 * 1024);
    expect((await rejection(readBodyText(upload(stream), 64 * 1024))).status).toBe(413);
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(3 * 1024 * 1024);
  });
});
