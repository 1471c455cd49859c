import { schema, type Db } from '@goldshop/db';

/**
 * PDPA: one sensitive_access_log row per private image a staff member opens (ID cards, selfies).
 * Written before the signed URLs are handed out, in the caller's transaction.
 */
export function logSensitiveAccess(tx: Db, staffId: number, userId: number | null, hashes: (string | null | undefined)[]): void {
  for (const hash of hashes) {
    if (hash) tx.insert(schema.sensitiveAccessLog).values({ staffId, userId, imageHash: hash }).run();
  }
}

/** Staff always get private images as short-lived signed URLs, never inline bytes. */
export const signedUrl = (app: { images: { signedPath(hash: string): string } }, hash: string | null | undefined) =>
  hash ? app.images.signedPath(hash) : null;
