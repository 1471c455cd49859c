import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import type { Config } from '../../config';
import { badRequest } from '../../lib/http-error';
import { enqueueLine, messagingConfigured } from '../../lib/line/outbox';
import { immediate } from '../../lib/tx';
import { memberByUsername } from './credentials';

const { users, passwordResets, lineNotifications } = schema;

export const RESET_TTL_MS = 30 * 60_000;
/** Links a member may be sent in an hour: a stranger typing their name cannot flood their LINE. */
export const RESETS_PER_HOUR = 3;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const RESET_INVALID = () => badRequest('RESET_INVALID', 'ลิงก์ตั้งรหัสผ่านใหม่หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่');

/**
 * Forgot password: when the username is a member with a password and a linked LINE (and open), a one-time link
 * goes to that LINE (docs/decisions.md "Password reset over LINE"). Says nothing about which case it was.
 */
export async function requestReset(db: Db, line: Config['line'], log: FastifyBaseLogger, username: string): Promise<void> {
  if (!messagingConfigured(line)) return;
  const found = memberByUsername(db, username);
  if (!found) return;
  await immediate(db, (tx) => {
    const user = tx.select().from(users).where(eq(users.id, found.id)).get();
    if (!user?.lineUserId || !user.passwordHash || user.closedAt) return;
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const recent = tx
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gte(passwordResets.createdAt, hourAgo)))
      .get()!.n;
    if (recent >= RESETS_PER_HOUR) return;
    const token = randomBytes(32).toString('base64url');
    const reset = tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hashOf(token), expiresAt: new Date(Date.now() + RESET_TTL_MS).toISOString() })
      .returning({ id: passwordResets.id })
      .get();
    enqueueLine(tx, line, log, { userId: user.id }, { kind: 'password-reset', id: reset.id, token });
  });
}

/**
 * Sets the new password from a link's token: once, before it expires, for an account still open. Every session
 * ends, and the pushed message's text (the link) is emptied once it has done its work.
 */
export async function resetWithToken(db: Db, token: string, passwordHash: string): Promise<void> {
  await immediate(db, (tx) => {
    const reset = tx
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashOf(token)))
      .get();
    if (!reset || reset.usedAt || reset.expiresAt < new Date().toISOString()) throw RESET_INVALID();
    const user = tx.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, reset.userId)).get();
    if (!user || user.closedAt) throw RESET_INVALID();
    tx.update(passwordResets).set({ usedAt: new Date().toISOString() }).where(eq(passwordResets.id, reset.id)).run();
    tx.update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, reset.userId))
      .run();
    tx.update(lineNotifications)
      .set({ message: [] })
      .where(eq(lineNotifications.dedupeKey, `password-reset:${reset.id}`))
      .run();
  });
}
