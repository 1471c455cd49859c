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
    sqlite.exec('insert into down_requests (user_id) values (1); insert into saving_accounts (user_id) values (4)');
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
