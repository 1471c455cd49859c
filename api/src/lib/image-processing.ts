import sharp from 'sharp';
import { encodeImage, type EncodedImage } from '@goldshop/db/image-encoding';
import type { ImageKind } from '@goldshop/db/schema';
import { NOT_IMAGE_MESSAGE, sniffImage } from '../../contract/image';
import { concurrencyLimit, QueueRefused } from './concurrency';
import { HttpError, tooBusy } from './http-error';

export interface ProcessedImage extends EncodedImage {
  mime: 'image/webp';
}

/**
 * The most pixels an upload may have: a phone photo is 12 MP (a 24 MP camera mode passes too). A picture's
 * decoding time grows with its pixels unless it is a JPEG that libjpeg can shrink while decoding, so what an
 * attacker sends is a PNG of many pixels and few bytes: 0.4-0.5 s of a decoding slot at 40 MP, and five fresh
 * accounts sending those held every member's upload 8 s. Checked on the file's header, before it queues.
 * Measured on this machine: docs/decisions.md, "A picture has at most 25 megapixels".
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/**
 * Uploads decoded at once, across every member and route. A small file can decode to 25 megapixels
 * (100 MB of pixels): 24 parallel deposits took memory to 570 MB and sign-in from 0.4 to 2.9 s in the attack
 * test, the decodes holding libuv's threads. Two at a time keeps memory bounded and threads free; the rest
 * wait their turn. (Narrower copies of public images have a limit of their own, image-variants.ts.)
 */
export const MAX_DECODING = 2;
/**
 * Pictures waiting for a decoding slot: each holds its upload (up to 10 MB) meanwhile. One more is refused
 * at once with 503 and Retry-After, as is one that would wait past DECODE_WAIT_MS by the recent decoding
 * times, or is still waiting then: the member hears "try again in a moment" within seconds, and before
 * anything is written, instead of a connection that drops after a minute (150 photos at once did that).
 */
export const MAX_WAITING_DECODES = 32;
export const DECODE_WAIT_MS = 15_000;
// Each upload is a new picture: libvips' operation cache would only hold on to them (peak memory of the
// payday bench 630 MB with it, 540 MB without).
sharp.cache(false);
export const decoding = concurrencyLimit(MAX_DECODING, { maxWaiting: MAX_WAITING_DECODES, maxWaitMs: DECODE_WAIT_MS });

export const UPLOADS_BUSY_MESSAGE = 'ขณะนี้มีผู้ส่งรูปภาพเข้ามาจำนวนมาก กรุณาลองส่งใหม่อีกครั้งในอีกสักครู่ (ยังไม่ได้บันทึกรายการนี้)';
export const IMAGE_TOO_LARGE_MESSAGE = 'รูปภาพมีขนาดใหญ่เกินไป (ไม่เกิน 25 ล้านพิกเซล) กรุณาถ่ายใหม่ด้วยโหมดปกติหรือส่งภาพที่ย่อขนาดแล้ว';

const badImage = () => new HttpError(422, 'BAD_IMAGE', 'ไฟล์รูปภาพเสียหายหรือไม่รองรับ');
const tooLarge = () => new HttpError(413, 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);

/**
 * Checks magic bytes and the pixel count in the header, then decodes (waiting its turn) and re-encodes the
 * way every stored image is made (`encodeImage`: WebP, metadata such as EXIF and GPS dropped). The hash of
 * the stored bytes is the address. Writes nothing: a refusal at any step leaves no trace.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  if (!sniffImage(input)) throw new HttpError(415, 'NOT_IMAGE', NOT_IMAGE_MESSAGE);
  let pixels: number;
  try {
    const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata();
    pixels = width * height;
  } catch {
    throw badImage();
  }
  if (!pixels) throw badImage();
  if (pixels > MAX_INPUT_PIXELS) throw tooLarge();
  try {
    const image = await decoding(() => encodeImage(input, kind, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }));
    return { ...image, mime: 'image/webp' };
  } catch (err) {
    if (err instanceof QueueRefused) throw tooBusy('UPLOADS_BUSY', UPLOADS_BUSY_MESSAGE, err.retryAfterS);
    if (/pixel limit/i.test(String((err as Error).message ?? ''))) throw tooLarge();
    throw badImage();
  }
}
