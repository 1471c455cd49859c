import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { RICH_MENU_DEFINITION, richMenuFromDefinition } from '../../areas/line/richmenu';
import { lineMessages, type LineEvent } from './messages';
import { appLink, type LinkChannels } from './links';

// Every link the server writes into LINE is a permanent link of the configured channel (docs/decisions.md
// "Permanent links follow the configured channel"): the MINI App's once MINIAPP_LIFF_ID is set, else the LIFF app's.

const ORIGIN = 'https://shop.example';
const LIFF = '1650000000-OldLiffA';
const MINI = '2000000000-MiniAppB';
const receipt = {
  number: 'R-1',
  issuedAt: '2026-11-24T03:00:00Z',
  shopName: 'ร้านทอง',
  staffName: 'พนักงาน',
  jn_id: 'JN-1',
  kind: 'interest' as const,
  payDate: '2026-11-24',
  amount: 150,
  interest: 150,
  principal: 0,
  months: 1,
  principalAfter: 10_000,
  dueDate: '2026-12-24',
  branch: null,
  pickupDate: null,
};

/** One of every message kind the server sends (a Record: a new kind does not compile until it is walked here). */
const EVERY_KIND: Record<LineEvent['kind'], LineEvent[]> = {
  verification: [
    { kind: 'verification', id: 1, approved: true },
    { kind: 'verification', id: 1, approved: false, reason: 'ภาพไม่ชัด' },
  ],
  'saving-account': [{ kind: 'saving-account', id: 2, approved: true }],
  deposit: [
    { kind: 'deposit', id: 3, approved: true, amountSatang: 100_000 },
    { kind: 'deposit', id: 3, approved: false, amountSatang: 100_000 },
  ],
  withdrawal: [{ kind: 'withdrawal', id: 4, approved: true, amountSatang: 50_000 }],
  'down-request': [{ kind: 'down-request', id: 5, approved: true }],
  'down-payment': [
    { kind: 'down-payment', id: 6, approved: true, amountSatang: 20_000 },
    { kind: 'down-payment', id: 6, approved: false, amountSatang: 20_000 },
  ],
  'down-close': [{ kind: 'down-close', id: 7, approved: true }],
  gold: [
    { kind: 'gold', id: 15, approved: true, goldKind: 'deposit', grams: '1.8477', amountSatang: 500_000 },
    { kind: 'gold', id: 15, approved: false, goldKind: 'withdraw_bar', grams: '3.8110', amountSatang: 0, note: 'ไม่มีของ' },
    { kind: 'gold', id: 15, approved: true, goldKind: 'sell', grams: '1.0000', amountSatang: 270_000 },
    { kind: 'gold', id: 15, approved: false, goldKind: 'ornament', grams: '15.2440', amountSatang: 80_000, productCode: 'R-1' },
  ],
  'gold-requote': [{ kind: 'gold-requote', id: 16, grams: '1.0000', note: 'ราคารับซื้อเปลี่ยน' }],
  'pawn-reminder': [{ kind: 'pawn-reminder', jnId: 'JN/1', dueDate: '2026-12-24' }],
  'pawn-request': [
    { kind: 'pawn-request', id: 8, approved: true, jnId: 'JN-1', requestKind: 'interest', amountSatang: 15_000, receipt },
    { kind: 'pawn-request', id: 8, approved: false, jnId: 'JN-1', requestKind: 'interest', amountSatang: 15_000 },
  ],
  'pawn-pickup': [{ kind: 'pawn-pickup', id: 9, jnId: 'JN-1' }],
  'pickup-booked': [{ kind: 'pickup-booked', id: 9, branch: 'นาวง', start: '2026-11-25T03:00:00Z', label: 'ทอง', path: '/pickups' }],
  'pickup-reminder': [{ kind: 'pickup-reminder', id: 10, branch: 'นาวง', start: '2026-11-25T03:00:00Z', label: 'ทอง', path: '/pickups' }],
  'pickup-missed': [{ kind: 'pickup-missed', id: 11, branch: 'นาวง', start: '2026-11-25T03:00:00Z', label: 'ทอง', path: '/pickups' }],
  reservation: [
    { kind: 'reservation', id: 12, outcome: 'confirmed', code: 'GN-1', branch: 'นาวง', depositSatang: 0 },
    {
      kind: 'reservation',
      id: 12,
      outcome: 'cancelled',
      code: 'GN-1',
      branch: 'นาวง',
      reason: 'สินค้าชำรุด',
      depositSatang: 50_000,
      deposit: 'refund_due',
    },
    { kind: 'reservation', id: 12, outcome: 'expired', code: 'GN-1', branch: 'นาวง', depositSatang: 50_000, deposit: 'kept' },
  ],
  'password-reset': [{ kind: 'password-reset', id: 12, token: 'abc' }],
  follow: [{ kind: 'follow', webhookEventId: 'w1', shopName: 'ร้านทอง' }],
  'owner-alert': [{ kind: 'owner-alert', id: 13, ownerId: 1, text: 'บัญชีรับเงินเปลี่ยน' }],
  'owner-line-linked': [{ kind: 'owner-line-linked', lineUserId: 'U1', at: '2026-11-24T03:00:00Z' }],
  'price-alert': [
    { kind: 'price-alert', id: 14, priceId: 1, alert: 'sell_below', thresholdSatang: 4_000_000, priceSatang: 3_990_000, offToken: 'off' },
  ],
  'price-digest': [{ kind: 'price-digest', userId: 1, date: '2026-11-24', lines: ['ราคาลง'] }],
  'savings-plan': [
    { kind: 'savings-plan', userId: 1, month: '2026-12', account: 'gold', amountSatang: 500_000 },
    { kind: 'savings-plan', userId: 1, month: '2026-12', account: 'saving', amountSatang: 100_000 },
  ],
};

