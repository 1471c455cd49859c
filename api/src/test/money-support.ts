// Test-only helpers shared by the saving, down and pawn route tests (imported only from *.test.ts).
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { schema } from '@goldshop/db';
import type { App } from '../build-app';
import { createMember, createStaff, createVerifiedMember } from './factories';
import { approveTransaction } from '../areas/saving/ledger';
import { immediate } from '../lib/tx';
import { branchId } from './branch-support';

/** Every caller a verified-member call must refuse, with the status it must get. */
export async function refusedMemberCallers(app: App) {
  const key = new TextEncoder().encode(app.config.jwtSecret);
  const verified = await createVerifiedMember(app);
  const sub = String(verified.user.id);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ kind: 'member' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(key);
  const forged = await new SignJWT({ kind: 'member' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
  const staff = await createStaff(app, 'owner');
  const bearer = (t: string) => ({ headers: { authorization: `Bearer ${t}` } });
  const callers: { who: string; opts: InjectOptions; status: number }[] = [
    { who: 'no token', opts: {}, status: 401 },
    { who: 'an expired token', opts: bearer(expired), status: 401 },
    { who: 'a forged token', opts: bearer(forged), status: 401 },
    { who: 'an admin cookie only', opts: { cookies: staff.cookies }, status: 401 },
    { who: 'an admin token as bearer', opts: bearer(staff.token), status: 403 },
  ];
  for (const verificationStatus of [0, 1, 99]) {
    const m = await createMember(app, { verificationStatus });
    callers.push({ who: `a member with verificationStatus ${verificationStatus}`, opts: { headers: m.auth }, status: 403 });
  }
  return callers;
}

/** Row counts of everything a member money call could write; equal snapshots mean nothing changed. */
export function counts(app: App) {
  const n = (table: string) => (app.sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const tables = [
    'saving_accounts',
    'saving_transactions',
    'saving_ledger',
    'down_requests',
    'down_payments',
    'down_close_requests',
    'pawn_requests',
    'payment_slips',
    'images',
  ];
  const statuses = app.sqlite.prepare('select group_concat(status) as s from (select status from down_requests order by id)').get();
  return JSON.stringify({ ...Object.fromEntries(tables.map((t) => [t, n(t)])), statuses });
}

/** Sends `req` as each refused caller and checks the status and that nothing changed. */
export async function expectVerifiedMemberOnly(app: App, req: () => InjectOptions) {
  for (const c of await refusedMemberCallers(app)) {
    const before = counts(app);
    const base = req();
    const res = await app.inject({ ...base, ...c.opts, headers: { ...base.headers, ...c.opts.headers } });
    expect(res.statusCode, `${c.who}: ${res.body}`).toBe(c.status);
    expect(res.json().message, c.who).toBeTypeOf('string');
    expect(counts(app), c.who).toBe(before);
  }
}

/** A verified member whose type 1 account is in force. */
export async function activeSaver(app: App) {
  const m = await createVerifiedMember(app);
  app.db
    .insert(schema.savingAccounts)
    .values({ userId: m.user.id, status: 'active', branchId: branchId(app) })
    .run();
  return m;
}

const approver = new WeakMap<App, number>();
/** A starting balance: an approved deposit, through the ledger service as staff would. */
export async function fund(app: App, userId: number, satang: number) {
  let staffId = approver.get(app);
  if (staffId === undefined) approver.set(app, (staffId = (await createStaff(app)).staff.id));
  const t = app.db.insert(schema.savingTransactions).values({ userId, kind: 'deposit', amountSatang: satang }).returning().get();
  await immediate(app.db, (tx) => approveTransaction(tx, t.id, staffId));
  return t.id;
}

export function setFlag(app: App, key: schema.FlagKey, value: 0 | 1) {
  app.db.insert(schema.flags).values({ key, value }).onConflictDoUpdate({ target: schema.flags.key, set: { value } }).run();
}

export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const SIGNED_URL = /^\/api\/images\/p\/[0-9a-f]{64}\.webp\?exp=\d+&sig=[\w-]+$/;
