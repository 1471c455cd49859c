import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import sharp from 'sharp';
import { slipVerify } from 'promptparse/validate';
import type { SlipQrState } from '@goldshop/db/enums';
import { HttpError } from '../http-error';

/** What a slip says about the transfer, as the sending bank printed it in the slip's mini-QR. */
export interface SlipRead {
  qr: SlipQrState;
  bank: string | null;
  transRef: string | null;
  /** The mini-QR's text, for the verification service (null without one). */
  payload: string | null;
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

/** The slip payload's (bank, transRef), when a text is one: a URL, a PromptPay QR or a bad CRC is not. */
export function parseSlipPayload(text: string): { bank: string; transRef: string } | null {
  const data = slipVerify(text, false);
  if (!data || !/^\d{3}$/.test(data.sendingBank) || !/^[0-9A-Za-z]{6,40}$/.test(data.transRef)) return null;
  return { bank: data.sendingBank, transRef: data.transRef };
}

/**
 * Reads a stored slip picture (already checked, size-limited and re-encoded by lib/image-processing.ts)
 * for its mini-QR. Never throws for what the picture holds: no QR, a QR that is not a slip's, or a decoder
 * failure are answers ('none', 'error'). Throws only the 503 of a full queue.
 */
export async function readSlipQr(image: Buffer): Promise<SlipRead> {
  const none: SlipRead = { qr: 'none', bank: null, transRef: null, payload: null };
  const texts = await decodeQrTexts(image);
  if (texts === null) return { ...none, qr: 'error' };
  for (const text of texts) {
    const slip = parseSlipPayload(text);
    if (slip) return { qr: 'read', ...slip, payload: text };
  }
  return none;
}

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
