import { and, eq, gt, isNotNull, lte, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import type { Config } from '../config';
import { immediate } from '../lib/tx';
import { addDays, bangkokToday } from '../lib/dates';
import { enqueueLine, messagingConfigured } from '../lib/line/outbox';

export const REMINDER_DAYS_BEFORE = 3;
/** Contracts that are over: nothing left to pay, nothing to remind. */
export const CLOSED_PAWN_STATUSES = ['ไถ่ถอนแล้ว', 'ไถ่ถอน', 'หลุด', 'หลุดจำนำ', 'ยกเลิก', 'ปิดสัญญา'];

const { pawnContracts: contracts, users } = schema;

/**
 * Queues a LINE reminder for every open pawn contract due within the next REMINDER_DAYS_BEFORE days
 * (Bangkok calendar) whose customer is a member signed in with LINE. Normally that is the day three days
 * before due_date; the window also catches a day the server was down. Idempotent: the dedupe key
 * 'pawn-reminder:<jn>:<due date>' makes a second run (or a restart) queue nothing, and a due date moved
 * by a later import gets its own reminder.
 */
export function queuePawnReminders(db: Db, line: Config['line'], log: FastifyBaseLogger, at = new Date()): { queued: number } {
  if (!messagingConfigured(line)) return { queued: 0 };
  const today = bangkokToday(at);
  const rows = db
    .select({ jnId: contracts.jnId, dueDate: contracts.dueDate, userId: users.id })
    .from(contracts)
    .innerJoin(users, eq(users.customerId, contracts.customerId))
    .where(
      and(
        gt(contracts.dueDate, today),
        lte(contracts.dueDate, addDays(today, REMINDER_DAYS_BEFORE)),
        notInArray(contracts.jnStatus, CLOSED_PAWN_STATUSES),
        isNotNull(users.lineUserId),
      ),
    )
    .all();
  let queued = 0;
  for (const r of rows) {
    const result = immediate(db, (tx) => enqueueLine(tx, line, log, { userId: r.userId }, { kind: 'pawn-reminder', jnId: r.jnId, dueDate: r.dueDate }));
    if (result === 'queued') queued++;
  }
  if (queued) log.info({ queued, today }, 'pawn reminders queued');
  return { queued };
}
