// What an uploaded file really is, read from its bytes alone (docs/features/images.md): its
// format by magic bytes, its size in pixels from its header, whether a GIF moves, and a copy
// without the metadata a camera writes (a JPEG's EXIF holds GPS coordinates). Nothing here
// decodes pixels, so a file whose header promises a huge image costs nothing to refuse.
import type { IMAGE_TYPES } from "~/lib/vocab";

export type ImageType = (typeof IMAGE_TYPES)[number];
export type Inspected = {
  type: ImageType;
  width: number;
  height: number;
  animated: boolean;
  bytes: Uint8Array<ArrayBuffer>;
};
export type ImageProblem = { status: number; message: string };

/** No side longer than this, and no more pixels than this: beyond, a browser decoding it could be made to stall. */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

const NOT_AN_IMAGE: ImageProblem = {
  status: 415,
  message: "This file is not a JPEG, PNG, WebP or GIF image. Choose a photo or picture in one of those formats.",
};
const CORRUPT: ImageProblem = {
  status: 422,
  message: "This image file is damaged or incomplete, so it could not be read. Try saving it again.",
};

class Corrupt extends Error {}

/** The image's format and size, with its metadata removed; or why it is refused. */
export function inspectImage(input: Uint8Array<ArrayBuffer>): Inspected | ImageProblem {
  const type = sniffType(input);
  if (!type) return NOT_AN_IMAGE;
  let result: Omit<Inspected, "type">;
  try {
    result =
      type === "image/jpeg"
        ? readJpeg(input)
        : type === "image/png"
          ? readPng(input)
          : type === "image/gif"
            ? readGif(input)
            : readWebp(input);
  } catch (error) {
    if (error instanceof Corrupt || error instanceof RangeError) return CORRUPT;
    throw error;
  }
  const { width, height } = result;
  if (width < 1 || height < 1) return CORRUPT;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
    return {
      status: 422,
      message: `This image is ${width} by ${height} pixels, too large to show safely. Images can be at most 10,000 pixels on a side and 40 megapixels; make it smaller and try again.`,
    };
  return { type, ...result };
}

export function isImageProblem(value: Inspected | ImageProblem): value is ImageProblem {
  return "status" in value;
}

function startsWith(bytes: Uint8Array, prefix: number[], at = 0) {
  return prefix.every((byte, index) => bytes[at + index] === byte);
}
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

function need(condition: boolean): asserts condition {
  if (!condition) throw new Corrupt();
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

// ---------------------------------------------------------------- JPEG

/**
 * Walks the segments before the scan data. APP1 to APP15 (EXIF, XMP, maker notes, Photoshop's
 * IPTC) and comments go; APP0 (JFIF), an ICC colour profile and Adobe's colour-transform marker
 * stay, since the picture looks wrong without them. The EXIF orientation survives as a new,
 * one-tag EXIF segment, so a phone's portrait photo is not shown on its side.
 */
function readJpeg(input: Uint8Array<ArrayBuffer>) {
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const kept: Uint8Array[] = [input.subarray(0, 2)];
  let offset = 2;
  let width = 0;
  let height = 0;
  let orientation = 0;
  for (;;) {
    need(offset + 4 <= input.length && input[offset] === 0xff);
    const marker = input[offset + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    need(marker !== 0xd9);
    const length = view.getUint16(offset + 2);
    need(length >= 2 && offset + 2 + length <= input.length);
    const segment = input.subarray(offset, offset + 2 + length);
    const body = input.subarray(offset + 4, offset + 2 + length);
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      need(length >= 7);
      height = view.getUint16(offset + 5);
      width = view.getUint16(offset + 7);
    }
    if (marker === 0xe1 && startsWith(body, ascii("Exif\0\0"))) orientation ||= exifOrientation(body.subarray(6));
    const keep =
      !(marker >= 0xe1 && marker <= 0xef) && marker !== 0xfe
        ? true
        : (marker === 0xe2 && startsWith(body, ascii("ICC_PROFILE\0"))) ||
          (marker === 0xee && startsWith(body, ascii("Adobe")));
    if (marker === 0xda) {
      need(width > 0 && height > 0);
      // The scan and everything after it (more scans, the end marker) are image data.
      const rest = input.subarray(offset);
      need(rest.length > 4 && input[input.length - 2] === 0xff && input[input.length - 1] === 0xd9);
      // After JFIF's APP0, which must come first.
      if (orientation > 1) kept.splice(kept[1]?.[1] === 0xe0 ? 2 : 1, 0, orientationSegment(orientation));
      kept.push(rest);
      break;
    }
    if (keep) kept.push(segment);
    offset += 2 + length;
  }
  // Orientations 5 to 8 turn the picture a quarter: its shown width is the stored height.
  const turned = orientation >= 5 && orientation <= 8;
  return {
    width: turned ? height : width,
    height: turned ? width : height,
    animated: false,
    bytes: concat(kept),
  };
}

/** The Orientation tag (0x0112) of a TIFF header's first directory, or 0. Anything odd is 0, not an error. */
function exifOrientation(tiff: Uint8Array): number {
  try {
    const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
    const little = startsWith(tiff, ascii("II"));
    if (!little && !startsWith(tiff, ascii("MM"))) return 0;
    const ifd = view.getUint32(4, little);
    const count = view.getUint16(ifd, little);
    for (let index = 0; index < count; index++) {
      const entry = ifd + 2 + index * 12;
      if (view.getUint16(entry, little) === 0x0112) {
        const value = view.getUint16(entry + 8, little);
        return value >= 1 && value <= 8 ? value : 0;
      }
    }
  } catch {
    // A damaged EXIF block loses only the orientation.
  }
  return 0;
}

/** An APP1 EXIF segment holding the orientation and nothing else. */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [
    ...ascii("MM"),
    0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF, first directory at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1
    0x00, 0x00, 0x00, 0x00, // no next directory
  ]; // prettier-ignore
  const body = [...ascii("Exif\0\0"), ...tiff];
  const length = body.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

// ---------------------------------------------------------------- PNG

/** Text, time and EXIF chunks may hold who, where and when; none is needed to draw the picture. */
const PNG_METADATA = new Set(["tEXt", "iTXt", "zTXt", "tIME", "eXIf"]);

function readPng(input: Uint8Array<ArrayBuffer>) {
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const kept: Uint8Array[] = [input.subarray(0, 8)];
  let offset = 8;
  let width = 0;
  let height = 0;
  let animated = false;
  let ended = false;
  while (!ended) {
    need(offset + 12 <= input.length);
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...input.subarray(offset + 4, offset + 8));
    need(offset + 12 + length <= input.length);
    if (offset === 8) {
      need(type === "IHDR" && length === 13);
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
    }
    if (type === "acTL") animated = view.getUint32(offset + 8) > 1;
    if (type === "IEND") ended = true;
    if (!PNG_METADATA.has(type)) kept.push(input.subarray(offset, offset + 12 + length));
    offset += 12 + length;
  }
  return { width, height, animated, bytes: concat(kept) };
}

