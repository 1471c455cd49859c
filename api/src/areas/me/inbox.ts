import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { InboxAnswer } from '../../../contract/me';
import { immediate } from '../../lib/tx';

const { memberMessages: m } = schema;
const SHOWN = 50;

/** How many of the member's messages are unread. */
export const unreadOf = (db: Db, userId: number): number =>
  db
    .select({ n: count() })
    .from(m)
    .where(and(eq(m.userId, userId), isNull(m.readAt)))
    .get()!.n;

/** The member's inbox: the last 50 messages, newest first, and how many of all are unread. */
export function inboxOf(db: Db, userId: number): InboxAnswer {
  const unread = unreadOf(db, userId);
  const rows = db.select().from(m).where(eq(m.userId, userId)).orderBy(desc(m.id)).limit(SHOWN).all();
  return { unread, messages: rows.map((r) => ({ id: r.id, text: r.text, path: r.path, createdAt: r.createdAt, read: r.readAt !== null })) };
}

export const readAll = (db: Db, userId: number) =>
  immediate(db, (tx) =>
    tx
      .update(m)
      .set({ readAt: new Date().toISOString() })
      .where(and(eq(m.userId, userId), isNull(m.readAt)))
      .run(),
  );
