import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * LINE signs each webhook body: x-line-signature = base64(HMAC-SHA256(channel secret, raw body bytes)).
 * Compared in constant time on the decoded bytes; anything malformed is simply not valid.
 */
export function validLineSignature(secret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header.length === 0 || header.length > 100) return false;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const signLineBody = (secret: string, rawBody: Buffer | string) => createHmac('sha256', secret).update(rawBody).digest('base64');
