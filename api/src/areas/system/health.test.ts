import { describe, expect, it } from 'vitest';
import { openDb } from '@goldshop/db';
import { healthProbe, MIN_FREE_DISK_BYTES, MIN_WRITABLE_BYTES } from './health';

/**
 * Fault test: health said the database was writable on a full disk (starting a transaction writes nothing)
 * and answered 503 on any disk with under 256 MB free, a small disk that works. The disk is a stand-in
 * here (its free blocks as statfs reports them); the database is real.
 */
describe('the health probe and the disk', () => {
  const { sqlite, close } = openDb(':memory:');
  let t = 0;
  const probe = (freeBytes: number) =>
    healthProbe(
      sqlite,
      ':memory:',
      () => (t += 2_000),
      () => ({ bavail: freeBytes / 4096, bsize: 4096 }),
    )();

  it('a full disk: not writable (DISK_FULL), 503 for a monitor', () => {
    expect(probe(0)).toMatchObject({
      status: 'unavailable',
      database: { writable: false, error: 'DISK_FULL' },
      disk: { freeBytes: 0, ok: false },
    });
    expect(probe(MIN_WRITABLE_BYTES - 4096)).toMatchObject({ status: 'unavailable', database: { writable: false, error: 'DISK_FULL' } });
  });

  it('a small disk with room: healthy, the low space reported as a warning', () => {
    const a = probe(100 * 1024 * 1024);
    expect(a).toMatchObject({ status: 'ok', database: { writable: true }, disk: { ok: false, minimumBytes: MIN_FREE_DISK_BYTES } });
    expect(probe(MIN_FREE_DISK_BYTES * 4)).toMatchObject({ status: 'ok', database: { writable: true }, disk: { ok: true } });
    close();
  });
});
