import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { crc32 } from "~/server/identicon.server";

async function inflate(data: Uint8Array<ArrayBuffer>) {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("GET /avatars/user-{id}.png", () => {
  it("serves a valid, cacheable PNG that is the same every time", async () => {
    const response = await SELF.fetch("http://example.com/avatars/user-1.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("max-age");
    const png = new Uint8Array(await response.arrayBuffer());
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer);
    // Walk the chunks: every CRC must match, and IDAT must inflate to width × height rows.
    let offset = 8;
    let width = 0;
    let height = 0;
    const chunks: string[] = [];
    while (offset < png.length) {
      const length = view.getUint32(offset);
      const type = new TextDecoder().decode(png.slice(offset + 4, offset + 8));
      const data = png.slice(offset + 8, offset + 8 + length);
      expect(view.getUint32(offset + 8 + length)).toBe(crc32(png.slice(offset + 4, offset + 8 + length)));
      if (type === "IHDR") {
        width = new DataView(data.buffer).getUint32(0);
        height = new DataView(data.buffer).getUint32(4);
      }
      if (type === "IDAT") expect((await inflate(data)).length).toBe(height * (1 + width * 3));
      chunks.push(type);
      offset += 12 + length;
    }
    expect(chunks).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(width).toBe(76);
    const again = new Uint8Array(await (await SELF.fetch("http://example.com/avatars/user-1.png")).arrayBuffer());
    expect(again).toEqual(png);
    const other = new Uint8Array(await (await SELF.fetch("http://example.com/avatars/user-2.png")).arrayBuffer());
    expect(other).not.toEqual(png);
  });

  it.each(["user-9999.png", "user-0.png", "user-1.jpg", "me.png", "user-1.png.exe"])(
    "answers %s with 404",
    async (file) => {
      expect((await SELF.fetch(`http://example.com/avatars/${file}`)).status).toBe(404);
    },
  );
});
