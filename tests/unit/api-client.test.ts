// The API client against a real HTTP server on loopback, recording what arrives.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiRequest, getJson, serverIssues, serverMessage } from "~/lib/api-client";

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

describe("apiRequest", () => {
  it("sends a body as JSON with a JSON content type", async () => {
    await apiRequest("PUT", `${base}/ok`, { a: 1 });
    expect(seen.at(-1)).toEqual({ method: "PUT", contentType: "application/json", body: '{"a":1}' });
  });

  it("sends no content type when there is no body", async () => {
    await apiRequest("POST", `${base}/ok`);
    expect(seen.at(-1)).toEqual({ method: "POST", contentType: undefined, body: "" });
  });

  it("turns a non-OK response into '<status>: <body>'", async () => {
    await expect(apiRequest("GET", `${base}/teapot`)).rejects.toThrow("418: short and stout");
  });

  it("falls back to the status text when the body is empty", async () => {
    await expect(apiRequest("GET", `${base}/empty-error`)).rejects.toThrow("503: Service Unavailable");
  });

  it("treats 401 as an error by default, or as an empty result on request", async () => {
    await expect(getJson(`${base}/unauthorised`)).rejects.toThrow("401: sign in");
    await expect(getJson(`${base}/unauthorised`, { on401: "returnNull" })).resolves.toBeNull();
  });

  it("does not retry a failed request", async () => {
    const before = seen.length;
    await expect(apiRequest("GET", `${base}/teapot`)).rejects.toThrow();
    expect(seen.length).toBe(before + 1);
  });

  it("parses JSON for reads", async () => {
    await expect(getJson(`${base}/ok`)).resolves.toEqual({ hello: "world" });
  });
});

describe("serverMessage and serverIssues", () => {
  const refused = new ApiError(
    400,
    `400: ${JSON.stringify({ error: "Invalid body", issues: [{ path: "name", message: "Name is required" }, { path: 3, message: "x" }, "junk"] })}`,
  );

  it("read the error and the well-formed field issues of a JSON error body", () => {
    expect(serverMessage(refused)).toBe("Invalid body");
    expect(serverIssues(refused)).toEqual([{ path: "name", message: "Name is required" }]);
  });

  it("give nothing for a body that is not a JSON object, or for an error that is not the API's", () => {
    for (const error of [
      new ApiError(502, "502: Bad Gateway"),
      new ApiError(400, "400: [1,2]"),
      new ApiError(400, '400: {"error":""}'),
      new Error('400: {"error":"x"}'),
    ]) {
      expect(serverMessage(error)).toBeNull();
      expect(serverIssues(error)).toEqual([]);
    }
  });
});
