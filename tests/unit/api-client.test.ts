// The read client against a real HTTP server on loopback, recording what arrives.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson } from "~/lib/api-client";

let server: Server;
let base = "";
const seen: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    let body = "";
    for await (const chunk of req) body += String(chunk);
    seen.push({ method: req.method, contentType: req.headers["content-type"], body });
    const routes: Record<string, [number, string, string?]> = {
      "/ok": [200, JSON.stringify({ hello: "world" })],
      "/teapot": [418, "short and stout"],
      "/empty-error": [503, ""],
      "/unauthorised": [401, "sign in"],
    };
    const [status, text] = routes[req.url ?? ""] ?? [404, "missing"];
    res.writeHead(status, { "content-type": "application/json" });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("getJson", () => {
  it("reads with GET and no body", async () => {
    await getJson(`${base}/ok`);
    expect(seen.at(-1)).toEqual({ method: "GET", contentType: undefined, body: "" });
  });

  it("turns a non-OK response into '<status>: <body>'", async () => {
    await expect(getJson(`${base}/teapot`)).rejects.toThrow("418: short and stout");
  });

  it("falls back to the status text when the body is empty", async () => {
    await expect(getJson(`${base}/empty-error`)).rejects.toThrow("503: Service Unavailable");
  });

  it("treats 401 as an error by default, or as an empty result on request", async () => {
    await expect(getJson(`${base}/unauthorised`)).rejects.toThrow("401: sign in");
    await expect(getJson(`${base}/unauthorised`, { on401: "returnNull" })).resolves.toBeNull();
  });

  it("does not retry a failed request", async () => {
    const before = seen.length;
    await expect(getJson(`${base}/teapot`)).rejects.toThrow();
    expect(seen.length).toBe(before + 1);
  });

  it("parses JSON for reads", async () => {
    await expect(getJson(`${base}/ok`)).resolves.toEqual({ hello: "world" });
  });
});
