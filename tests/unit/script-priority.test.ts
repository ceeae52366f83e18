import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "~/lib/server/script-priority.server";

const HTML =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Café ☕</p>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module">import "/assets/root.js";</script></body></html>';
const EXPECTED = HTML.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/** The document as a byte stream cut at the given offsets (which may split a character or a tag). */
function streamOf(bytes: Uint8Array<ArrayBuffer>, cuts: number[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  const bounds = [0, ...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let i = 1; i < bounds.length; i++) controller.enqueue(bytes.slice(bounds[i - 1], bounds[i]));
      controller.close();
    },
  });
}

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload low priority and leaves every other byte alone", async () => {
    const out = await new Response(lowerModulePreloadPriority(streamOf(new TextEncoder().encode(HTML), []))).text();
    expect(out).toBe(EXPECTED);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("gives the same document wherever the stream is cut, even inside a tag or a character", async () => {
    const bytes = new TextEncoder().encode(HTML);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await new Response(
        lowerModulePreloadPriority(streamOf(bytes, [cut, Math.min(bytes.length, cut + 7)])),
      ).text();
      expect(out, `cut at ${cut}`).toBe(EXPECTED);
    }
  });
});
