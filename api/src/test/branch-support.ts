import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import type { BranchBody } from '../../contract/branches';
import type { App } from '../build-app';

/** The three branches every database starts with (the migration's rows), by name. */
export const FIRST_BRANCH = 'นาวง';

/** A branch's id by its name (the migration made นาวง, หาดสำราญ and เขาวิเศษ: ids 1, 2, 3). */
export function branchId(app: App, name: string = FIRST_BRANCH): number {
  const row = app.db.select({ id: schema.branches.id }).from(schema.branches).where(eq(schema.branches.name, name)).get();
  if (!row) throw new Error(`no branch ${name}`);
  return row.id;
}

/** Open 09:00–17:00 every day but Sunday. */
export const WEEKDAYS_9_TO_5: BranchBody['hours'] = Array.from({ length: 7 }, (_, day) =>
  day === 0 ? { day, open: null, close: null } : { day, open: '09:00', close: '17:00' },
);

/** A branch row to insert directly (open 09:00–17:00 but Sundays, the shop's receivers). */
export const branchRow = (name: string, code: string) => ({ name, code, hours: WEEKDAYS_9_TO_5 });

/** A whole branch as the owner's form sends it, with the shop's receivers. */
export const branchBody = (over: Partial<BranchBody> = {}): BranchBody => ({
  name: 'ตรัง',
  code: 'TR',
  address: '1 ถนนพระราม 6 ตรัง',
  phone: '075-000-111',
  mapUrl: '',
  hours: WEEKDAYS_9_TO_5,
  takesPickups: true,
  slotMinutes: 30,
  slotCapacity: 2,
  promptpay: null,
  bankAccount: null,
  ...over,
});
