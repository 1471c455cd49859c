// Test helper for ledger.test.ts: one child process = one more server approving on its own SQLite
// connection at the same moment as the others.
import { openDb } from '@goldshop/db';
import { immediate } from '../../lib/tx';
import { approveTransaction } from './ledger';

const { path, txIds, staffId, startAt } = JSON.parse(process.argv[2]!) as {
  path: string;
  txIds: number[];
  staffId: number;
  startAt: number;
};
const { db, close } = openDb(path);
while (Date.now() < startAt); // every child starts at the same instant
const results = [];
for (const id of txIds) results.push(await approveOne(id));
async function approveOne(id: number) {
  try {
    const { outcome } = await immediate(db, (tx) => approveTransaction(tx, id, staffId));
    if (outcome === 'not-pending') return { id, ok: false, code: 'NOT_PENDING' };
    return { id, ok: true, already: outcome === 'already-approved' };
  } catch (err) {
    return { id, ok: false, code: (err as { code?: string }).code ?? String(err) };
  }
}
close();
process.send!(results, () => process.exit(0));
