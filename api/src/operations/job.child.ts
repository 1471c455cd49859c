// The server's backups and daily checks run in this child process (schedule.ts forks it): VACUUM INTO,
// integrity_check and quick_check are synchronous and take seconds on a database full of ID card images,
// which would stall every request if the server ran them itself. A crash here costs one job, not the server.
// Built for production, this file is a bundle of its own beside the server's (scripts/build-api.mjs).
import { takeBackup } from './backup';
import { checkLiveDatabase } from './checks';
import { stopRestic } from './restic';
import type { JobReply, JobRequest } from './schedule';

// Told to stop (the server stopping, or the job over its time limit), or the server gone without a word
// (its IPC channel closes): restic goes too, never left running on its own.
const leave = () => void stopRestic().finally(() => process.exit(1));
process.once('SIGTERM', leave);
process.once('disconnect', leave);

process.once('message', (req: JobRequest) => {
  const reply = (r: JobReply) => process.send!(r, () => process.exit(0));
  const run = async () => (req.job === 'backup' ? takeBackup(req.databasePath, req.backup) : checkLiveDatabase(req.databasePath));
  run().then(
    (result) => reply({ ok: true, result } as JobReply),
    (err: Error) => reply({ ok: false, error: err.message }),
  );
});
