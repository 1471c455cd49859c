import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { endpoints } from '../../contract/index';

/**
 * The shape of the code, checked: the apps reach the API only through the typed client, status words
 * live only in the lifecycle maps, and dependencies point one way (areas → lib/plugins → db).
 */
const root = resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}
const rel = (p: string) => relative(root, p);
const offenders = (files: string[], test: (text: string) => boolean) => files.filter((f) => test(readFileSync(f, 'utf8'))).map(rel);

describe('code boundaries', () => {
  it('the apps name no /api/ path: every call goes through the client built from the contract', () => {
    const files = [...sources(join(root, 'liff-app/src')), ...sources(join(root, 'admin-console/src'))];
    // A path starts a string ('/api/…', `/api/…`); the package name @goldshop/api/contract is not one.
    expect(offenders(files, (t) => /['"`]\/api\//.test(t))).toEqual([]);
  });

  it('the API spells no status in Thai outside the lifecycle maps (api/contract/lifecycles.ts)', () => {
    const words = ['รออนุมัติ', 'มีผลบังคับ', 'ไม่อนุมัติ', 'อนุมัติ', 'รอปิดสัญญา', 'ปิดสัญญา', 'เตรียมสินค้า', 'จัดส่งแล้ว', 'รับสินค้าแล้ว', 'โอนเงินแล้ว'];
    const literal = new RegExp(`['"\`](${words.join('|')})['"\`]`);
    const files = sources(join(root, 'api/src')).filter((f) => !/\.test\.ts$/.test(f));
    expect(offenders(files, (t) => literal.test(t))).toEqual([]);
  });

  it('lib and plugins never import an area; an area never imports another area’s routes', () => {
    const api = join(root, 'api/src');
    const shared = [...sources(join(api, 'lib')), ...sources(join(api, 'plugins'))].filter((f) => !/\.test\.ts$/.test(f));
    expect(offenders(shared, (t) => /from '[^']*\/areas\//.test(t))).toEqual([]);
    const areaFiles = sources(join(api, 'areas')).filter((f) => !/\.test\.ts$/.test(f));
    const crossRoutes = areaFiles.filter((f) => {
      const area = rel(f).split('/')[3];
      return [...readFileSync(f, 'utf8').matchAll(/from '\.\.\/([^/']+)\/([^']+)'/g)].some(
        ([, other, file]) => other !== area && /routes/.test(file!),
      );
    });
    expect(crossRoutes.map(rel)).toEqual([]);
  });

  it('the old layout is gone: no routes/ or services/ folders', () => {
    const api = join(root, 'api/src');
    expect(readdirSync(api).filter((n) => n === 'routes' || n === 'services')).toEqual([]);
  });

  it('each area of calls is declared in the contract file named as the folder that serves it, and exported from there', () => {
    // The pawn area serves two groups: its contracts (pawn.ts) and members' requests on them (pawn-requests.ts).
    const servedBy: Record<string, string> = { pawnRequests: 'pawn' };
    const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const misplaced = Object.keys(endpoints).filter((area) => {
      const file = join(root, 'api/contract', `${kebab(area)}.ts`);
      const folder = join(root, 'api/src/areas', servedBy[area] ?? kebab(area));
      return !existsSync(file) || !existsSync(folder) || !/export const \w+Calls = \{/.test(readFileSync(file, 'utf8'));
    });
    expect(misplaced).toEqual([]);
  });

  it('the contract has no re-export shims: each shape is exported from the one file that defines it', () => {
    const files = sources(join(root, 'api/contract')).filter((f) => !/index\.ts$/.test(f));
    expect(offenders(files, (t) => /^export \{[^}]*\};?$/m.test(t) || /^export \* from/m.test(t))).toEqual([]);
  });
});
