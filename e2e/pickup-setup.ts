import { join } from 'node:path';
import type { APIRequestContext, Browser } from '@playwright/test';
import type { PublicBranch } from '../api/contract';
import { bangkokDate } from './helpers';
import { openFile } from '../db/src/index';

// What the pickup flow needs that the demo data does not hold (e2e/pickups.spec.ts): a pawn piece of demo2's
// redeemed and waiting at a branch (written into this run's own database: playwright.config.ts keeps one per run),
// and staff accounts the owner places at one branch each (through the owner's calls).

const dbFile = () => join(process.env.E2E_DB_DIR!, 'e2e.db');

/**
 * A contract of demo2's kept at `branch` whose redemption was paid and approved, naming `pickupDate` as the day
 * to come: the piece waits there. Answers the request's id.
 */
export function redeemedPieceOfDemo2(branch: string, jnId: string, pickupDate: string | null = null): number {
  const sqlite = openFile(dbFile());
  try {
    return sqlite.transaction(() => {
      const branchId = sqlite.prepare('select id from branches where name = ?').pluck().get(branch) as number;
      const user = sqlite.prepare("select id, customer_id from users where username = 'demo2'").get() as {
        id: number;
        customer_id: number;
      };
      const proof = sqlite.prepare('select hash from images limit 1').pluck().get() as string;
      sqlite
        .prepare(
          `insert into pawn_contracts (jn_id, branch_id, customer_id, jn_date, net_total_satang, rate_in_satang, fee_satang, jn_status, due_date)
           values (?, ?, ?, date('now', '-60 days'), 1500000, 18750, 0, 'รอรับสินค้าคืน', date('now', '+60 days'))`,
        )
        .run(jnId, branchId, user.customer_id);
      return sqlite
        .prepare(
          `insert into pawn_requests (jn_id, user_id, kind, status, amount_satang, interest_satang, principal_satang, pay_date, quote, branch_id, pickup_date, proof)
           values (?, ?, 'redeem', 'approved', 1537500, 37500, 1500000, date('now'), '{"newDueDate":null}', ?, ?, ?) returning id`,
        )
        .pluck()
        .get(jnId, user.id, branchId, pickupDate, proof) as number;
    })();
  } finally {
    sqlite.close();
  }
}

