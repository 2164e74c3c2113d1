/**
 * Recognises stored file kinds by their first bytes (never by name or declared type) and reads image
 * dimensions from the headers, so a renamed script or HTML page is never stored as an image.
 */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf';
export type Sniffed = { kind: FileKind; ext: string; mime: string; width: number | null; height: number | null };

export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];

const meta: Record<FileKind, { ext: string; mime: string }> = {
  png: { ext: 'png', mime: 'image/png' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  gif: { ext: 'gif', mime: 'image/gif' },
  webp: { ext: 'webp', mime: 'image/webp' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
};

const startsWith = (b: Buffer, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Buffer, at: number, text: string) =>
  b.length >= at + text.length && b.toString('latin1', at, at + text.length) === text;

function kindOf(b: Buffer): FileKind | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return 'gif';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'webp';
  if (ascii(b, 0, '%PDF-')) return 'pdf';
  return null;
}

function jpegSize(b: Buffer): [number, number] | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return [b.readUInt16BE(i + 7), b.readUInt16BE(i + 5)];
    }
    i += 2 + len;
  }
  return null;
}

function webpSize(b: Buffer): [number, number] | null {
  if (ascii(b, 12, 'VP8 ') && b.length >= 30) return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff];
  if (ascii(b, 12, 'VP8L') && b.length >= 25) {
    const bits = b.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (ascii(b, 12, 'VP8X') && b.length >= 30) return [b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1];
  return null;
}

function sizeOf(kind: FileKind, b: Buffer): [number, number] | null {
  switch (kind) {
    case 'png':
      return ascii(b, 12, 'IHDR') && b.length >= 24 ? [b.readUInt32BE(16), b.readUInt32BE(20)] : null;
    case 'gif':
      return b.length >= 10 ? [b.readUInt16LE(6), b.readUInt16LE(8)] : null;
    case 'jpeg':
      return jpegSize(b);
    case 'webp':
      return webpSize(b);
    default:
      return null;
  }
}

/** The kind of `bytes`, or null when it is none we store. Images must have readable, non-zero dimensions. */
/** File extensions of the image kinds: the only uploads a browser may show inline. */
export const imageExtensions: ReadonlySet<string> = new Set(IMAGE_KINDS.map((k) => `.${meta[k].ext}`));

export function sniff(bytes: Buffer): Sniffed | null {
  const kind = kindOf(bytes);
  if (!kind) return null;
  if (!IMAGE_KINDS.includes(kind)) return { kind, ...meta[kind], width: null, height: null };
  const size = sizeOf(kind, bytes);
  if (!size || size[0] <= 0 || size[1] <= 0) return null;
  return { kind, ...meta[kind], width: size[0], height: size[1] };
}
