// The server's backups and daily checks run in this child process (schedule.ts forks it): VACUUM INTO,
// integrity_check and quick_check are synchronous and take seconds on a database full of ID card images,
// which would stall every request if the server ran them itself. A crash here costs one job, not the server.
import { takeBackup } from './backup';
import { checkLiveDatabase } from './checks';
import type { JobReply, JobRequest } from './schedule';

process.once('message', (req: JobRequest) => {
  const reply = (r: JobReply) => process.send!(r, () => process.exit(0));
  const run = async () => (req.job === 'backup' ? takeBackup(req.databasePath, req.backup) : checkLiveDatabase(req.databasePath));
  run().then(
    (result) => reply({ ok: true, result } as JobReply),
    (err: Error) => reply({ ok: false, error: err.message }),
  );
});
