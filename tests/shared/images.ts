// Small image files built byte by byte, for the upload tests (integration and e2e). Only the
// PNG and the GIF are real pictures a browser draws; the others exercise the server's reading.

const bytes = (...parts: (number[] | Uint8Array | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((char) => char.charCodeAt(0)) : [...part])),
  );
const u16be = (n: number) => [n >> 8, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

/** A real 1×1 PNG. */
export const PNG_1X1 = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

/** A PNG whose header claims `width`×`height` (a decompression bomb's disguise); its data is not a picture. */
export function pngClaiming(width: number, height: number, extraChunks: Uint8Array[] = []) {
  const chunk = (type: string, data: number[]) => bytes(u32be(data.length), type, data, [0, 0, 0, 0]);
  return bytes(
    PNG_1X1.subarray(0, 8),
    chunk("IHDR", [...u32be(width), ...u32be(height), 8, 6, 0, 0, 0]),
    ...extraChunks,
    chunk("IDAT", [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
    chunk("IEND", []),
  );
}

/** A PNG text chunk, where editors write authors and places. */
export const pngTextChunk = (text: string) => bytes(u32be(text.length), "tEXt", text, [0, 0, 0, 0]);

/** A real two-frame 1×1 GIF (animated); `frames: 1` for a still one. */
export function gif({ frames = 2 }: { frames?: number } = {}) {
  const frame = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00];
  const delay = [0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00];
  return bytes(
    "GIF89a",
    [1, 0, 1, 0, 0x80, 0, 0],
    [0xff, 0x80, 0x00, 0x00, 0x80, 0xff],
    ...Array.from({ length: frames }, () => [...delay, ...frame]),
    [0x3b],
  );
}

/** The text that marks the GPS block in `jpegWithGps`. */
export const GPS_MARKER = "WATTLE-GPS-33.8688S-151.2093E";

/**
 * A JPEG's framing as a phone writes it: JFIF, an EXIF block with orientation 6 (turned a
 * quarter) and a GPS directory, a comment, a 40×30 frame header, and a stand-in scan.
 */
export function jpegWithGps() {
  // TIFF, big-endian: IFD0 at 8 with Orientation = 6 and a GPS IFD pointer; the GPS IFD holds the marker as ASCII.
  const gpsIfdOffset = 8 + 2 + 2 * 12 + 4;
  const markerOffset = gpsIfdOffset + 2 + 12 + 4;
  const tiff = bytes(
    "MM",
    [0x00, 0x2a],
    u32be(8),
    u16be(2),
    [0x01, 0x12, 0x00, 0x03, ...u32be(1), 0x00, 0x06, 0x00, 0x00],
    [0x88, 0x25, 0x00, 0x04, ...u32be(1), ...u32be(gpsIfdOffset)],
    u32be(0),
    u16be(1),
    [0x00, 0x01, 0x00, 0x02, ...u32be(GPS_MARKER.length + 1), ...u32be(markerOffset)],
    u32be(0),
    GPS_MARKER,
    [0],
  );
  const segment = (marker: number, body: Uint8Array) => bytes([0xff, marker], u16be(body.length + 2), body);
  return bytes(
    [0xff, 0xd8],
    segment(0xe0, bytes("JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    segment(0xe1, bytes("Exif", [0, 0], tiff)),
    segment(0xed, bytes("Photoshop 3.0", [0], "IPTC city: Parramatta")),
    segment(0xfe, bytes("Taken at 12 Example St")),
    segment(0xc0, bytes([8], u16be(30), u16be(40), [1, 1, 0x11, 0])),
    segment(0xda, bytes([1, 1, 0, 0, 0x3f, 0])),
    [0x12, 0x34, 0x56],
    [0xff, 0xd9],
  );
}

/** A lossless WebP header for a `width`×`height` picture (the pixels are not real). */
export function webp(width: number, height: number) {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = bytes("VP8L", u32le(6), [0x2f], u32le(bits), [0]);
  return bytes("RIFF", u32le(4 + vp8l.length), "WEBP", vp8l);
}

export const contains = (haystack: Uint8Array, needle: string) =>
  new TextDecoder("latin1").decode(haystack).includes(needle);
