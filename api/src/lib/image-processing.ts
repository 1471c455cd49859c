import { encodeImage, type EncodedImage } from '@goldshop/db/image-encoding';
import type { ImageKind } from '@goldshop/db/schema';
import { NOT_IMAGE_MESSAGE, sniffImage } from '../../contract/image';
import { HttpError } from './http-error';

export interface ProcessedImage extends EncodedImage {
  mime: 'image/webp';
}

const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks magic bytes, then decodes with a pixel limit and re-encodes the way every stored image is made
 * (`encodeImage`: WebP, metadata such as EXIF and GPS dropped). The hash of the stored bytes is the address.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  if (!sniffImage(input)) throw new HttpError(415, 'NOT_IMAGE', NOT_IMAGE_MESSAGE);
  try {
    const image = await encodeImage(input, kind, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    return { ...image, mime: 'image/webp' };
  } catch (err) {
    const msg = String((err as Error).message ?? '');
    if (/pixel limit/i.test(msg)) throw new HttpError(413, 'IMAGE_TOO_LARGE', 'รูปภาพมีขนาดใหญ่เกินไป');
    throw new HttpError(422, 'BAD_IMAGE', 'ไฟล์รูปภาพเสียหายหรือไม่รองรับ');
  }
}
