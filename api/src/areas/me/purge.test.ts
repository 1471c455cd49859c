import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { schema } from '@goldshop/db';
import type { App } from '../../build-app';
import { testApp } from '../../test/app';
import { createStaff, pngImage } from '../../test/factories';
import { memberWithEverything } from '../../test/member-with-everything';
import { immediate } from '../../lib/tx';
import { imageProblems } from '../../operations/verify';
import { imageColumns } from './image-owners';
import { purgeMember } from './purge';

const imageRow = (app: App, hash: string) => app.db.select().from(schema.images).where(eq(schema.images.hash, hash)).get()!;
const closeNow = (app: App, userId: number) =>
  app.db
    .update(schema.users)
    .set({ closedAt: new Date().toISOString(), purgeAfter: '2000-01-01' })
    .where(eq(schema.users.id, userId))
    .run();
const purge = (app: App, userId: number) => immediate(app.db, (tx) => purgeMember(tx, userId));

describe('the purge and images stored once by content', async () => {
  const app = await testApp();
  const { staff } = await createStaff(app);

  it('knows whose record every column that references images.hash is', () => {
    const fromSchema = (Object.values(schema) as unknown[])
      .filter((t): t is SQLiteTable => t instanceof SQLiteTable)
      .flatMap((t) => {
        const cfg = getTableConfig(t);
        return cfg.foreignKeys
          .map((fk) => fk.reference())
          .filter((r) => getTableConfig(r.foreignTable).name === 'images')
          .flatMap((r) => r.columns.map((c) => `${cfg.name}.${c.name}`));
      });
    expect(fromSchema.length).toBeGreaterThan(10);
    expect(imageColumns.map((c) => `${c.table}.${c.column}`).sort()).toEqual([...new Set(fromSchema)].sort());
  });

  it('never empties an image another member or the shop still keeps; the last purge of it does, and marks it', async () => {
    const a = await memberWithEverything(app, staff.id, 'สมชาย ใจดี');
    const b = await memberWithEverything(app, staff.id, 'สมหญิง ใจดี');
    // The same slip, byte for byte, sent by both (one family transfer), and a selfie whose bytes the shop
    // also uses as a product picture: one row each.
    app.db
      .insert(schema.savingTransactions)
      .values({ userId: b.user.id, kind: 'deposit', amountSatang: 10_000, status: 'rejected', proof: a.images.slip })
      .run();
    app.db.insert(schema.products).values({ code: 'P1', weight: 1, unit: 'เส้น', catId: 1, img: a.images.selfie }).run();

    closeNow(app, a.user.id);
    const done = await purge(app, a.user.id);
    expect(done.images).toBe(1); // the ID card alone
    expect(imageRow(app, a.images.idCard)).toMatchObject({ width: 0, height: 0, purgeReason: 'closed_account' });
    expect(imageRow(app, a.images.idCard).bytes.length).toBe(0);
    expect(imageRow(app, a.images.idCard).purgedAt).toBe(
      app.db.select().from(schema.users).where(eq(schema.users.id, a.user.id)).get()!.purgedAt,
    );
    for (const kept of [a.images.slip, a.images.selfie]) {
      expect(imageRow(app, kept).bytes.length).toBeGreaterThan(0);
      expect(imageRow(app, kept).purgedAt).toBeNull();
    }
    expect((await app.inject({ url: app.images.signedPath(a.images.slip) })).statusCode).toBe(200); // b's slip still opens
    expect(imageProblems(app.sqlite)).toEqual([]);

    // b leaves too: a's rows keep nothing any more, so the shared slip goes; the product picture stays.
    closeNow(app, b.user.id);
    await purge(app, b.user.id);
    expect(imageRow(app, a.images.slip).bytes.length).toBe(0);
    expect(imageRow(app, a.images.slip).purgeReason).toBe('closed_account');
    expect(imageRow(app, a.images.selfie).bytes.length).toBeGreaterThan(0);
    expect(imageProblems(app.sqlite)).toEqual([]);
  });

  it('gives a purged image its bytes back when a new record stores the same picture', async () => {
    const m = await memberWithEverything(app, staff.id);
    const photo = await app.images.prepare(await pngImage(40, 40, { r: 3, g: 200, b: 90 }), 'slip');
    const hash = await immediate(app.db, (tx) => app.images.store(tx, photo, 'slip'));
    app.db
      .insert(schema.savingTransactions)
      .values({ userId: m.user.id, kind: 'deposit', amountSatang: 5_000, status: 'rejected', proof: hash })
      .run();
    closeNow(app, m.user.id);
    await purge(app, m.user.id);
    expect(imageRow(app, hash).bytes.length).toBe(0);

    await immediate(app.db, (tx) => app.images.store(tx, photo, 'slip'));
    expect(imageRow(app, hash)).toMatchObject({ purgedAt: null, purgeReason: null, width: photo.width });
    expect(imageRow(app, hash).bytes.equals(photo.bytes)).toBe(true);
    expect(imageProblems(app.sqlite)).toEqual([]);
  });

  it('still finds damage: an unmarked empty image, changed bytes, and a purged image that holds bytes again', async () => {
    const m = await memberWithEverything(app, staff.id);
    closeNow(app, m.user.id);
    await purge(app, m.user.id);
    const other = await memberWithEverything(app, staff.id);
    app.db
      .update(schema.images)
      .set({ bytes: Buffer.alloc(0) })
      .where(eq(schema.images.hash, other.images.selfie))
      .run();
    app.db
      .update(schema.images)
      .set({ bytes: Buffer.from('not the picture') })
      .where(eq(schema.images.hash, other.images.slip))
      .run();
    app.db
      .update(schema.images)
      .set({ bytes: Buffer.from('ID card again') })
      .where(eq(schema.images.hash, m.images.idCard))
      .run();
    expect(imageProblems(app.sqlite).sort()).toEqual(
      [
        `image ${other.images.selfie}: its stored bytes no longer match its hash (damaged)`,
        `image ${other.images.slip}: its stored bytes no longer match its hash (damaged)`,
        `image ${m.images.idCard}: marked purged but still holds 13 bytes`,
      ].sort(),
    );
  });
});
