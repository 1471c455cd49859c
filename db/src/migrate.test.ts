import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { openDb } from './index';

describe('migrations', () => {
  it('apply to an empty database and create every table', () => {
    const { sqlite, close } = openDb(':memory:');
    const tables = sqlite.prepare("select name from sqlite_master where type='table' order by name").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['users', 'products', 'saving_ledger', 'audit_log', 'pawn_contracts']));
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    close();
  });

  it('make the ledger append-only', () => {
    const { sqlite, close } = openDb(':memory:');
    sqlite.exec(`insert into users (id, username) values (1, 'a');
      insert into saving_transactions (id, user_id, kind, amount_satang) values (1, 1, 'deposit', 100);
      insert into saving_ledger (user_id, transaction_id, amount_satang) values (1, 1, 100);`);
    expect(() => sqlite.exec('update saving_ledger set amount_satang = 5')).toThrow(/append-only/);
    expect(() => sqlite.exec('delete from saving_ledger')).toThrow(/append-only/);
    expect(() => sqlite.exec('update saving_transactions set amount_satang = 5')).toThrow(/immutable/);
    close();
  });

  it("make the gold ledger append-only and a gold request's grams and price fixed", () => {
    const { sqlite, close } = openDb(':memory:');
    sqlite.exec(`insert into users (id, username) values (1, 'a');
      insert into gold_accounts (id, user_id, branch_id) values (1, 1, (select min(id) from branches));
      insert into gold_transactions (id, user_id, account_id, kind, units, amount_satang, price_satang) values (1, 1, 1, 'deposit', 18477, 500000, 4125000);
      insert into gold_ledger (user_id, transaction_id, units, amount_satang, price_satang) values (1, 1, 18477, 500000, 4125000);`);
    expect(() => sqlite.exec('update gold_ledger set units = 5')).toThrow(/append-only/);
    expect(() => sqlite.exec('delete from gold_ledger')).toThrow(/append-only/);
    expect(() => sqlite.exec('update gold_transactions set units = 5')).toThrow(/immutable/);
    expect(() => sqlite.exec('update gold_transactions set price_satang = 5')).toThrow(/immutable/);
    sqlite.exec("update gold_transactions set status = 'approved'");
    close();
  });
});

