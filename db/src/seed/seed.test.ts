import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { openDb, type OpenDb } from '../index';
import { verifyPassword } from '../password';
import { DEMO_NATIONAL_IDS, seedDemo, seedOwner } from './index';

const tables = [
  'staff',
  'users',
  'customers',
  'images',
  'verification_requests',
  'categories',
  'products',
  'home_content',
  'about_content',
  'policies',
  'flags',
  'bank_accounts',
  'saving_accounts',
  'saving_transactions',
  'saving_ledger',
  'down_requests',
  'down_payments',
  'pawn_contracts',
  'pawn_payments',
  'gold_prices',
  'audit_log',
];

describe('demo seed', () => {
  let handle: OpenDb;
  const q = <T = Record<string, unknown>>(sqlText: string, ...args: unknown[]) => handle.sqlite.prepare(sqlText).all(...args) as T[];
  const one = <T = Record<string, unknown>>(sqlText: string, ...args: unknown[]) => handle.sqlite.prepare(sqlText).get(...args) as T;
  const counts = () => Object.fromEntries(tables.map((t) => [t, one<{ n: number }>(`select count(*) n from ${t}`).n]));

  beforeAll(async () => {
    handle = openDb(':memory:');
    expect(await seedDemo(handle.db)).toBe(true);
  }, 60_000);
  afterAll(() => handle.close());

  it('creates exactly the documented accounts with working passwords', async () => {
    const staff = q<{ username: string; role: string; password_hash: string }>('select username, role, password_hash from staff');
    expect(staff.map((s) => [s.username, s.role])).toEqual([['admin', 'owner']]);
    expect(await verifyPassword('admin1234', staff[0]!.password_hash)).toBe(true);

    const users = q<{ username: string; verification_status: number; password_hash: string; card: string | null }>(
      'select u.username, u.verification_status, u.password_hash, c.card from users u left join customers c on c.id = u.customer_id order by u.id',
    );
    expect(users.map((u) => [u.username, u.verification_status, u.card])).toEqual([
      ['demo0', 0, null],
      ['demo1', 1, null],
      ['demo2', 2, DEMO_NATIONAL_IDS.demo2],
      ['demo99', 99, null],
    ]);
    // scrypt is slow on purpose: check two of the members fully, the rest for the stored format.
    for (const u of users) expect(u.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('demo1234', users[0]!.password_hash)).toBe(true);
    expect(await verifyPassword('demo1234', users[2]!.password_hash)).toBe(true);
    expect(await verifyPassword('demo12345', users[2]!.password_hash)).toBe(false);
  }, 30_000);

  it('leaves demo1 with a pending verification and its photos', () => {
    const rows = q<{ status: string; id_card_img: string; personal_img: string }>(
      "select v.status, v.id_card_img, v.personal_img from verification_requests v join users u on u.id = v.user_id where u.username = 'demo1'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('pending');
    const kinds = q<{ kind: string }>(
      'select kind from images where hash in (?, ?) order by kind',
      rows[0]!.id_card_img,
      rows[0]!.personal_img,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['id_card', 'selfie']);
  });

  it('has one customer without a member and none for the unknown national ID', () => {
    expect(
      one(
        'select count(*) n from customers c where c.card = ? and not exists (select 1 from users u where u.customer_id = c.id)',
        DEMO_NATIONAL_IDS.unlinked,
      ),
    ).toEqual({ n: 1 });
    expect(one('select count(*) n from customers where card = ?', DEMO_NATIONAL_IDS.unknown)).toEqual({ n: 0 });
    expect(one('select count(*) n from verification_requests where national_id = ?', DEMO_NATIONAL_IDS.unknown)).toEqual({ n: 0 });
  });

  it('fills the catalogue: 7 Thai categories, products on every shelf, featured and special-price ones', () => {
    expect(q<{ id: number; cat_name: string }>('select id, cat_name from categories order by id').map((c) => c.cat_name)).toEqual([
      'สร้อยคอ',
      'สร้อยข้อมือ',
      'แหวน',
      'กำไล',
      'ต่างหู',
      'สินค้าราคาพิเศษ',
      'สินค้าตกQC',
    ]);
    expect(one<{ n: number }>('select count(*) n from products').n).toBeGreaterThanOrEqual(24);
    expect(one<{ n: number }>('select count(distinct cat_id) n from products').n).toBe(7);
    expect(one<{ n: number }>('select count(*) n from products where top_status = 1').n).toBeGreaterThanOrEqual(4);
    expect(one<{ n: number }>('select count(*) n from products where cat_id = 6').n).toBeGreaterThanOrEqual(4);
    expect(
      q<{ unit: string }>('select distinct unit from products order by unit')
        .map((r) => r.unit)
        .sort(),
    ).toEqual(['กรัม', 'บาท', 'สลึง'].sort());
    expect(one<{ n: number }>('select count(distinct img) n from products').n).toBe(
      one<{ n: number }>('select count(*) n from products').n,
    );
  });

  it('stores every picture as content-addressed WebP of the right kind', async () => {
    const rows = q<{ hash: string; kind: string; mime: string; bytes: Buffer; width: number }>('select * from images');
    for (const r of rows) {
      expect(r.mime).toBe('image/webp');
      expect(createHash('sha256').update(r.bytes).digest('hex')).toBe(r.hash);
    }
    const product = rows.find((r) => r.kind === 'product')!;
    const meta = await sharp(product.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(product.width);
    // Every image a row points to exists (foreign keys are on, so this is the FK check made visible).
    expect(one<{ n: number }>('select count(*) n from products p left join images i on i.hash = p.img where i.hash is null').n).toBe(0);
    const kinds = new Set(rows.map((r) => r.kind));
    for (const k of ['product', 'content', 'bank_logo', 'slip', 'id_card', 'selfie', 'proof']) expect(kinds.has(k)).toBe(true);
  });

  it('has home, about, policies, flags, bank account and two stored gold prices', () => {
    expect(q('select header from home_content')).toEqual([{ header: 'ออมทองกับเรา มั่นคงทุกบาท' }]);
    const about = q<{ img1: string; img2: string; slogan: string }>('select * from about_content');
    expect(about).toHaveLength(2);
    for (const a of about) expect(a.img1 && a.img2 && a.img1 !== a.img2 && a.slogan).toBeTruthy();
    expect(q('select type, count(*) n from policies group by type order by type')).toEqual([
      { type: 1, n: 3 },
      { type: 2, n: 3 },
    ]);
    expect(q('select key, value from flags order by key')).toEqual(
      ['cash_withdraw', 'gold_visible', 'product_withdraw', 'sav1_visible', 'sav2_visible'].map((key) => ({ key, value: 1 })),
    );
    expect(one('select bank, acc_no, bank_logo is not null as logo from bank_accounts')).toEqual({
      bank: 'ธนาคารกสิกรไทย',
      acc_no: '123-4-56789-0',
      logo: 1,
    });
    const prices = q<{ source: string; response: string; announced_at: string }>(
      'select source, response, announced_at from gold_prices order by id',
    );
    // A month of history for the chart, each announcement with its time, in order; the newest is today's.
    expect(prices.length).toBe(31);
    expect(prices.every((p) => p.source === 'upstream')).toBe(true);
    expect(prices.map((p) => p.announced_at)).toEqual(prices.map((p) => JSON.parse(p.response).update_times));
    expect([...prices.map((p) => p.announced_at)].sort()).toEqual(prices.map((p) => p.announced_at));
    const latest = JSON.parse(prices.at(-1)!.response);
    expect(latest.price.gold_bar).toEqual({ buy: '41,600.00', sell: '41,500.00' });
    expect(latest.price.change.compare_previous).toBe('+50');
    expect(Date.parse(latest.update_times)).toBeLessThanOrEqual(Date.now());
  });

  it('gives demo2 savings whose ledger agrees with the history, never below zero', () => {
    const demo2 = one<{ id: number }>("select id from users where username = 'demo2'").id;
    expect(one('select status from saving_accounts where user_id = ?', demo2)).toEqual({ status: 'active' });
    const txs = q<{ id: number; kind: string; amount_satang: number; status: string; proof: string | null; created_at: string }>(
      'select * from saving_transactions where user_id = ? order by created_at, id',
      demo2,
    );
    expect(txs.length).toBeGreaterThanOrEqual(7);
    expect(txs.some((t) => t.kind !== 'deposit' && t.status === 'approved')).toBe(true);
    expect(txs.some((t) => t.status === 'pending')).toBe(true);
    expect(txs.some((t) => t.amount_satang % 100 !== 0)).toBe(true);
    for (const t of txs.filter((t) => t.kind === 'deposit')) expect(t.proof).toBeTruthy();

    const ledger = q<{ transaction_id: number; amount_satang: number }>('select * from saving_ledger where user_id = ?', demo2);
    const byTx = new Map(ledger.map((l) => [l.transaction_id, l.amount_satang]));
    expect(byTx.size).toBe(ledger.length);
    let balance = 0;
    for (const t of txs) {
      if (t.status !== 'approved') {
        expect(byTx.has(t.id)).toBe(false);
        continue;
      }
      expect(byTx.get(t.id)).toBe(t.kind === 'deposit' ? t.amount_satang : -t.amount_satang);
      balance += byTx.get(t.id)!;
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    expect(one('select sum(amount_satang) s from saving_ledger where user_id = ?', demo2)).toEqual({ s: balance });
    // 15,251.50 baht: enough for the recommended products of /saving to list several (about 1 สลึง and less).
    expect(balance).toBe(1_525_150);
  });

  it("tells one story: demo2's withdrawals that the notes call paid or picked up are done in the fulfilment queue too", () => {
    const withdrawals = q<{
      kind: string;
      status: string;
      fulfilment: string | null;
      payout_proof: string | null;
      is_delivery: string | null;
      note: string | null;
    }>(
      "select t.* from saving_transactions t join users u on u.id = t.user_id where u.username = 'demo2' and t.kind != 'deposit' and t.status = 'approved'",
    );
    expect(withdrawals.length).toBeGreaterThanOrEqual(2);
    for (const w of withdrawals) {
      // A staff member following the queue would pay or hand over again what the member already has.
      if (w.kind === 'withdraw_cash') {
        expect(w).toMatchObject({ fulfilment: 'transferred' });
        expect(one('select kind from images where hash = ?', w.payout_proof)).toEqual({ kind: 'proof' });
      } else {
        expect(w.fulfilment).toBe(w.is_delivery === 'จัดส่ง' ? 'shipped' : 'picked_up');
      }
    }
    const open = one<{ n: number }>(
      "select count(*) n from saving_transactions where status = 'approved' and kind != 'deposit' and (fulfilment is null or fulfilment = 'prepared')",
    );
    expect(open.n).toBe(0);
  });

  it('gives demo2 an approved type 2 contract with two payments', () => {
    const down = q<{ id: number; status: string; prod_type: string; approved_amount_satang: number; start_date: string; end_date: string }>(
      "select d.* from down_requests d join users u on u.id = d.user_id where u.username = 'demo2'",
    );
    expect(down).toHaveLength(1);
    expect(down[0]).toMatchObject({ status: 'approved', approved_amount_satang: 4_250_000 });
    expect(down[0]!.prod_type && down[0]!.start_date < down[0]!.end_date).toBeTruthy();
    expect(one<{ n: number }>('select count(*) n from down_payments where down_id = ?', down[0]!.id).n).toBe(2);
  });

  it("gives demo2's customer at least 12 pawn contracts around today, several with 6+ paid instalments", () => {
    const contracts = q<{ jn_id: string; jn_status: string; due_date: string; n: number }>(
      `select p.jn_id, p.jn_status, p.due_date, (select count(*) from pawn_payments x where x.jn_id = p.jn_id and x.proof is not null) n
       from pawn_contracts p join customers c on c.id = p.customer_id where c.card = ?`,
      DEMO_NATIONAL_IDS.demo2,
    );
    expect(contracts.length).toBeGreaterThanOrEqual(12);
    expect(contracts.every((c) => /^JN\d{4}-\d{4}$/.test(c.jn_id))).toBe(true);
    expect(contracts.map((c) => c.jn_id)).toContain('JN2567-0001');
    for (const s of ['ปกติ', 'ครบกำหนด', 'ไถ่ถอนแล้ว']) expect(contracts.some((c) => c.jn_status === s)).toBe(true);
    expect(contracts.filter((c) => c.n >= 6).length).toBeGreaterThanOrEqual(3);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10); // Bangkok's
    expect(contracts.some((c) => c.due_date > today)).toBe(true);
    expect(contracts.some((c) => c.due_date < today)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = counts();
    expect(await seedDemo(handle.db)).toBe(false);
    expect(await seedOwner(handle.db, 'other', 'other-password')).toBe(false);
    expect(counts()).toEqual(before);
  });
});

/**
 * The demo is dated by Bangkok's calendar day whatever the hour: between 00:00 and 07:00 Bangkok the UTC day
 * is still yesterday, and a seed that counted UTC days put every date a day early (README's overdue example
 * and the console's overdue queue were wrong for anyone starting the demo in the Bangkok night).
 */
describe.each([
  ['00:10', '2026-11-26T17:10:00Z', '2026-11-27'],
  ['00:30', '2026-11-26T17:30:00Z', '2026-11-27'],
  ['23:30', '2026-11-27T16:30:00Z', '2026-11-27'],
])('the demo seeded at %s Bangkok', (_clock, at, today) => {
  let handle: OpenDb;
  const now = new Date(at);
  beforeAll(async () => {
    handle = openDb(':memory:');
    expect(await seedDemo(handle.db, now)).toBe(true);
  }, 60_000);
  afterAll(() => handle.close());
  const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const bangkokDay = (isoText: string) => new Date(Date.parse(isoText) + 7 * 3600_000).toISOString().slice(0, 10);

  it("puts the pawn due dates around Bangkok's today (JN2567-0005 ten days late, 0002 three, 0008 due today)", () => {
    const due = Object.fromEntries(
      (handle.sqlite.prepare('select jn_id, due_date from pawn_contracts').all() as { jn_id: string; due_date: string }[]).map((r) => [
        r.jn_id,
        r.due_date,
      ]),
    );
    expect(due['JN2567-0005']).toBe(day(-10));
    expect(due['JN2567-0002']).toBe(day(-3));
    expect(due['JN2567-0008']).toBe(today);
    expect(due['JN2567-0001']).toBe(day(30));
  });

  it("stores a gold price of Bangkok's today, not after the moment of seeding (the member app says 'วันนี้' for it)", () => {
    const { announced_at: at } = handle.sqlite.prepare('select announced_at from gold_prices order by announced_at desc limit 1').get() as {
      announced_at: string;
    };
    expect(bangkokDay(at)).toBe(today);
    expect(Date.parse(at)).toBeLessThanOrEqual(now.getTime());
  });

  it('dates requests on the Bangkok day they claim, and nothing after the moment of seeding', () => {
    const demo1 = handle.sqlite
      .prepare("select v.created_at from verification_requests v join users u on u.id = v.user_id where u.username = 'demo1'")
      .get() as { created_at: string };
    expect(bangkokDay(demo1.created_at)).toBe(day(-1)); // "yesterday afternoon"
    const times = handle.sqlite
      .prepare(
        `select created_at t from saving_transactions union all select decided_at from saving_transactions where decided_at is not null
         union all select created_at from verification_requests union all select created_at from down_payments union all select created_at from users`,
      )
      .all() as { t: string }[];
    for (const { t } of times) expect(Date.parse(t)).toBeLessThanOrEqual(now.getTime());
    const pending = handle.sqlite.prepare("select created_at from saving_transactions where status = 'pending' order by id").all() as {
      created_at: string;
    }[];
    expect(pending.map((p) => bangkokDay(p.created_at))).toEqual([day(-6), day(-2)]);
  });
});

describe('seedOwner', () => {
  it('creates only the owner on an empty database, once', async () => {
    const { db, sqlite, close } = openDb(':memory:');
    expect(await seedOwner(db, 'boss', 'a-long-password')).toBe(true);
    expect(await seedOwner(db, 'boss2', 'a-long-password')).toBe(false);
    expect(sqlite.prepare('select username, role from staff').all()).toEqual([{ username: 'boss', role: 'owner' }]);
    expect(sqlite.prepare('select count(*) n from products').get()).toEqual({ n: 0 });
    // The records staff edit but cannot create exist, and every service starts closed.
    expect(sqlite.prepare('select count(*) n from categories').get()).toEqual({ n: 7 });
    expect(sqlite.prepare('select count(*) n from home_content').get()).toEqual({ n: 1 });
    expect(sqlite.prepare('select count(*) n from about_content').get()).toEqual({ n: 1 });
    expect(sqlite.prepare('select count(*) n from bank_accounts').get()).toEqual({ n: 1 });
    expect(sqlite.prepare('select sum(value) s, count(*) n from flags').get()).toEqual({ s: 0, n: 5 });
    close();
  }, 30_000);
});
