import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import sharp from 'sharp';
import type { SlipQrState } from '@goldshop/db/enums';
import { HttpError } from '../http-error';
import { parseSlipPayload, sameTransfer, type Transfer } from './transfer';

/** What a slip picture says about the transfer, as the sending bank printed it in the slip's mini-QR. */
export interface SlipRead {
  qr: SlipQrState;
  /** The slip's own transfer: the first slip QR in the picture (null unless `qr` is 'read'). */
  bank: string | null;
  transRef: string | null;
  /** The QR's text: the slip's mini-QR (for the verification service), or the first QR that is no slip ('unknown'). */
  payload: string | null;
  /** Other transfers whose slip QR stands in the same picture: each is claimed too, and the payment flagged. */
  others: (Transfer & { payload: string })[];
}

/**
 * Decodes are queued in one worker thread: one of the machine's two cores, so the other keeps answering.
 * A queue this long is some two seconds of work; past it an upload is refused before anything is written
 * (503, try again) rather than made to wait without bound.
 */
const MAX_QUEUE = 64;
/** A picture that takes longer than this is no slip a bank made: the slip is flagged, not refused. */
const DECODE_TIMEOUT_MS = 5_000;

const here = dirname(fileURLToPath(import.meta.url));
// Built for production (scripts/build-api.mjs) the worker sits beside the server's bundle.
const built = process.argv[1] ? join(dirname(process.argv[1]), 'qr-decode.worker.mjs') : '';
const workerFile = built && existsSync(built) ? built : join(here, 'qr-decode.worker.mjs');

let pool: Piscina | undefined;
const decoder = () =>
  (pool ??= new Piscina({ filename: workerFile, minThreads: 0, maxThreads: 1, maxQueue: MAX_QUEUE, idleTimeout: 60_000 }));

export const SLIP_BUSY_MESSAGE = 'ระบบกำลังตรวจสลิปจำนวนมาก กรุณาลองส่งใหม่อีกครั้งในอีกสักครู่';

/**
 * Reads a stored slip picture (already checked, size-limited and re-encoded by lib/image-processing.ts)
 * for its mini-QRs, every one of them: a used transfer pasted beside a fresh one must not pass as the fresh
 * one. Never throws for what the picture holds: no QR ('none'), only QRs that are no slip ('unknown', with the
 * first one's text for staff), or a decoder failure ('error') are answers. Throws only the 503 of a full queue.
 */
export async function readSlipQr(image: Buffer): Promise<SlipRead> {
  const none: SlipRead = { qr: 'none', bank: null, transRef: null, payload: null, others: [] };
  const texts = await decodeQrTexts(image);
  if (texts === null) return { ...none, qr: 'error' };
  return slipReadOf(texts);
}

/** What the QR texts of one picture say (pure: readSlipQr's second half, tested on its own). */
export function slipReadOf(texts: string[]): SlipRead {
  const transfers: (Transfer & { payload: string })[] = [];
  for (const text of texts) {
    const t = parseSlipPayload(text);
    if (t && !transfers.some((seen) => sameTransfer(seen, t))) transfers.push({ ...t, payload: text });
  }
  const [first, ...others] = transfers;
  if (first) return { qr: 'read', bank: first.bank, transRef: first.transRef, payload: first.payload, others };
  if (texts.length) return { qr: 'unknown', bank: null, transRef: null, payload: texts[0]!.slice(0, MAX_PAYLOAD), others: [] };
  return { qr: 'none', bank: null, transRef: null, payload: null, others: [] };
}

/** An unknown QR's text is kept for staff to read, up to this length (a QR holds at most about 4,000 characters). */
const MAX_PAYLOAD = 500;

/**
 * The text of every QR code in a picture (null when the picture cannot be decoded or decoding failed),
 * through the worker's queue. Throws only the 503 of a full queue.
 */
export async function decodeQrTexts(image: Buffer): Promise<string[] | null> {
  let pixels: { data: Buffer; info: sharp.OutputInfo };
  try {
    pixels = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const pool = decoder();
  if (pool.queueSize >= MAX_QUEUE) throw busy();
  try {
    // Copied to the worker (a few milliseconds for a slip): sharp's buffer is not ours to detach.
    return await pool.run(
      { data: pixels.data, width: pixels.info.width, height: pixels.info.height },
      { signal: AbortSignal.timeout(DECODE_TIMEOUT_MS) },
    );
  } catch (err) {
    if (/queue is at limit/i.test(String((err as Error).message))) throw busy();
    return null;
  }
}

function busy() {
  return new HttpError(503, 'SLIP_BUSY', SLIP_BUSY_MESSAGE, 10);
}

/** For tests and metrics: decodes waiting now. */
export const slipQueueSize = () => pool?.queueSize ?? 0;
