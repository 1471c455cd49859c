import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { testApp } from '../test/app';
import { createStaff } from '../test/factories';
import { audit, auditSnapshot } from './audit';
import { immediate } from './tx';

describe('audit', async () => {
  const app = await testApp();

  it('keeps hashes of image bytes, never the bytes, and redacts secrets', () => {
    const bytes = Buffer.from('pretend image');
    const snap = auditSnapshot({ img: bytes, nested: [{ passwordHash: 'scrypt$...', ok: 1 }], when: new Date(0), none: undefined });
    expect(snap).toEqual({
      img: `sha256:${createHash('sha256').update(bytes).digest('hex')}`,
      nested: [{ passwordHash: '[redacted]', ok: 1 }],
      when: '1970-01-01T00:00:00.000Z',
      none: null,
    });
  });

  it('appends a row inside the caller transaction and rolls back with it', async () => {
    const { staff } = await createStaff(app);
    const count = () => app.sqlite.prepare<[], { n: number }>('select count(*) as n from audit_log').get()!.n;
    const start = count();
    await immediate(app.db, (tx) => audit(tx, staff.id, 'update', 'product', 7, { a: 1 }, { a: 2 }));
    expect(count()).toBe(start + 1);
    const row = app.sqlite
      .prepare('select staff_id, action, entity, entity_id, before, after from audit_log order by id desc limit 1')
      .get();
    expect(row).toEqual({ staff_id: staff.id, action: 'update', entity: 'product', entity_id: '7', before: '{"a":1}', after: '{"a":2}' });

    await expect(
      immediate(app.db, (tx) => {
        audit(tx, staff.id, 'delete', 'product', 8, { a: 2 }, null);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(count()).toBe(start + 1);
  });
});
