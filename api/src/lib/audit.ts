import { createHash } from 'node:crypto';
import { type Db, schema } from '@goldshop/db';
import type { AuditAction, AuditEntity } from '../../contract/audit';

/** Keys whose values never belong in an audit trail, whichever area writes it. */
const SECRET_KEY = /password|secret|token/i;

/**
 * Makes a record safe to keep forever: image bytes become their SHA-256 (stored images are already
 * addressed by hash, so a row's image column is kept as is) and secrets are redacted.
 */
export function auditSnapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    return `sha256:${createHash('sha256').update(value).digest('hex')}`;
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(auditSnapshot);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? '[redacted]' : auditSnapshot(v);
    return out;
  }
  return value;
}

/**
 * Appends one audit_log row. Call it inside the same `immediate()` transaction as the change it
 * records, so a change and its trail commit (or roll back) together. The action and the record's kind are
 * the contract's codes, each with the Thai the owner reads in the log.
 */
export function audit(
  tx: Db,
  /** null: the member themself, or the system (the daily purge). */
  staffId: number | null,
  action: AuditAction,
  entity: AuditEntity,
  entityId: string | number | null,
  before: unknown,
  after: unknown,
): void {
  tx.insert(schema.auditLog)
    .values({
      staffId,
      action,
      entity,
      entityId: entityId === null ? null : String(entityId),
      before: auditSnapshot(before),
      after: auditSnapshot(after),
      // The app's clock, as every other time the app writes: the column's SQLite default read the machine's
      // clock apart from it, and a day filter then missed an entry (api/src/areas/bangkok-day.test.ts).
      createdAt: new Date().toISOString(),
    })
    .run();
}
