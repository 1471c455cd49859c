import { drizzle } from 'drizzle-orm/better-sqlite3';
import { openFile, schema } from '@goldshop/db';
import type { DashboardWarning } from '../../contract/dashboard';
import { newestBackup } from './backups';
import { reconcileLedger } from '../areas/saving/reconcile';
import { reconcileGoldLedger } from '../areas/gold-account/reconcile';
import { imageProblems, integrityProblems } from './verify';

// The daily check of the live database and the backups, and the warnings staff see on the dashboard.
// The details (which page, which transaction) go to the log for whoever fixes it; the dashboard says in
// Thai what is wrong and that someone must look.

export interface LiveCheck {
  damaged: string[];
  ledger: string[];
  members: number;
  ledgerRows: number;
}

/**
 * `PRAGMA quick_check`, every image against its hash, and the ledger reconciliation, on a connection of its
 * own (the server runs this in a child process, so a large database never holds up its requests).
 * quick_check rather than integrity_check: every page and record, without cross-checking each index, in a
 * fraction of the time; each backup gets the full integrity_check on its snapshot. A damaged picture does
 * not stop the ledger's reconciliation (the money tables are readable); damage SQLite itself finds does.
 */
export function checkLiveDatabase(databasePath: string): LiveCheck {
  const sqlite = openFile(databasePath, { timeout: 5000 });
  try {
    const structure = integrityProblems(sqlite, 'quick_check');
    if (structure.length) return { damaged: structure, ledger: [], members: 0, ledgerRows: 0 };
    const damaged = imageProblems(sqlite);
    const db = drizzle(sqlite, { schema });
    const r = reconcileLedger(db);
    return { damaged, ledger: [...r.problems, ...reconcileGoldLedger(db)], members: r.members, ledgerRows: r.ledgerRows };
  } finally {
    sqlite.close();
  }
}

export const ASK_ADMIN = 'โปรดแจ้งผู้ดูแลระบบ';

export function liveCheckWarnings(check: LiveCheck): DashboardWarning[] {
  const out: DashboardWarning[] = [];
  if (check.damaged.length) out.push({ code: 'DATABASE_DAMAGED', message: `ตรวจพบความเสียหายในฐานข้อมูล ${ASK_ADMIN}` });
  if (check.ledger.length) {
    out.push({ code: 'LEDGER_MISMATCH', message: `ยอดเงินออมของสมาชิกไม่ตรงกับรายการในสมุดบัญชี (${check.ledger.length} รายการ) ${ASK_ADMIN}` });
  }
  return out;
}

/** A backup or daily check still running long after it should have finished (a stuck restic, a slow disk). */
export function slowJobWarning(job: 'backup' | 'check', ms: number): DashboardWarning {
  const what = job === 'backup' ? 'การสำรองข้อมูล' : 'การตรวจฐานข้อมูลประจำวัน';
  return { code: 'JOB_STUCK', message: `${what}ทำงานมา ${Math.floor(ms / 60_000)} นาทีแล้วยังไม่เสร็จ ${ASK_ADMIN}` };
}

/**
 * How old the newest verified backup is. Stale after twice the interval: one missed run is a warning
 * only when the next one is missed too. With the server's backups off (interval 0, e.g. a system timer
 * runs `pnpm backup` instead), a day is expected.
 */
export function backupAgeWarning(dir: string, intervalHours: number, now: Date): DashboardWarning | null {
  const newest = newestBackup(dir);
  if (!newest) return { code: 'BACKUP_MISSING', message: `ยังไม่มีข้อมูลสำรองที่ผ่านการตรวจสอบ ${ASK_ADMIN}` };
  const limitHours = 2 * (intervalHours || 24);
  const ageHours = (now.getTime() - newest.at.getTime()) / 3600_000;
  if (ageHours <= limitHours) return null;
  return {
    code: 'BACKUP_STALE',
    message: `ข้อมูลสำรองล่าสุดมีอายุ ${Math.floor(ageHours)} ชั่วโมง (ควรมีใหม่กว่า ${limitHours} ชั่วโมง) ${ASK_ADMIN}`,
  };
}
