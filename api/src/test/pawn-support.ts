// Test-only helpers for the pawn payment tests (imported only from *.test.ts).
import { afterAll, beforeAll, vi } from 'vitest';
import { schema } from '@goldshop/db';
import type { App } from '../build-app';
import { multipart } from './factories';
import { slipPicture } from './slip-image';
import { branchId } from './branch-support';

let seq = 0;

/**
 * Runs a test file's app and tests at a fixed moment: only Date is faked (Fastify's and the database's timers
 * keep running). Call it before building the app, so the app's first today is that moment's.
 */
export function atMoment(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  });
  afterAll(() => vi.useRealTimers());
}

/** A contract of a customer, JN2567-0012's terms unless told otherwise. */
export function pawnContract(app: App, customerId: number, extra: Partial<typeof schema.pawnContracts.$inferInsert> = {}) {
  return app.db
    .insert(schema.pawnContracts)
    .values({
      jnId: `PW${++seq}`,
      branchId: branchId(app),
      customerId,
      jnDate: '2026-11-05',
      netTotalSatang: 9_500_050,
      rateInSatang: 118_751,
      feeSatang: 5_000,
      jnStatus: 'ปกติ',
      dueDate: '2027-04-14',
      ...extra,
    })
    .returning()
    .get();
}

/** Sends a pawn payment request with a fresh slip (its own transfer), as the member app does. */
export async function sendPawnRequest(
  app: App,
  auth: Record<string, string>,
  fields: Record<string, string | number | undefined>,
  opts: { key?: string; slip?: Buffer } = {},
) {
  const slip = opts.slip ?? (await slipPicture()).png;
  const body = multipart(fields, { proof: slip });
  return app.inject({
    method: 'POST',
    url: '/api/pawn/requests',
    payload: body.payload,
    headers: { ...body.headers, ...auth, ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
  });
}

/** Row counts of everything a pawn payment could write; equal snapshots mean nothing changed. */
export function pawnCounts(app: App) {
  const n = (table: string) => (app.sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const contracts = app.sqlite
    .prepare('select group_concat(jn_id || due_date || jn_status) as s from (select * from pawn_contracts order by jn_id)')
    .get();
  return JSON.stringify({
    ...Object.fromEntries(
      ['pawn_requests', 'pawn_payments', 'payment_slips', 'images', 'audit_log', 'line_notifications'].map((t) => [t, n(t)]),
    ),
    contracts,
  });
}
