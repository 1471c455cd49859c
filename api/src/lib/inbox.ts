import { schema, type Db } from '@goldshop/db';
import { dedupeKey, inboxEntry, type LineEvent } from './line/messages';

/**
 * Puts a message to a member in their in-app inbox, in the caller's transaction (the decision's): every member
 * gets it there, LINE or not. The same event twice is one message (the outbox's dedupe key).
 */
export function addToInbox(tx: Db, userId: number, event: LineEvent): void {
  const entry = inboxEntry(event);
  if (!entry) return;
  tx.insert(schema.memberMessages)
    .values({ userId, dedupeKey: dedupeKey(event), text: entry.text, path: entry.path })
    .onConflictDoNothing({ target: schema.memberMessages.dedupeKey })
    .run();
}
