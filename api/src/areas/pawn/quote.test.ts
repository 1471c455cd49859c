import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, legalCeilingSatang, redemptionLimit } from './law';
import { extensionRange, payState, quote, type ContractState, type PawnSettings } from './quote';
import { monthlyInterestSatang, type PaidRow } from './standing';

const whole: PawnSettings = { monthRule: 'whole', graceDays: 7 };
const half: PawnSettings = { monthRule: 'half', graceDays: 7 };
// JN2567-0012: 95,000.50 sold 5 Nov 2569, due in 160 days, 1,237.51 a month with the fee.
const jn12: ContractState = {
  jnDate: '2026-11-05',
  dueDate: '2027-04-14',
  netTotalSatang: 9_500_050,
  rateInSatang: 118_751,
  feeSatang: 5_000,
  jnStatus: 'ปกติ',
  isOpen: true,
};
// 1 % a month, no fee.
const plain: ContractState = {
  jnDate: '2026-01-31',
  dueDate: '2026-04-30',
  netTotalSatang: 1_000_000,
  rateInSatang: 10_000,
  feeSatang: 0,
  jnStatus: 'ปกติ',
  isOpen: true,
};

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return 'no error';
};

describe('ต่อดอก: N months of interest, the due date N months on', () => {
  it('prices N months at the monthly interest and moves the due date, month ends clamped', () => {
    const q = quote(plain, [], whole, '2026-04-20', { kind: 'interest', months: 1 });
    // 30 Apr + 1 month = 30 May; 31 Jan sale
    expect(q).toMatchObject({ amountSatang: 10_000, interestSatang: 10_000, principalSatang: 0, months: 1, newDueDate: '2026-05-30' });
    expect(q.ceiling).toMatchObject({ date: '2026-05-30', bites: false, cutSatang: 0 });
    const endOfJanuary = { ...plain, dueDate: '2027-01-31' };
    expect(quote(endOfJanuary, [], whole, '2027-01-20', { kind: 'interest', months: 1 }).newDueDate).toBe('2027-02-28');
    expect(quote({ ...plain, dueDate: '2028-01-31' }, [], whole, '2028-01-20', { kind: 'interest', months: 1 }).newDueDate).toBe(
      '2028-02-29',
    );
  });

  it('compares with the ceiling at the new due date, and says when it bites', () => {
    // JN2567-0012 paying 2 months on 26 Nov: 14 Apr to 14 Jun 2570, 61 days. 1.25 % a month and the fee is above
    // 15 % a year, so the two months cost 15 % a year of the principal for exactly those days.
    const q = quote(jn12, [], whole, '2026-11-26', { kind: 'interest', months: 2 });
    expect(q.newDueDate).toBe('2027-06-14');
    const forTheDays = Math.floor((9_500_050 * 15 * 61) / 36_500);
    expect(q.amountSatang).toBe(forTheDays);
    expect(q.ceiling).toMatchObject({ bites: true, cutSatang: 2 * 123_751 - forTheDays });
    // A contract below 15 % a year pays its own rate: 1 % a month, no cut.
    expect(quote(plain, [], whole, '2026-04-20', { kind: 'interest', months: 2 })).toMatchObject({
      amountSatang: 20_000,
      ceiling: { bites: false },
    });
    // With six months of interest already paid, the room at the new due date is smaller than 2 months.
    const paid: PaidRow[] = [{ payDate: '2026-11-06', totalSatang: 6 * 123_751, principalSatang: 0 }];
    const cut = quote(jn12, paid, whole, '2026-11-26', { kind: 'interest', months: 2 });
    const room = legalCeilingSatang(9_500_050, daysBetween('2026-11-05', '2027-06-14')) - 9_500_050 - 6 * 123_751;
    expect(room).toBeGreaterThan(0);
    expect(cut).toMatchObject({ amountSatang: room, interestSatang: room });
    expect(cut.ceiling).toMatchObject({ bites: true, cutSatang: 2 * 123_751 - room });
    // Nothing left under the ceiling: ask the shop.
    const full: PaidRow[] = [{ payDate: '2026-11-06', totalSatang: 40 * 123_751, principalSatang: 0 }];
    expect(codeOf(() => quote(jn12, full, whole, '2026-11-26', { kind: 'interest', months: 1 }))).toBe('PAWN_CEILING_REACHED');
  });

  it('offers from the months that put the due date after today to the most within 3 years of the sale', () => {
    // Overdue by 5 days: one month puts the due date ahead again.
    expect(extensionRange('2026-01-31', '2026-04-30', '2026-05-05')).toEqual({ min: 1, max: 33 });
    expect(addMonths('2026-04-30', 33) <= redemptionLimit('2026-01-31')).toBe(true);
    expect(addMonths('2026-04-30', 34) > redemptionLimit('2026-01-31')).toBe(true);
    // A due date already at the limit: none.
    const atLimit = { ...plain, dueDate: redemptionLimit(plain.jnDate) };
    expect(codeOf(() => quote(atLimit, [], whole, '2026-05-01', { kind: 'interest', months: 1 }))).toBe('PAWN_EXTENSION_PAST_LIMIT');
    expect(codeOf(() => quote(plain, [], whole, '2026-04-20', { kind: 'interest', months: 34 }))).toBe('BAD_MONTHS');
    expect(codeOf(() => quote(plain, [], whole, '2026-04-20', { kind: 'interest', months: 0 }))).toBe('BAD_MONTHS');
  });

  it('never extends past 3 years from the sale, over month ends and leap years', () => {
    let checked = 0;
    for (const jnDate of ['2026-01-31', '2027-02-28', '2028-02-29', '2026-08-31', '2027-12-31', '2028-03-30']) {
      for (let termMonths = 1; termMonths <= 36; termMonths += 3) {
        const dueDate = addMonths(jnDate, termMonths);
        const c = { ...plain, jnDate, dueDate };
        const day = addMonths(jnDate, Math.max(0, termMonths - 1));
        const { min, max } = extensionRange(jnDate, dueDate, day);
        for (let n = min; n <= max; n++) {
          const q = quote(c, [], whole, day, { kind: 'interest', months: n });
          expect(q.newDueDate! <= redemptionLimit(jnDate), `${jnDate} +${termMonths} +${n}`).toBe(true);
          expect(q.newDueDate! > day).toBe(true);
          checked++;
        }
        expect(['BAD_MONTHS', 'PAWN_EXTENSION_PAST_LIMIT']).toContain(
          codeOf(() => quote(c, [], whole, day, { kind: 'interest', months: max + 1 })),
        );
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('ลดต้น: the interest owed and part of the principal', () => {
  it('adds the interest owed today to the principal chosen', () => {
    const q = quote(plain, [], half, '2026-03-10', { kind: 'principal', principalSatang: 200_000 });
    expect(q).toMatchObject({
      amountSatang: 15_000 + 200_000,
      interestSatang: 15_000,
      principalSatang: 200_000,
      principalAfterSatang: 800_000,
      newDueDate: null,
    });
    // Whole months: the ceiling at 38 days bites.
    const w = quote(plain, [], whole, '2026-03-10', { kind: 'principal', principalSatang: 200_000 });
    expect(w).toMatchObject({ interestSatang: 15_616, amountSatang: 215_616 });
    expect(w.ceiling).toMatchObject({ bites: true, cutSatang: 4_384 });
  });

  it('refuses nothing, all, or more than the principal left (all of it is ไถ่ถอน)', () => {
    for (const p of [0, -1, 1_000_000, 1_000_001, 0.5]) {
      expect(
        codeOf(() => quote(plain, [], whole, '2026-03-10', { kind: 'principal', principalSatang: p })),
        String(p),
      ).toBe('BAD_PRINCIPAL');
    }
    expect(codeOf(() => quote(plain, [], whole, '2026-03-10', { kind: 'principal' }))).toBe('BAD_PRINCIPAL');
  });
});

describe('ไถ่ถอน: the principal left and the interest owed', () => {
  it('is the standing’s price to redeem, split into its parts', () => {
    const paid: PaidRow[] = [{ payDate: '2026-03-11', totalSatang: 220_000, principalSatang: 200_000 }];
    const q = quote(plain, paid, whole, '2026-04-11', { kind: 'redeem' });
    // standing.test.ts: 15 % a year of 1,000,000 for 39 days and of 800,000 for 31 leaves 6,219 after the 20,000 paid.
    expect(q).toMatchObject({ amountSatang: 806_219, principalSatang: 800_000, interestSatang: 6_219, principalAfterSatang: 0 });
  });

  it('JN2567-0012 on 26 Nov 2569: 95,820.36, the ceiling, not 96,188.01', () => {
    const q = quote(jn12, [], whole, '2026-11-26', { kind: 'redeem' });
    expect(q.amountSatang).toBe(9_582_036);
    expect(q.ceiling).toMatchObject({ days: 21, ceilingSatang: 9_582_036, bites: true });
  });

  it('never exceeds the ceiling with what was paid, whatever the day and the rule', () => {
    for (const rule of [whole, half]) {
      for (let d = 0; d < 1100; d += 7) {
        const day = new Date(Date.parse('2026-11-05T00:00:00Z') + d * 86_400_000).toISOString().slice(0, 10);
        const paid: PaidRow[] =
          d > 60 ? [{ payDate: '2026-12-05', totalSatang: monthlyInterestSatang(jn12, 9_500_050), principalSatang: 0 }] : [];
        const q = quote({ ...jn12, dueDate: redemptionLimit(jn12.jnDate) }, paid, rule, day, { kind: 'redeem' });
        const paidTotal = paid.reduce((a, p) => a + p.totalSatang, 0);
        expect(q.amountSatang + paidTotal).toBeLessThanOrEqual(legalCeilingSatang(9_500_050, d));
      }
    }
  });
});

describe('whether a contract may be paid in the app', () => {
  it('is open until the grace after the due date, and within 3 years of the sale', () => {
    expect(payState(plain, whole, '2026-04-30', false)).toBe('open');
    expect(payState(plain, whole, '2026-05-07', false)).toBe('open');
    expect(payState(plain, whole, '2026-05-08', false)).toBe('contact');
    expect(payState(plain, { ...whole, graceDays: 0 }, '2026-05-01', false)).toBe('contact');
    const longDue = { ...plain, dueDate: redemptionLimit(plain.jnDate) };
    expect(payState(longDue, whole, redemptionLimit(plain.jnDate), false)).toBe('open');
    expect(payState({ ...longDue, dueDate: '2030-01-01' }, { ...whole, graceDays: 90 }, '2029-02-01', false)).toBe('contact');
  });

  it('waits on a request, and is over once closed or redeemed in the app', () => {
    expect(payState(plain, whole, '2026-04-01', true)).toBe('pending');
    expect(payState({ ...plain, jnStatus: 'ไถ่ถอนแล้ว', isOpen: false }, whole, '2026-04-01', false)).toBe('closed');
    expect(payState({ ...plain, jnStatus: 'รอรับสินค้าคืน', isOpen: false }, whole, '2026-04-01', false)).toBe('pickup');
  });
});
