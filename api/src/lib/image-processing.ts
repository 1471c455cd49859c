import { encodeImage, type EncodedImage } from '@goldshop/db/image-encoding';
import type { ImageKind } from '@goldshop/db/schema';
import { HttpError } from './http-error';

/** Signatures of the image formats we accept; anything else is refused before decoding. */
function sniff(buf: Buffer): string | undefined {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => buf[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts([0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = buf.subarray(8, 12).toString('latin1');
    if (['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1'].includes(brand)) return 'heif';
  }
  return undefined;
}

export interface ProcessedImage extends EncodedImage {
  mime: 'image/webp';
}

const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks magic bytes, then decodes with a pixel limit and re-encodes the way every stored image is made
 * (`encodeImage`: WebP, metadata such as EXIF and GPS dropped). The hash of the stored bytes is the address.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  if (!sniff(input)) throw new HttpError(415, 'NOT_IMAGE', 'ไฟล์ต้องเป็นรูปภาพ (JPEG, PNG, WebP, GIF หรือ HEIC)');
  try {
    const image = await encodeImage(input, kind, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    return { ...image, mime: 'image/webp' };
  } catch (err) {
    const msg = String((err as Error).message ?? '');
    if (/pixel limit/i.test(msg)) throw new HttpError(413, 'IMAGE_TOO_LARGE', 'รูปภาพมีขนาดใหญ่เกินไป');
    throw new HttpError(422, 'BAD_IMAGE', 'ไฟล์รูปภาพเสียหายหรือไม่รองรับ');
  }
}
