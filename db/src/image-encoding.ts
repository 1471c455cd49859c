import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageKind } from './schema/enums';

/** Longest side kept: slips, ID cards and proofs stay legible; catalogue and content images stay light. */
export const MAX_SIDE = { photo: 1600, document: 2000 } as const;
const DOCUMENT_KINDS: readonly ImageKind[] = ['slip', 'id_card', 'proof'];
export const maxSideFor = (kind: ImageKind) => (DOCUMENT_KINDS.includes(kind) ? MAX_SIDE.document : MAX_SIDE.photo);

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
 * WebP quality 82, which drops all metadata (EXIF, GPS).
 */
export async function encodeImage(input: Buffer, kind: ImageKind, options: sharp.SharpOptions = {}): Promise<EncodedImage> {
  const max = maxSideFor(kind);
  const { data, info } = await sharp(input, options)
    .rotate()
    .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { hash: createHash('sha256').update(data).digest('hex'), bytes: data, width: info.width, height: info.height };
}
