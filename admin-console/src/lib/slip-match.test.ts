import { describe, expect, it } from 'vitest';
import { openParam, slipMatchPath, slipMatchText } from './slip-match';

describe('duplicate slips', () => {
  const at = '2025-11-21T07:05:00.000Z'; // 14:05 in Bangkok
  it('names the earlier transaction: kind, number, member and when', () => {
    const text = slipMatchText({ kind: 'deposit', id: 12, downId: null, jnId: null, amount: 1000, username: 'demo2', createdAt: at });
    expect(text).toMatch(/^รายการฝากออมทอง 1 S-000012 ฿1,000\.00 ของ demo2 เมื่อ 21 พ\.ย\. 2568 \d\d:05$/);
    expect(slipMatchText({ kind: 'instalment', id: 3, downId: 5, jnId: null, amount: 750.25, username: null, createdAt: at })).toContain(
      'การชำระออมทอง 2 D-000003 (สัญญา #5) ฿750.25 ของ สมาชิกที่ไม่มีชื่อผู้ใช้',
    );
  });
  it('links to the queue that opens it', () => {
    expect(slipMatchPath({ kind: 'deposit', id: 12, downId: null, jnId: null, amount: 1, username: 'a', createdAt: at })).toBe(
      '/saving-deposits?open=12',
    );
    expect(slipMatchPath({ kind: 'instalment', id: 3, downId: 5, jnId: null, amount: 1, username: 'a', createdAt: at })).toBe(
      '/down-payments?open=3',
    );
    const pawn = { kind: 'pawn', id: 7, downId: null, jnId: 'JN2567-0012', amount: 1237.51, username: 'demo2', createdAt: at } as const;
    expect(slipMatchText(pawn)).toContain('การชำระขายฝากผ่านแอป PW-000007 (สัญญา JN2567-0012) ฿1,237.51 ของ demo2');
    expect(slipMatchPath(pawn)).toBe('/pawn-requests?open=7');
  });
  it('opens a drawer only for a plain positive id', () => {
    expect(openParam(new URLSearchParams('open=12'))).toBe(12);
    for (const bad of ['', 'open=', 'open=0', 'open=-1', 'open=1.5', 'open=abc', 'open=012', 'open=99999999999']) {
      expect(openParam(new URLSearchParams(bad))).toBeNull();
    }
  });
});