// ---------------------------------------------------------------- GIF

/** Counts the frames by walking every block, so a truncated GIF is refused rather than shown broken. */
function readGif(input: Uint8Array<ArrayBuffer>) {
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  need(input.length >= 13);
  const width = view.getUint16(6, true);
  const height = view.getUint16(8, true);
  let offset = 13;
  const flags = input[10]!;
  if (flags & 0x80) offset += 3 * 2 ** ((flags & 0x07) + 1);
  let frames = 0;
  const skipSubBlocks = () => {
    for (;;) {
      need(offset < input.length);
      const size = input[offset]!;
      offset += 1 + size;
      if (size === 0) return;
    }
  };
  for (;;) {
    need(offset < input.length);
    const block = input[offset]!;
    if (block === 0x3b) break;
    if (block === 0x21) {
      offset += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      need(offset + 10 <= input.length);
      const local = input[offset + 9]!;
      offset += 10;
      if (local & 0x80) offset += 3 * 2 ** ((local & 0x07) + 1);
      offset += 1; // LZW minimum code size
      skipSubBlocks();
      frames += 1;
    } else need(false);
  }
  need(frames > 0);
  // GIF comments and application data (other than looping) carry no location, and a GIF has no EXIF.
  return { width, height, animated: frames > 1, bytes: input.subarray(0, offset + 1) };
}

// ---------------------------------------------------------------- WebP

function readWebp(input: Uint8Array<ArrayBuffer>) {
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  need(input.length >= 20);
  const riffEnd = 8 + view.getUint32(4, true);
  need(riffEnd <= input.length);
  const kept: Uint8Array[] = [];
  let offset = 12;
  let width = 0;
  let height = 0;
  let animated = false;
  let vp8x: Uint8Array | null = null;
  while (offset < riffEnd) {
    need(offset + 8 <= riffEnd);
    const type = String.fromCharCode(...input.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    const end = offset + 8 + size + (size % 2);
    need(offset + 8 + size <= riffEnd);
    const data = offset + 8;
    if (type === "VP8X" && kept.length === 0) {
      need(size >= 10);
      animated = (input[data]! & 0x02) !== 0;
      width = 1 + (input[data + 4]! | (input[data + 5]! << 8) | (input[data + 6]! << 16));
      height = 1 + (input[data + 7]! | (input[data + 8]! << 8) | (input[data + 9]! << 16));
      vp8x = input.slice(offset, Math.min(end, riffEnd));
      // Say there is no EXIF or XMP any more (bits 3 and 2), since the chunks go.
      vp8x[8] = vp8x[8]! & ~0x0c;
      kept.push(vp8x);
    } else if (type === "VP8 " && !width) {
      need(size >= 10 && startsWith(input, [0x9d, 0x01, 0x2a], data + 3));
      width = view.getUint16(data + 6, true) & 0x3fff;
      height = view.getUint16(data + 8, true) & 0x3fff;
    } else if (type === "VP8L" && !width) {
      need(size >= 5 && input[data] === 0x2f);
      const bits = view.getUint32(data + 1, true);
      width = 1 + (bits & 0x3fff);
      height = 1 + ((bits >> 14) & 0x3fff);
    }
    if (type !== "EXIF" && type !== "XMP " && type !== "VP8X")
      kept.push(input.subarray(offset, Math.min(end, riffEnd)));
    offset = end;
  }
  need(width > 0 && (vp8x !== null || kept.length > 0));
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(input.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return { width, height, animated, bytes: concat([header, body]) };
}
