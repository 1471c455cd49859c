import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageKind } from './schema/enums';

/** Longest side kept: slips, ID cards and proofs stay legible; catalogue and content images stay light. */
export const MAX_SIDE = { photo: 1600, document: 2000 } as const;
const DOCUMENT_KINDS: readonly ImageKind[] = ['slip', 'id_card', 'proof'];
export const maxSideFor = (kind: ImageKind) => (DOCUMENT_KINDS.includes(kind) ? MAX_SIDE.document : MAX_SIDE.photo);

/** Every stored image and every narrower copy of one is WebP at this quality. */
const WEBP_QUALITY = 82;
/**
 * libwebp's effort (0-6; sharp's default 4): at 2 a phone photo re-encodes in about 55-60 % of the CPU time
 * for 4-8 % more bytes (docs/decisions.md "Memory of a payday burst"): CPU is what a burst of uploads runs out of.
 */
const WEBP_EFFORT = 2;

export interface EncodedImage {
  /** SHA-256 of the stored bytes: the image's address (`images.hash`). */
  hash: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * How every stored image is made, uploads (api/src/lib/image-processing.ts, which checks the input first)
 * and the demo seed alike: EXIF orientation applied, fitted within the kind's longest side, re-encoded to
 * WebP (WEBP_QUALITY), which drops all metadata (EXIF, GPS). `timeoutSeconds` bounds the time an upload
 * may take (docs/decisions.md "A picture has at most 25 megapixels").
 */
export async function encodeImage(
  input: Buffer,
  kind: ImageKind,
  options: sharp.SharpOptions = {},
  /** libvips stops the work past this many seconds (0: never), failing with "timeout: N% complete". */
  timeoutSeconds = 0,
): Promise<EncodedImage> {
  const max = maxSideFor(kind);
  const { data, info } = await sharp(input, options)
    .timeout({ seconds: timeoutSeconds })
    .rotate()
    .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer({ resolveWithObject: true });
  return { hash: createHash('sha256').update(data).digest('hex'), bytes: data, width: info.width, height: info.height };
}

/** A stored image scaled down to `width` pixels across (never up), encoded as stored images are. */
export async function narrowerCopy(stored: Buffer, width: number): Promise<Buffer> {
  return sharp(stored).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
}

/**
 * A JPEG copy at most `width` px across, on white: for LINE's Flex cards and link previews, which take JPEG or
 * PNG only (docs/decisions.md "A piece shared as a LINE card"). mozjpeg at 80 keeps a 960 px photo near 100 KB.
 */
export async function jpegCopy(stored: Buffer, width: number): Promise<Buffer> {
  return sharp(stored)
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
