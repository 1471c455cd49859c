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

/** Which areas each area's modules import (`from '../<area>/…'`), tests left out. */
function areaImports(files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const f of files) {
    const area = rel(f).split('/')[3]!;
    const out = graph.get(area) ?? new Set<string>();
    graph.set(area, out);
    for (const [, other] of readFileSync(f, 'utf8').matchAll(/from '\.\.\/([^/.']+)\//g)) if (other !== area) out.add(other!);
  }
  return graph;
}

/** Every loop in the graph, each written once from its alphabetically first area ('me -> saving -> me'). */
function areaCycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) found.add([...path, start].join(' -> '));
      else if (next > start && !path.includes(next)) walk(start, next, [...path, next]);
    }
  };
  for (const area of [...graph.keys()].sort()) walk(area, area, [area]);
  return [...found].sort();
}

/** A line that takes part in taking a payment: reading, storing or claiming a transfer slip. */
const takesPayment = (text: string) =>
  /\b(slips\.claim|claimSlip|slips\.read|readSlipQr|refuseRepeatedSlip)\(/.test(text) ||
  /images\.(prepare|store)\([^)]*'slip'\)/.test(text);

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

  it('lib and plugins never import an area or operations; an area never imports another area’s routes', () => {
    const api = join(root, 'api/src');
    const shared = [...sources(join(api, 'lib')), ...sources(join(api, 'plugins'))].filter((f) => !/\.test\.ts$/.test(f));
    expect(offenders(shared, (t) => /from '[^']*\/(areas|operations)\//.test(t))).toEqual([]);
    const areaFiles = sources(join(api, 'areas')).filter((f) => !/\.test\.ts$/.test(f));
    const crossRoutes = areaFiles.filter((f) => {
      const area = rel(f).split('/')[3];
      return [...readFileSync(f, 'utf8').matchAll(/from '\.\.\/([^/']+)\/([^']+)'/g)].some(
        ([, other, file]) => other !== area && /routes/.test(file!),
      );
    });
    expect(crossRoutes.map(rel)).toEqual([]);
  });

  it('areas never import each other in a loop, and never import operations (the server’s infrastructure)', () => {
    const areasDir = join(root, 'api/src/areas');
    const files = sources(areasDir).filter((f) => !/\.test\.ts$/.test(f));
    expect(offenders(files, (t) => /from '\.\.\/\.\.\/operations\//.test(t))).toEqual([]);
    const graph = areaImports(files);
    expect(areaCycles(graph)).toEqual([]);
  });

  it('the cycle check finds a loop of areas', () => {
    const graph = new Map([
      ['me', new Set(['saving'])],
      ['saving', new Set(['gold-price', 'me'])],
      ['gold-price', new Set<string>()],
    ]);
    expect(areaCycles(graph)).toEqual(['me -> saving -> me']);
  });

  it('money comes in one way: only the payment flow reads, stores or claims a slip (docs/architecture.md "How money comes in")', () => {
    const api = join(root, 'api/src');
    // Where the slip primitives are defined, and the one flow that may use them.
    const allowed = new Set(['api/src/areas/payments/take-payment.ts', 'api/src/plugins/slips.ts', 'api/src/lib/money-input.ts']);
    const files = sources(api).filter(
      (f) => !/\.test\.ts$/.test(f) && !rel(f).startsWith('api/src/lib/slips/') && !rel(f).startsWith('api/src/test/'),
    );
    expect(offenders(files, takesPayment).filter((f) => !allowed.has(f))).toEqual([]);
    // The check sees each way a handler could take a payment of its own.
    for (const line of [
      "app.slips.claim(tx, { kind: 'deposit', paymentId, userId, image, read });",
      'claimSlip(tx, c);',
      'const read = await app.slips.read(slip);',
      "const slip = await app.images.prepare(files.proof!, 'slip');",
      "app.images.store(tx, slip, 'slip');",
      'refuseRepeatedSlip(tx, userId, slip.hash);',
    ])
      expect(takesPayment(line), line).toBe(true);
    expect(takesPayment("const front = await app.images.prepare(files.idCardImage!, 'id_card');")).toBe(false);
  });

  it('the old layout is gone: no routes/ or services/ folders', () => {
    const api = join(root, 'api/src');
    expect(readdirSync(api).filter((n) => n === 'routes' || n === 'services')).toEqual([]);
  });

  it('each area of calls is declared in the contract file named as the folder that serves it, and exported from there', () => {
    // The pawn area serves two groups: its contracts (pawn.ts) and members' requests on them (pawn-requests.ts).
    // Operations (the metrics call) is the server's infrastructure beside the plugins, not an area.
    // The LINE budget (line-budget.ts) is the LINE area's, beside the webhook that counts what LINE sends.
    const servedBy: Record<string, string> = { pawnRequests: 'areas/pawn', operations: 'operations', lineBudget: 'areas/line' };
    const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const misplaced = Object.keys(endpoints).filter((area) => {
      const file = join(root, 'api/contract', `${kebab(area)}.ts`);
      const folder = join(root, 'api/src', servedBy[area] ?? `areas/${kebab(area)}`);
      return !existsSync(file) || !existsSync(folder) || !/export const \w+Calls = \{/.test(readFileSync(file, 'utf8'));
    });
    expect(misplaced).toEqual([]);
  });

  it('the contract has no re-export shims: each shape is exported from the one file that defines it', () => {
    const files = sources(join(root, 'api/contract')).filter((f) => !/index\.ts$/.test(f));
    expect(offenders(files, (t) => /^export \{[^}]*\};?$/m.test(t) || /^export \* from/m.test(t))).toEqual([]);
  });
});
