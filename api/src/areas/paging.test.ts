import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { endpoints, urlOf, type Endpoint } from '../../contract/index';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../../contract/common';
import { paging } from '../lib/queries';
import { testApp } from '../test/app';
import { createStaff, createVerifiedMember } from '../test/factories';

/**
 * Every declared call that takes `page`/`pageSize`, swept from the contract (a new paged list is covered
 * the day it is declared): a page number SQLite cannot turn into an OFFSET was a 500; now any page or
 * page size outside the bounds is a 400 with a Thai message, and the largest allowed page answers.
 */
const paged = Object.values(endpoints)
  .flatMap((area) => Object.values(area) as Endpoint[])
  .filter((e) => e.method === 'GET' && e.query && 'page' in e.query.properties && 'pageSize' in e.query.properties);

const CANDIDATES: unknown[] = [1, 'JN1'];
function urlFor(e: Endpoint, query: Record<string, string | number>): string {
  const params: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries((e.params?.properties ?? {}) as Record<string, TSchema>)) {
    params[key] = CANDIDATES.find((c) => Value.Check(schema, c));
  }
  return urlOf(e, { params, query });
}

describe('paged lists', async () => {
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  const member = await createVerifiedMember(app);
  const call = (e: Endpoint, query: Record<string, string | number>) =>
    app.inject({ method: 'GET', url: urlFor(e, query), cookies: owner.cookies, headers: member.auth });

  it('finds the paged lists (seven admin lists at least)', () => {
    expect(paged.length).toBeGreaterThanOrEqual(7);
  });

  const BAD: Record<string, string | number>[] = [
    { page: '99999999999999999999' },
    { page: MAX_PAGE + 1 },
    { page: 0 },
    { page: -1 },
    { pageSize: 0 },
    { pageSize: MAX_PAGE_SIZE + 1 },
    { pageSize: '99999999999999999999' },
  ];

  it.each(paged.map((e) => ({ label: `${e.method} ${e.path}`, e })))('$label: out-of-range page or pageSize is 400', async ({ e }) => {
    for (const query of BAD) {
      const res = await call(e, query);
      expect(res.statusCode, `${e.path} ${JSON.stringify(query)} → ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      // The shared wording ('ข้อมูลไม่ถูกต้อง …'), or a route's own sentence naming the field ('เลขหน้าไม่ถูกต้อง').
      expect(res.json().message).toMatch(/ไม่ถูกต้อง/);
    }
    const last = await call(e, { page: MAX_PAGE, pageSize: MAX_PAGE_SIZE });
    expect(last.statusCode, `${e.path} last page → ${last.body}`).toBe(200);
    expect(last.json().data).toEqual([]);
  });

  it('paging() refuses what the schema would, for a caller that skipped it', () => {
    expect(paging({ page: MAX_PAGE, pageSize: MAX_PAGE_SIZE })).toEqual({ limit: MAX_PAGE_SIZE, offset: (MAX_PAGE - 1) * MAX_PAGE_SIZE });
    expect(() => paging({ page: 1e20 })).toThrow(/ไม่ถูกต้อง/);
    expect(() => paging({ pageSize: 1000 })).toThrow(/ไม่ถูกต้อง/);
  });
});
