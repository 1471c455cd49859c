// Another process holding the database's write lock, as a sqlite3 shell, a restore or a replicator would:
// it takes the lock, says so, and lets go when told (test/lock-holder.ts).
import { openFile } from '@goldshop/db';

const sqlite = openFile(process.argv[2]!);
sqlite.exec('BEGIN IMMEDIATE');
process.send!('locked');
process.once('message', () => {
  sqlite.exec('ROLLBACK');
  sqlite.close();
  process.send!('released', () => process.exit(0));
});
