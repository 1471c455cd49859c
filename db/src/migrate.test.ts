import { describe, expect, it } from 'vitest';
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