/** A database file migrated up to (not including) the migration `tag` starts with, holding `rows`. */
function migratedBefore(tag: string, rows: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-migrate-'));
  const src = resolve(dirname(fileURLToPath(import.meta.url)), '../drizzle');
  cpSync(src, join(dir, 'drizzle'), { recursive: true });
  const journalPath = join(dir, 'drizzle/meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < tag);
  writeFileSync(journalPath, JSON.stringify(journal));
  const path = join(dir, 'shop.db');
  const sqlite = new Database(path);
  migrate(drizzle(sqlite), { migrationsFolder: join(dir, 'drizzle') });
  sqlite.exec(rows);
  sqlite.close();
  return path;
}

describe('0004 status codes', () => {
  /** A database migrated up to 0003 (Thai statuses), holding every status of both lifecycles. */
  function before0004(): string {
    return migratedBefore(
      '0004',
      `
      insert into users (id, username) values (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e');
      insert into images (hash, kind, mime, bytes, width, height) values ('h', 'slip', 'image/webp', x'00', 1, 1);
      insert into saving_accounts (user_id, status) values (1, 'รออนุมัติ'), (2, 'มีผลบังคับ'), (3, 'ไม่อนุมัติ');
      insert into down_requests (id, user_id, status) values
        (1, 1, 'รออนุมัติ'), (2, 2, 'อนุมัติ'), (3, 3, 'ไม่อนุมัติ'), (4, 4, 'รอปิดสัญญา'), (5, 5, 'ปิดสัญญา');
      insert into down_payments (down_id, user_id, amount_satang, proof) values (2, 2, 100000, 'h');
      insert into saving_transactions (user_id, kind, amount_satang, status, fulfilment) values
        (2, 'withdraw_goods', 100, 'approved', 'เตรียมสินค้า'), (2, 'withdraw_goods', 100, 'approved', 'จัดส่งแล้ว'),
        (2, 'withdraw_goods', 100, 'approved', 'รับสินค้าแล้ว'), (2, 'withdraw_cash', 100, 'approved', 'โอนเงินแล้ว'),
        (2, 'withdraw_cash', 100, 'approved', null);`,
    );
  }

  it('converts every stored Thai status to its code and keeps the rows that point at them', () => {
    const path = before0004();
    const { sqlite, close } = openDb(path);
    expect(sqlite.prepare('select user_id, status from saving_accounts order by user_id').raw().all()).toEqual([
      [1, 'pending'],
      [2, 'active'],
      [3, 'rejected'],
    ]);
    expect(sqlite.prepare('select id, status from down_requests order by id').raw().all()).toEqual([
      [1, 'pending'],
      [2, 'approved'],
      [3, 'rejected'],
      [4, 'closing'],
      [5, 'closed'],
    ]);
    expect(sqlite.prepare('select down_id from down_payments').pluck().all()).toEqual([2]);
    expect(sqlite.prepare('select fulfilment from saving_transactions order by id').pluck().all()).toEqual([
      'prepared',
      'shipped',
      'picked_up',
      'transferred',
      null,
    ]);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    // Since 0016 every account and contract names its branch.
    sqlite.exec(
      'insert into down_requests (user_id, branch_id) values (1, 1); insert into saving_accounts (user_id, branch_id) values (4, 1)',
    );
    expect(sqlite.prepare('select status from down_requests where id = 6').pluck().get()).toBe('pending');
    expect(sqlite.prepare('select status from saving_accounts where user_id = 4').pluck().get()).toBe('pending');
    close();
  });
});

describe('0006 evidence views', () => {
  const path = () =>
    migratedBefore(
      '0006',
      `insert into staff (id, username, password_hash, role) values (1, 'owner', 'x', 'owner');
       insert into users (id, username, line_name) values (1, 'a', 'สมศรี ' || char(8238) || 'ร้านทอง' || char(8236)), (2, 'b', char(8294) || char(8297)), (3, 'c', 'ปกติ');
       insert into sensitive_access_log (staff_id, user_id, image_hash) values (1, 1, 'h1'), (1, 1, 'h2');`,
    );

  it('keeps the image views as such, stays append-only, and holds a national ID view to no image', () => {
    const { sqlite, close } = openDb(path());
    expect(
      sqlite.prepare('select staff_id, user_id, subject, image_hash, entity, entity_id from sensitive_access_log order by id').raw().all(),
    ).toEqual([
      [1, 1, 'image', 'h1', null, null],
      [1, 1, 'image', 'h2', null, null],
    ]);
    expect(() => sqlite.exec('update sensitive_access_log set staff_id = null')).toThrow(/append-only/);
    expect(() => sqlite.exec('delete from sensitive_access_log')).toThrow(/append-only/);
    sqlite.exec(
      "insert into sensitive_access_log (staff_id, user_id, subject, entity, entity_id) values (1, 1, 'national_id', 'verification_request', 7)",
    );
    expect(() =>
      sqlite.exec("insert into sensitive_access_log (staff_id, user_id, subject, image_hash) values (1, 1, 'national_id', 'h1')"),
    ).toThrow(/CHECK/);
    expect(() => sqlite.exec('insert into sensitive_access_log (staff_id, user_id) values (1, 1)')).toThrow(/CHECK/);
    close();
  });

  it('cleans the bidi controls out of LINE names already stored', () => {
    const { sqlite, close } = openDb(path());
    expect(sqlite.prepare('select line_name from users order by id').pluck().all()).toEqual(['สมศรี ร้านทอง', null, 'ปกติ']);
    close();
  });
});

describe('0012 slip transfers', () => {
  // Slips as they were stored before: a reference as the bank's QR wrote it, a bank code of two or four digits
  // (those were never read as slips then, but a hand-fixed row could hold one), and a re-cased repeat of a
  // transfer that a second payment still held.
  const path = () =>
    migratedBefore(
      '0012',
      `insert into users (id, username) values (1, 'a'), (2, 'b');
       insert into images (hash, kind, mime, width, height, bytes) values ('s1', 'slip', 'image/webp', 1, 1, x'00'), ('s2', 'slip', 'image/webp', 1, 1, x'01');
       insert into payment_slips (id, kind, payment_id, user_id, image, qr, bank, trans_ref, active) values
         (1, 'deposit', 1, 1, 's1', 'read', '004', ' abc123xyz ', 1),
         (2, 'deposit', 2, 2, 's2', 'read', '004', 'ABC123XYZ', 1),
         (3, 'deposit', 3, 2, 's2', 'read', '4', 'REF999999', 0),
         (4, 'pawn', 1, 1, 's1', 'none', null, null, 1);`,
    );

  it('puts every transfer in its canonical form, and a second payment holding a re-cased one lets it go', () => {
    const { sqlite, close } = openDb(path());
    expect(sqlite.prepare('select id, seq, bank, trans_ref, active, payload from payment_slips order by id').raw().all()).toEqual([
      [1, 0, '004', 'ABC123XYZ', 1, null],
      [2, 0, '004', 'ABC123XYZ', 0, null],
      [3, 0, '004', 'REF999999', 0, null],
      [4, 0, null, null, 1, null],
    ]);
    // The transfer is still held once, and what a slip is still cannot change.
    expect(() => sqlite.exec('update payment_slips set active = 1 where id = 2')).toThrow(/UNIQUE/);
    expect(() => sqlite.exec("update payment_slips set trans_ref = 'X' where id = 1")).toThrow(/never changes/);
    expect(() => sqlite.exec('update payment_slips set seq = 1 where id = 1')).toThrow(/never changes/);
    close();
  });

  it('lets a payment hold more than one transfer, each once', () => {
    const { sqlite, close } = openDb(path());
    sqlite.exec(
      `insert into payment_slips (kind, payment_id, seq, user_id, image, qr, bank, trans_ref) values ('deposit', 9, 0, 1, 's1', 'read', '014', 'NEWREF0001'), ('deposit', 9, 1, 1, 's1', 'read', '014', 'NEWREF0002')`,
    );
    expect(() =>
      sqlite.exec(
        `insert into payment_slips (kind, payment_id, seq, user_id, image, qr, bank, trans_ref) values ('deposit', 9, 1, 1, 's1', 'read', '014', 'NEWREF0003')`,
      ),
    ).toThrow(/UNIQUE/);
    close();
  });
});

describe('0016 branches', () => {
  // A shop as it stood before branches were rows: every branch text the code and the owner wrote, in every
  // column that held one, and rows that had no branch at all.
  const profile = JSON.stringify({
    name: 'ร้านทอง',
    branches: [
      { name: 'นาวง', phone: '075-299-101', address: '12/3 หมู่ 5 ต.นาวง', mapUrl: 'https://maps.google.com/?q=nawong' },
      { name: 'สาขาหาดสำราญ', phone: ' 075-299-102 ', address: '88 หมู่ 1 ต.หาดสำราญ', mapUrl: '' },
      { name: 'เขาวิเศษ', phone: '', address: '', mapUrl: '' },
      { name: ' ตรัง ', phone: '075-000-000', address: 'ถนนพระราม 6 ตรัง', mapUrl: '' },
      { name: 'ตรัง', phone: '075-999-999', address: 'ซ้ำ', mapUrl: '' },
    ],
    facebook: 'https://www.facebook.com/goldshop',
    tiktok: '',
    lineOa: '',
  });
  const path = () =>
    migratedBefore(
      '0016',
      `insert into staff (id, username, password_hash, role) values (1, 'owner', 'x', 'owner');
       insert into users (id, username) values (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e');
       insert into customers (id, card, name, tel, address) values (1, '1101700230708', 'ก', '', '');
       insert into images (hash, kind, mime, bytes, width, height) values ('h', 'slip', 'image/webp', x'00', 1, 1);
       update shop_settings set profile = '${profile}' where id = 1;
       insert into saving_accounts (user_id, status) values (1, 'active'), (2, 'pending');
       insert into down_requests (id, user_id, status) values (1, 1, 'approved'), (2, 3, 'pending');
       insert into pawn_contracts (jn_id, customer_id, jn_date, net_total_satang, rate_in_satang, jn_status, due_date) values
         ('JN1', 1, '2026-01-01', 100000, 1000, 'ปกติ', '2026-06-01'), ('JN2', 1, '2026-01-01', 100000, 1000, 'ปกติ', '2026-06-01');
       insert into saving_transactions (id, user_id, kind, amount_satang, is_delivery, receive_branch) values
         (1, 1, 'withdraw_goods', 100, 'รับเองหน้าร้าน', 'นาวง'), (2, 1, 'withdraw_goods', 100, 'รับเองหน้าร้าน', 'หาดสำราญ'),
         (3, 1, 'withdraw_goods', 100, 'รับเองหน้าร้าน', 'เขาวิเศษ'), (4, 1, 'withdraw_goods', 100, 'จัดส่ง', null),
         (5, 1, 'deposit', 100, null, null), (6, 1, 'withdraw_goods', 100, 'รับเองหน้าร้าน', 'สาขากันตัง');
       insert into pawn_requests (id, jn_id, user_id, kind, status, amount_satang, interest_satang, principal_satang, pay_date, quote, branch, pickup_date, proof) values
         (1, 'JN1', 1, 'redeem', 'approved', 1, 0, 1, '2026-02-01', '{}', 'นาวง', '2026-02-02', 'h'),
         (2, 'JN1', 1, 'redeem', 'rejected', 1, 0, 1, '2026-02-01', '{}', 'หาดสำราญ', '2026-02-02', 'h'),
         (3, 'JN2', 1, 'redeem', 'picked_up', 1, 0, 1, '2026-02-01', '{}', 'เขาวิเศษ', '2026-02-02', 'h'),
         (4, 'JN2', 1, 'interest', 'approved', 1, 1, 0, '2026-02-01', '{}', null, null, 'h');`,
    );
  /** Every row of every table, for comparing a database with itself after a second open. */
  const dump = (sqlite: import('better-sqlite3').Database) =>
    Object.fromEntries(
      sqlite
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
        .pluck()
        .all()
        .map((t) => [t, sqlite.prepare(`select * from "${t}"`).raw().all()]),
    );

  it("keeps every row's branch: the code's three, the owner's profile list, and a name typed by hand", () => {
    const file = path();
    const { sqlite, close } = openDb(file);
    const branchOf = (sqlText: string) => sqlite.prepare(sqlText).raw().all();
    expect(
      sqlite.prepare('select id, name, code, address, phone, map_url, closed_at is not null from branches order by id').raw().all(),
    ).toEqual([
      [1, 'นาวง', 'NW', '12/3 หมู่ 5 ต.นาวง', '075-299-101', 'https://maps.google.com/?q=nawong', 0],
      [2, 'หาดสำราญ', 'HS', '88 หมู่ 1 ต.หาดสำราญ', '075-299-102', '', 0],
      [3, 'เขาวิเศษ', 'KW', '', '', '', 0],
      [4, 'ตรัง', 'B4', 'ถนนพระราม 6 ตรัง', '075-000-000', '', 0],
      // Nobody set it up: it keeps the withdrawal's branch, closed to new accounts.
      [5, 'กันตัง', 'B5', '', '', '', 1],
    ]);
    expect(JSON.parse(sqlite.prepare('select profile from shop_settings').pluck().get() as string)).toEqual({
      name: 'ร้านทอง',
      facebook: 'https://www.facebook.com/goldshop',
      tiktok: '',
      lineOa: '',
    });
    expect(
      branchOf('select t.id, b.name from saving_transactions t left join branches b on b.id = t.receive_branch_id order by t.id'),
    ).toEqual([
      [1, 'นาวง'],
      [2, 'หาดสำราญ'],
      [3, 'เขาวิเศษ'],
      [4, null],
      [5, null],
      [6, 'กันตัง'],
    ]);
    expect(
      branchOf('select r.id, b.name, r.pickup_date from pawn_requests r left join branches b on b.id = r.branch_id order by r.id'),
    ).toEqual([
      [1, 'นาวง', '2026-02-02'],
      [2, 'หาดสำราญ', '2026-02-02'],
      [3, 'เขาวิเศษ', '2026-02-02'],
      [4, null, null],
    ]);
    // Accounts and contracts had no branch: each is the first branch's now, and none is lost.
    expect(branchOf('select user_id, status, branch_id from saving_accounts order by user_id')).toEqual([
      [1, 'active', 1],
      [2, 'pending', 1],
    ]);
    expect(branchOf('select id, status, branch_id from down_requests order by id')).toEqual([
      [1, 'approved', 1],
      [2, 'pending', 1],
    ]);
    expect(branchOf('select jn_id, branch_id from pawn_contracts order by jn_id')).toEqual([
      ['JN1', 1],
      ['JN2', 1],
    ]);
    // What guarded these rows still does, and the new column refuses a branch that does not exist.
    expect(() => sqlite.exec('update saving_transactions set amount_satang = 5')).toThrow(/immutable/);
    expect(() => sqlite.exec('update pawn_requests set amount_satang = 5')).toThrow(/immutable/);
    expect(() => sqlite.exec('delete from pawn_requests')).toThrow(/kept/);
    expect(() => sqlite.exec('insert into saving_accounts (user_id, branch_id) values (4, 99)')).toThrow(/FOREIGN KEY/);
    expect(() => sqlite.exec('insert into saving_accounts (user_id) values (4)')).toThrow(/NOT NULL/);
    expect(() => sqlite.exec('insert into saving_accounts (user_id, branch_id) values (1, 2)')).toThrow(/UNIQUE/);
    close();

    // A second start finds nothing to do and changes nothing.
    const first = dump(new Database(file, { readonly: true }));
    const again = openDb(file);
    expect(dump(again.sqlite)).toEqual(first);
    again.close();
  });

  it('migrates a shop that never saved a profile, and one whose profile names no branches', () => {
    for (const p of [null, JSON.stringify({ name: 'ร้าน', facebook: '', tiktok: '', lineOa: '' })]) {
      const file = migratedBefore('0016', `update shop_settings set profile = ${p === null ? 'null' : `'${p}'`} where id = 1;`);
      const { sqlite, close } = openDb(file);
      expect(sqlite.prepare('select name from branches order by id').pluck().all()).toEqual(['นาวง', 'หาดสำราญ', 'เขาวิเศษ']);
      expect(sqlite.prepare('select profile from shop_settings').pluck().get()).toBe(p);
      close();
    }
  });
});

describe('0016 branches on a copy of the demo database', () => {
  // The demo shop as the code before branches seeded it (every row; the pictures' bytes left out, nothing reads
  // them here): db/src/fixtures/demo-before-branches.sql, written once from that seed.
  const fixture = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), 'fixtures/demo-before-branches.sql'), 'utf8');
  const bare = (name: string | null) =>
    name === null
      ? null
      : name
          .trim()
          .replace(/^สาขา\s*/, '')
          .trim();

  it("migrates with every row kept and every row's branch preserved; a second start is a no-op", () => {
    const file = migratedBefore('0016', fixture);
    const old = new Database(file, { readonly: true });
    const tables = old
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name != '__drizzle_migrations'")
      .pluck()
      .all() as string[];
    const counts = Object.fromEntries(tables.map((t) => [t, old.prepare(`select count(*) from "${t}"`).pluck().get() as number]));
    const withdrawals = old.prepare('select id, receive_branch from saving_transactions order by id').raw().all() as [
      number,
      string | null,
    ][];
    const redemptions = old.prepare('select id, branch from pawn_requests order by id').raw().all() as [number, string | null][];
    const profile = JSON.parse(old.prepare('select profile from shop_settings').pluck().get() as string) as {
      branches: { name: string; phone: string; address: string; mapUrl: string }[];
    };
    old.close();
    // The copy holds what the test is about: goods collected at a branch, and the owner's branch list.
    expect(withdrawals.filter(([, b]) => b !== null).length).toBeGreaterThan(0);
    expect(profile.branches.map((b) => b.name)).toEqual(['นาวง', 'หาดสำราญ', 'เขาวิเศษ']);
    expect(counts.saving_accounts! + counts.down_requests! + counts.pawn_contracts!).toBeGreaterThan(0);

    const { sqlite, close } = openDb(file);
    const all = <T>(sqlText: string) => sqlite.prepare(sqlText).raw().all() as T[];
    // Not a row lost anywhere; the branches are the new table.
    for (const t of tables) expect(sqlite.prepare(`select count(*) from "${t}"`).pluck().get(), t).toBe(counts[t]);
    // The owner's list is the branches, in its order, with its numbers, addresses and map links.
    expect(all('select name, phone, address, map_url, closed_at from branches order by id')).toEqual(
      profile.branches.map((b) => [b.name, b.phone, b.address, b.mapUrl, null]),
    );
    // Every branch text is the same branch as an id.
    expect(all('select t.id, b.name from saving_transactions t left join branches b on b.id = t.receive_branch_id order by t.id')).toEqual(
      withdrawals.map(([id, b]) => [id, bare(b)]),
    );
    expect(all('select r.id, b.name from pawn_requests r left join branches b on b.id = r.branch_id order by r.id')).toEqual(
      redemptions.map(([id, b]) => [id, bare(b)]),
    );
    // Every account and contract belongs to a branch: the first, นาวง.
    for (const t of ['saving_accounts', 'down_requests', 'pawn_contracts'])
      expect(all(`select distinct b.name from "${t}" x join branches b on b.id = x.branch_id`), t).toEqual(counts[t] ? [['นาวง']] : []);
    expect(JSON.parse(sqlite.prepare('select profile from shop_settings').pluck().get() as string)).not.toHaveProperty('branches');
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    close();

    // A second start finds nothing to do and changes nothing.
    const dump = (db: InstanceType<typeof Database>) =>
      Object.fromEntries(tables.concat('branches').map((t) => [t, db.prepare(`select * from "${t}"`).raw().all()]));
    const first = new Database(file, { readonly: true });
    const once = dump(first);
    first.close();
    const again = openDb(file);
    expect(dump(again.sqlite)).toEqual(once);
    again.close();
  });
});
