import sharp from 'sharp';
import { encodeImage, type EncodedImage } from '@goldshop/db/image-encoding';
import type { ImageKind } from '@goldshop/db/schema';
import { NOT_IMAGE_MESSAGE, sniffImage } from '../../contract/image';
import { concurrencyLimit, QueueRefused } from './concurrency';
import { HttpError, tooBusy } from './http-error';
import { withImageThreadsLowered } from './image-threads';
import { uploadClient } from './upload-limit';

export interface ProcessedImage extends EncodedImage {
  mime: 'image/webp';
}

/**
 * The most pixels an upload may have: a phone photo is 12 MP (a 24 MP camera mode passes too). A picture's
 * decoding time grows with its pixels unless it is a JPEG that libjpeg can shrink while decoding, so what an
 * attacker sends is a PNG of many pixels and few bytes: 0.4-0.5 s of a decoding slot at 40 MP, and five fresh
 * accounts sending those held every member's upload 8 s. Checked on the file's header, before it queues,
 * with the longer side and the shape (ImageLimits): a PNG of 1 x 24,000,000 pixels is under this count and
 * took 6 s to decode. Measured on this machine: docs/decisions.md, "A picture has at most 25 megapixels".
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
/**
 * The longest one upload's decoding and re-encoding may take (libvips' own timeout, whole seconds of the wall
 * clock, waiting for a slot not counted). A phone photo takes 0.2-2 s of CPU; its threads run below the
 * event loop (lib/image-threads.ts), so on a 2-core machine busy with requests and other work the same photo
 * took 5-14 s here. Only a picture no phone makes goes past this: what the header checks let through and
 * still costs seconds of CPU (an interlaced 16-bit PNG, a TIFF of tiny tiles) is stopped here at the latest.
 */
export const DECODE_TIMEOUT_S = 30;
// Each upload is a new picture: libvips' operation cache would only hold on to them (peak memory of the
// payday bench 630 MB with it, 540 MB without).
sharp.cache(false);
/**
 * The line uploads wait in, taking turns by client address (uploadClient(), lib/upload-limit.ts): a burst
 * from one address waits behind itself, and another member waits for one slot to free, not for the burst.
 */
export const decoding = concurrencyLimit(MAX_DECODING, { maxWaiting: MAX_WAITING_DECODES, maxWaitMs: DECODE_WAIT_MS });

export const UPLOADS_BUSY_MESSAGE = 'ขณะนี้มีผู้ส่งรูปภาพเข้ามาจำนวนมาก กรุณาลองส่งใหม่อีกครั้งในอีกสักครู่ (ยังไม่ได้บันทึกรายการนี้)';
export const IMAGE_TOO_LARGE_MESSAGE = 'รูปภาพมีขนาดใหญ่เกินไป (ไม่เกิน 25 ล้านพิกเซล) กรุณาถ่ายใหม่ด้วยโหมดปกติหรือส่งภาพที่ย่อขนาดแล้ว';
export const imageTooLongMessage = (maxSidePx: number) =>
  `รูปภาพมีขนาดใหญ่เกินไป (ด้านยาวไม่เกิน ${maxSidePx.toLocaleString('en-US')} พิกเซล) กรุณาถ่ายใหม่ด้วยโหมดปกติหรือส่งภาพที่ย่อขนาดแล้ว`;
export const imageShapeMessage = (maxAspectRatio: number) =>
  `รูปภาพยาวหรือแคบผิดปกติ (ด้านยาวเกิน ${maxAspectRatio} เท่าของด้านสั้น) กรุณาครอบตัดให้เหลือเฉพาะสลิปหรือเอกสาร หรือถ่ายรูปใหม่ แล้วส่งอีกครั้ง`;
export const IMAGE_TOO_SLOW_MESSAGE = 'รูปภาพนี้ใช้เวลาประมวลผลนานเกินไป กรุณาส่งเป็นรูปถ่ายหรือภาพหน้าจอธรรมดา (JPEG หรือ PNG) หรือถ่ายรูปใหม่ แล้วส่งอีกครั้ง';

/** What an upload's header may say, from the settings (config.ts `images`). */
export interface ImageLimits {
  maxSidePx: number;
  maxAspectRatio: number;
}
/** The settings' defaults, for callers without a configuration (tests of this module). */
export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxSidePx: 10_000, maxAspectRatio: 20 };

const badImage = () => new HttpError(422, 'BAD_IMAGE', 'ไฟล์รูปภาพเสียหายหรือไม่รองรับ');
const tooLarge = () => new HttpError(413, 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);

/**
 * Checks magic bytes and, from the header alone (libvips reads no pixel for it), the pixel count, the longer
 * side and the shape; then decodes (waiting its turn, at most DECODE_TIMEOUT_S) and re-encodes the way every
 * stored image is made (`encodeImage`: WebP, metadata such as EXIF and GPS dropped). The hash of the stored
 * bytes is the address. Writes nothing: a refusal at any step leaves no trace.
 */
export async function processImage(input: Buffer, kind: ImageKind, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): Promise<ProcessedImage> {
  if (!sniffImage(input)) throw new HttpError(415, 'NOT_IMAGE', NOT_IMAGE_MESSAGE);
  let width: number;
  let height: number;
  try {
    ({ width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw badImage();
  }
  if (!width || !height) throw badImage();
  const longer = Math.max(width, height);
  if (width * height > MAX_INPUT_PIXELS) throw tooLarge();
  if (longer > limits.maxSidePx) throw new HttpError(413, 'IMAGE_TOO_LARGE', imageTooLongMessage(limits.maxSidePx));
  if (longer > limits.maxAspectRatio * Math.min(width, height)) {
    throw new HttpError(422, 'IMAGE_SHAPE', imageShapeMessage(limits.maxAspectRatio));
  }
  try {
    const image = await decoding(
      () =>
        withImageThreadsLowered(() =>
          encodeImage(input, kind, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }, DECODE_TIMEOUT_S),
        ),
      uploadClient(),
    );
    return { ...image, mime: 'image/webp' };
  } catch (err) {
    if (err instanceof QueueRefused) throw tooBusy('UPLOADS_BUSY', UPLOADS_BUSY_MESSAGE, err.retryAfterS);
    const message = String((err as Error).message ?? '');
    if (/pixel limit/i.test(message)) throw tooLarge();
    if (/timeout|killed/i.test(message)) throw new HttpError(422, 'IMAGE_TOO_SLOW', IMAGE_TOO_SLOW_MESSAGE);
    throw badImage();
  }
}