/** A staff account made by the owner (through the API), working at `branch` only. */
export async function staffOf(owner: APIRequestContext, username: string, branch: string, password = 'staffpass1234') {
  const res = await owner.post('/api/admin/staff', { data: { username, password, role: 'staff' } });
  if (!res.ok()) throw new Error(`create staff ${username}: ${res.status()} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  const branches = (await (await owner.get('/api/admin/branches')).json()) as { id: number; name: string }[];
  const placed = await owner.put(`/api/admin/staff/${id}/branches`, { data: { branchIds: [branches.find((b) => b.name === branch)!.id] } });
  if (!placed.ok()) throw new Error(`staff ${username} at ${branch}: ${placed.status()} ${await placed.text()}`);
  return { username, password };
}

/**
 * A verified member of their own (demo2's password; demo2's own savings and type 2 contract are other specs'),
 * with savings goods approved for collection at `branch`, a type 2 contract waiting there to close (the two pieces
 * /saving and /downing offer to book) and a gold account there holding 2 สลึง. Answers the username.
 */
export function memberWithPiecesWaiting(branch: string, username: string): string {
  const sqlite = openFile(dbFile());
  try {
    sqlite.transaction(() => {
      const branchId = sqlite.prepare('select id from branches where name = ?').pluck().get(branch) as number;
      const hash = sqlite.prepare("select password_hash from users where username = 'demo2'").pluck().get() as string;
      const card = sqlite.prepare('select hash from images limit 1').pluck().get() as string;
      const userId = sqlite
        .prepare('insert into users (username, password_hash, verification_status) values (?, ?, 2) returning id')
        .pluck()
        .get(username, hash) as number;
      sqlite.prepare("insert into saving_accounts (user_id, status, branch_id) values (?, 'active', ?)").run(userId, branchId);
      sqlite
        .prepare(
          `insert into saving_transactions (user_id, kind, amount_satang, status, is_delivery, receive_branch_id)
           values (?, 'withdraw_goods', 500000, 'approved', 'รับเองหน้าร้าน', ?)`,
        )
        .run(userId, branchId);
      const downId = sqlite
        .prepare(
          `insert into down_requests (user_id, status, branch_id, approved_amount_satang, start_date, end_date)
           values (?, 'closing', ?, 1000000, date('now', '-90 days'), date('now', '+90 days')) returning id`,
        )
        .pluck()
        .get(userId, branchId) as number;
      sqlite
        .prepare('insert into down_close_requests (down_id, user_id, id_card_image, id_card_image_back) values (?, ?, ?, ?)')
        .run(downId, userId, card, card);
      const gold = sqlite
        .prepare('insert into gold_accounts (user_id, branch_id) values (?, ?) returning id')
        .pluck()
        .get(userId, branchId) as number;
      const bought = sqlite
        .prepare(
          `insert into gold_transactions (user_id, account_id, kind, status, units, amount_satang, price_satang)
           values (?, ?, 'deposit', 'approved', 76220, 2062500, 4125000) returning id`,
        )
        .pluck()
        .get(userId, gold) as number;
      sqlite
        .prepare(
          'insert into gold_ledger (user_id, transaction_id, units, amount_satang, price_satang) values (?, ?, 76220, 2062500, 4125000)',
        )
        .run(userId, bought);
    })();
    return username;
  } finally {
    sqlite.close();
  }
}

/** A product of its own (no photo) with one piece in stock at `branch` only, for a reservation. Answers its code. */
export function pieceInStockAt(branch: string, code: string): string {
  const sqlite = openFile(dbFile());
  try {
    sqlite.transaction(() => {
      const branchId = sqlite.prepare('select id from branches where name = ?').pluck().get(branch) as number;
      const id = sqlite
        .prepare(
          `insert into products (code, weight, unit, cat_id, making_charge_satang, name, kind, maker)
           values (?, 1, 'สลึง', 2, 50000, 'แหวนทดสอบการจอง', 'แหวน', 'ร้านทอง') returning id`,
        )
        .pluck()
        .get(code) as number;
      sqlite.prepare('insert into product_stock (product_id, branch_id, quantity) values (?, ?, 1)').run(id, branchId);
    })();
  } finally {
    sqlite.close();
  }
  return code;
}

const LEAD_MS = 24 * 3_600_000; // the owner's default lead time
/** A Bangkok day and time as epoch milliseconds. */
export const at = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+07:00`);

/** The first day from tomorrow (or the one after `after`) the branch is open at 10:00 (and 11:00), not closed, and past the lead time. */
export function nextOpenDay(b: PublicBranch, after?: string): string {
  const closed = new Set(b.closures.map((c) => c.date));
  for (let d = 1; d <= 30; d++) {
    if (after && bangkokDate(d) <= after) continue;
    const date = bangkokDate(d);
    const h = b.hours.find((x) => x.day === new Date(`${date}T00:00:00Z`).getUTCDay());
    if (!h?.open || !h.close || closed.has(date) || h.open > '10:00' || h.close < '11:30') continue;
    if (at(date, '10:00') >= Date.now() + LEAD_MS) return date;
  }
  throw new Error('no open day in 30');
}

/** The console at 1280 px (or the `viewport` given) signed in as `who` (a member of staff the owner made). */
export async function consoleAs(browser: Browser, who: { username: string; password: string }, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/admin-signin', { data: { ...who, rememberMe: false } });
  if (!res.ok()) throw new Error(`admin-signin ${who.username}: ${res.status()}`);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
  return { page, context };
}