/** The staff's own console: the owner's messages link the site, never the member app. */
const OWNER_KINDS = new Set(['owner-alert', 'owner-line-linked']);

const urls = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

function everyLink(line: LinkChannels): { kind: string; url: string }[] {
  const found: { kind: string; url: string }[] = [];
  for (const [kind, events] of Object.entries(EVERY_KIND)) {
    for (const e of events) {
      for (const m of lineMessages(line, e)) {
        const text = m.type === 'text' ? m.text : JSON.stringify(m);
        expect(urls(text).length, `${kind} carries a link`).toBeGreaterThan(0);
        for (const url of urls(text)) found.push({ kind, url });
      }
    }
  }
  const menu = richMenuFromDefinition(line, readFileSync(RICH_MENU_DEFINITION, 'utf8'));
  for (const area of menu.areas) if (area.action.uri) found.push({ kind: 'rich menu', url: area.action.uri });
  return found;
}

describe('permanent links of the configured channel', () => {
  it.each([
    ['the MINI App (MINIAPP_LIFF_ID beside LIFF_ID)', { liffId: LIFF, miniAppLiffId: MINI }, `https://miniapp.line.me/${MINI}`],
    ['the MINI App alone', { miniAppLiffId: MINI }, `https://miniapp.line.me/${MINI}`],
    ['the LIFF app (LIFF_ID only)', { liffId: LIFF }, `https://liff.line.me/${LIFF}`],
  ])('%s: every link in every message kind and in the rich menu', (_name, ids, prefix) => {
    const found = everyLink({ ...ids, appOrigin: ORIGIN });
    expect(found.length).toBeGreaterThan(Object.keys(EVERY_KIND).length);
    for (const { kind, url } of found) {
      if (OWNER_KINDS.has(kind)) expect(url, kind).toBe(`${ORIGIN}/admin/dashboard`);
      else expect(url === prefix || url.startsWith(`${prefix}/`), `${kind}: ${url}`).toBe(true);
    }
    // The rich menu's four buttons, in order.
    expect(found.filter((f) => f.kind === 'rich menu').map((f) => f.url)).toEqual([
      prefix,
      `${prefix}/shop`,
      `${prefix}/saving`,
      `${prefix}/repurchase`,
    ]);
  });

  it('keeps the path, query and escapes; the site itself when no LINE app is configured', () => {
    expect(appLink({ miniAppLiffId: MINI, appOrigin: ORIGIN }, '/gold-price?alert-off=a%2Fb')).toBe(
      `https://miniapp.line.me/${MINI}/gold-price?alert-off=a%2Fb`,
    );
    expect(appLink({ appOrigin: ORIGIN }, '/')).toBe(`${ORIGIN}/`);
    expect(appLink({ appOrigin: ORIGIN }, '/saving')).toBe(`${ORIGIN}/saving`);
  });

  it('no other server file writes a link into the app in LINE: they all come from lib/line/links.ts', () => {
    const root = resolve(__dirname, '../..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !path.startsWith(join(root, 'test'))) {
          if (/(liff|miniapp)\.line\.me/.test(readFileSync(path, 'utf8')) && !path.endsWith(join('lib', 'line', 'links.ts')))
            offenders.push(relative(root, path));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
