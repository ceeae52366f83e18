import { describe, expect, it } from "vitest";
import { holdScriptsUntilPainted } from "~/server/script-priority.server";

// As Remix's <Scripts> renders them: the preloads, the context script, then the module script.
const HTML =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Café ☕</p>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script nonce="n0nce">window.__remixContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import "/assets/root.js";</script></body></html>';

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

const rewrite = (bytes: Uint8Array<ArrayBuffer>, cuts: number[] = []) =>
  new Response(holdScriptsUntilPainted(streamOf(bytes, cuts), "n0nce")).text();

describe("holdScriptsUntilPainted", () => {
  it("holds the module preloads and the module script, adds the starter, and leaves every other byte alone", async () => {
    const out = await rewrite(new TextEncoder().encode(HTML));
    expect(out).not.toContain('rel="modulepreload"');
    expect(out.match(/<link data-after-paint="modulepreload" href="\/assets\/[a-z.]+js"\/>/g)).toHaveLength(2);
    expect(out).toContain('<script nonce="n0nce" type="text/x-after-paint">import "/assets/root.js";</script>');
    expect(out).toContain('<script nonce="n0nce">window.__remixContext = {};</script>');
    expect(out).toMatch(
      /<script nonce="n0nce">\(function\(\)\{.+type:"paint",buffered:true.+\}\)\(\);<\/script><\/body><\/html>$/,
    );
    expect(
      out.startsWith('<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Café ☕</p>'),
    ).toBe(true);
  });

  it("gives the same document wherever the stream is cut, even inside a tag or a character", async () => {
    const bytes = new TextEncoder().encode(HTML);
    const whole = await rewrite(bytes);
    for (let cut = 1; cut < bytes.length; cut++)
      expect(await rewrite(bytes, [cut, Math.min(bytes.length, cut + 7)]), `cut at ${cut}`).toBe(whole);
  });
});
