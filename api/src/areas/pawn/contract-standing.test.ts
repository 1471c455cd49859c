import { describe, expect, it } from 'vitest';
import { pawnStandingLabel, pawnStandingSentence } from '../../../contract/pawn-standing';
import { contractStanding } from './contract-standing';

// One standing per contract (docs/product.md "Rules: pawn contracts (ขายฝาก)"): the same code, label and sentence on
// every screen, in the console and in LINE.
const grace = { graceDays: 7 };
const open = (dueDate: string, jnStatus = 'ปกติ', jnDate = '2026-06-01') => ({ jnStatus, jnDate, dueDate });
const ymd = (d: string) => d;

describe('where a pawn contract stands today', () => {
  it('is in force, then due within 7 days, overdue through the grace, past the grace after it', () => {
    const today = '2026-11-29';
    expect(contractStanding(open('2026-12-20'), grace, today)).toMatchObject({
      code: 'in_force',
      daysToDue: 21,
      payUntil: '2026-12-27',
      keepFrom: '2026-12-28',
    });
    expect(contractStanding(open('2026-12-06'), grace, today)).toMatchObject({ code: 'due', daysToDue: 7 });
    expect(contractStanding(open('2026-11-29'), grace, today)).toMatchObject({ code: 'due', daysToDue: 0, daysOverdue: 0 });
    expect(contractStanding(open('2026-11-26'), grace, today)).toMatchObject({ code: 'overdue', daysOverdue: 3, payUntil: '2026-12-03' });
    expect(contractStanding(open('2026-11-22'), grace, today)).toMatchObject({ code: 'overdue', daysOverdue: 7, payUntil: '2026-11-29' });
    expect(contractStanding(open('2026-11-21'), grace, today)).toMatchObject({
      code: 'past_grace',
      daysOverdue: 8,
      keepFrom: '2026-11-29',
    });
  });

  it('counts today, not the point-of-sale’s word: JN2567-0002, "ครบกำหนด" three days ago, is overdue by 3 days', () => {
    const s = contractStanding(open('2026-11-26', 'ครบกำหนด'), grace, '2026-11-29');
    expect(s.code).toBe('overdue');
    expect(pawnStandingLabel(s)).toBe('เกินกำหนด 3 วัน');
  });

  it('never lets the member pay past the 3 years the law allows, grace or not', () => {
    // Sold 1 Dec 2023: redeemable until 1 Dec 2026; due 28 Nov 2026 with 7 days' grace still ends on 1 Dec.
    const s = contractStanding(open('2026-11-28', 'ปกติ', '2023-12-01'), grace, '2026-11-29');
    expect(s).toMatchObject({ code: 'overdue', payUntil: '2026-12-01', keepFrom: '2026-12-02' });
    expect(contractStanding(open('2026-11-28', 'ปกติ', '2023-11-20'), grace, '2026-11-29').code).toBe('past_grace');
  });

  it('takes an ended contract by what became of the piece', () => {
    for (const [word, code] of [
      ['ไถ่ถอนแล้ว', 'redeemed'],
      ['รอรับสินค้าคืน', 'awaiting_pickup'],
      ['หลุดขายฝาก', 'forfeited'],
      ['หลุด', 'forfeited'],
      ['ยกเลิก', 'closed'],
    ] as const) {
      expect(contractStanding(open('2026-01-01', word), grace, '2026-11-29'), word).toMatchObject({
        code,
        payUntil: null,
        keepFrom: null,
        daysOverdue: 0,
      });
    }
  });

  it('reads the point-of-sale’s word as a word: "__proto__" or "constructor" is an open contract, not a key', () => {
    for (const word of ['__proto__', 'constructor', 'toString'])
      expect(contractStanding(open('2026-12-20', word), grace, '2026-11-29').code, word).toBe('in_force');
  });

  it('says until when the member can pay in the app and from which day the shop may keep the piece, in one sentence', () => {
    const s = contractStanding(open('2026-11-26'), grace, '2026-11-29');
    expect(pawnStandingSentence(s, ymd)).toBe(
      'ชำระดอกเบี้ย (ต่อดอก) ลดต้น หรือไถ่ถอนผ่านแอปได้ถึงวันที่ 2026-12-03 หากเลยวันนั้น ร้านมีสิทธิ์ถือว่าสินค้าหลุดขายฝากตั้งแต่วันที่ 2026-12-04',
    );
    const late = contractStanding(open('2026-11-10'), grace, '2026-11-29');
    expect(pawnStandingSentence(late, ymd)).toContain('กรุณาติดต่อร้าน');
    expect(pawnStandingLabel(late)).toBe('เกินกำหนด 19 วัน ชำระในแอปไม่ได้');
  });
});
