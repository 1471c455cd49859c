import { describe, expect, it } from 'vitest';
import { monthsText, quoteLines } from './pawn-quote-lines';
import type { PawnQuote } from './pawn-requests';

const base: PawnQuote = {
  jn_id: 'JN1',
  kind: 'redeem',
  day: '2026-11-26',
  amount: 95820.36,
  months: null,
  newDueDate: null,
  breakdown: {
    netTotal: 95000.5,
    principal: 95000.5,
    monthlyInterest: 1237.51,
    monthRule: 'whole',
    daysSinceSale: 21,
    monthsCounted: 1,
    interestCharged: 1237.51,
    interestPaid: 0,
    interestOwed: 819.86,
    payInterest: 819.86,
    payPrincipal: 95000.5,
    principalAfter: 0,
  },
  ceiling: { date: '2026-11-26', days: 21, limit: 95820.36, bites: true, cut: 417.65 },
  monthsRange: { min: 1, max: 35 },
  extensions: [],
  redemptionLimit: '2029-11-05',
};

describe('a quote in words', () => {
  it('adds up: the interest counted, less what the ceiling took off, is the interest paid; with the principal, the amount', () => {
    const lines = quoteLines(base);
    const by = (key: string) => lines.find((l) => l.key === key)!;
    expect(by('counted').text).toBe('21 วัน คิดเป็น 1 เดือน');
    expect(by('charged').baht! + by('ceiling').baht!).toBeCloseTo(by('payInterest').baht!, 2);
    expect(by('payInterest').baht! + by('payPrincipal').baht!).toBeCloseTo(by('amount').baht!, 2);
    expect(lines.at(-1)).toEqual({ key: 'amount', label: 'ยอดที่ต้องชำระ', baht: 95820.36, total: true });
  });

  it('shows no ceiling line when the law does not bite, and the new due date for ต่อดอก', () => {
    const q: PawnQuote = {
      ...base,
      kind: 'interest',
      amount: 2475.02,
      months: 2,
      newDueDate: '2027-06-14',
      ceiling: { ...base.ceiling, bites: false, cut: 0 },
    };
    const lines = quoteLines({ ...q, breakdown: { ...q.breakdown, payInterest: 2475.02, payPrincipal: 0, principalAfter: 95000.5 } });
    expect(lines.map((l) => l.key)).toEqual(['principal', 'monthly', 'months', 'payInterest', 'newDueDate', 'amount']);
    expect(lines.find((l) => l.key === 'months')!.text).toBe('2 เดือน');
  });

  it('says half months as people do', () => {
    expect(monthsText(0.5)).toBe('ครึ่งเดือน');
    expect(monthsText(1.5)).toBe('1 เดือนครึ่ง');
    expect(monthsText(3)).toBe('3 เดือน');
  });
});
