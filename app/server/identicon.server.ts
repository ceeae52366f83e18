// A small PNG identicon per user: a symmetric 5×5 pattern in a colour drawn from the id.
// Encoded by hand (IHDR, IDAT, IEND) so the Worker needs no image library; the pixel data
// is zlib-compressed with the runtime's CompressionStream("deflate").

const GRID = 5;
const CELL = 12;
const MARGIN = 8;
const SIZE = GRID * CELL + MARGIN * 2; // 76 px

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Deterministic bits from the id (xorshift), so an avatar never changes. */
function bitsFor(id: number): number[] {
  let x = (id * 2654435761) >>> 0 || 1;
  return Array.from({ length: 32 }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x & 0xff;
  });
}

export async function identiconPng(id: number): Promise<Uint8Array<ArrayBuffer>> {
  const bits = bitsFor(id);
  const hue = ((bits[0] ?? 0) * 360) / 256;
  const fg = hslToRgb(hue, 0.55, 0.38);
  const bg: [number, number, number] = [0xee, 0xf2, 0xff];
  const filled = (col: number, row: number) => ((bits[1 + row * 3 + Math.min(col, GRID - 1 - col)] ?? 0) & 1) === 1;

  const raw = new Uint8Array(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const rowStart = y * (1 + SIZE * 3); // filter byte 0 (none) then RGB
    for (let x = 0; x < SIZE; x++) {
      const col = Math.floor((x - MARGIN) / CELL);
      const row = Math.floor((y - MARGIN) / CELL);
      const inside = x >= MARGIN && y >= MARGIN && col < GRID && row < GRID;
      raw.set(inside && filled(col, row) ? fg : bg, rowStart + 1 + x * 3);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, SIZE);
  view.setUint32(4, SIZE);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
