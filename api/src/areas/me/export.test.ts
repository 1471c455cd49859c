import { describe, expect, it } from 'vitest';
import { eq, getTableColumns, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';
import { memberWithEverything } from '../../test/member-with-everything';

/**
 * GET /api/me/export: everything held about the member (PDPA s.30-31), and nothing of anyone else's. The
 * check walks every table with a user_id column, so a table added later is covered without anyone listing it.
 */
describe('GET /api/me/export', async () => {
  const app = await testApp({ exportsPerDay: 3 });
  const staff = await createStaff(app);
  const me = await memberWithEverything(app, staff.staff.id, 'ประภา ทองดี');
  const other = await memberWithEverything(app, staff.staff.id, 'สมปอง มีทรัพย์');
  const res = await app.inject({ url: '/api/me/export', headers: me.auth });
  const text = res.body;
  const doc = JSON.parse(text);

  it('is a JSON file to download, kept by no cache', () => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('holds every row of the member in every table that has a user_id', () => {
    const tables = (Object.values(schema) as unknown[]).filter(
      (t): t is SQLiteTable => is(t, SQLiteTable) && 'userId' in getTableColumns(t),
    );
    expect(tables.length).toBeGreaterThanOrEqual(10);
    const found = (rows: unknown[]) => rows as { id: number; userId: number }[];
    for (const table of tables) {
      const cols = getTableColumns(table) as Record<string, unknown>;
      const mine = app.db
        .select()
        .from(table)
        .where(eq(cols.userId as never, me.user.id))
        .all() as { id: number }[];
      expect(mine.length, `rows of ${Object.keys(cols).join(',')}`).toBeGreaterThan(0);
      // Every one of the member's rows is in the document: an object of this table's columns with its id.
      const exported = found(collect(doc)).filter((r) => r.userId === me.user.id && sameShape(r, cols));
      const ids = new Set(exported.map((r) => r.id));
      for (const row of mine) expect(ids.has(row.id), `${Object.keys(cols).join(',')} row ${row.id}`).toBe(true);
    }
  });

  it('holds the customer record, pawn contracts and payments of the member’s customer record', () => {
    expect(doc.customer).toMatchObject({ id: me.customer.id, card: me.card, name: 'ประภา ทองดี' });
    expect(doc.pawn.contracts.map((c: { jnId: string }) => c.jnId)).toEqual([me.jnId]);
    expect(doc.pawn.payments).toHaveLength(1);
    expect(doc.idViews).toHaveLength(1);
  });

  it('holds none of another member’s data, and no secret', () => {
    expect(collect(doc).some((r) => r.userId === other.user.id)).toBe(false);
    for (const theirs of [
      other.card,
      'สมปอง',
      other.jnId,
      other.user.username!,
      other.user.lineUserId!,
      other.images.idCard,
      other.images.slip,
    ]) {
      expect(text).not.toContain(theirs);
    }
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain(me.user.passwordHash!);
    expect(text).not.toContain('retryKey');
  });

  it('gives images as links that open now and only with their signature', async () => {
    const link: string = doc.verificationRequests[0].idCardImg;
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/api\/images\/p\/[0-9a-f]{64}\.webp\?exp=\d+&sig=/);
    const path = link.replace(/^http:\/\/[^/]+/, '');
    expect((await app.inject({ url: path })).statusCode).toBe(200);
    expect((await app.inject({ url: path.replace(/sig=.*/, 'sig=forged') })).statusCode).toBe(403);
    expect(text).not.toContain(`"${me.images.idCard}"`);
  });

  it('is limited per member (a fourth in a day is 429) and needs the member', async () => {
    expect((await app.inject({ url: '/api/me/export', headers: me.auth })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/me/export', headers: me.auth })).statusCode).toBe(200);
    const refused = await app.inject({ url: '/api/me/export', headers: me.auth });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/[ก-๙]/);
    // Another member's allowance is their own.
    expect((await app.inject({ url: '/api/me/export', headers: other.auth })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/me/export' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/me/export', cookies: staff.cookies })).statusCode).toBe(401);
  });
});

type Obj = Record<string, unknown> & { id: number; userId: number };
/** Every object anywhere in the document. */
function collect(v: unknown, out: Obj[] = []): Obj[] {
  if (Array.isArray(v)) for (const x of v) collect(x, out);
  else if (v && typeof v === 'object') {
    out.push(v as Obj);
    for (const x of Object.values(v)) collect(x, out);
  }
  return out;
}
/** An exported row of this table: the same columns (less the secrets the export leaves out). */
const sameShape = (r: Obj, cols: Record<string, unknown>) => Object.keys(r).every((k) => k in cols);
