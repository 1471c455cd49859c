import { describe, expect, it } from 'vitest';
import type { LineBudget } from '@goldshop/api/contract';
import { budgetRows, budgetSummary, toBody } from './rows';

const budget: LineBudget = {
  plan: 'free',
  monthlyCap: 300,
  thresholds: { alerts: 70, reminders: 90 },
  month: '2026-11',
  sent: { byKind: { deposit: 30, 'price-alert': 120, 'pawn-reminder': 30, 'some-new-kind': 3 }, total: 183 },
  lineQuota: { type: 'limited', value: 300 },
  lineConsumption: 190,
  projectedTotal: 380,
  inAppOnlyNow: { alerts: false, reminders: false },
};

describe("the console's LINE budget", () => {
  it('lists the kinds in Thai, most first, with their share of the cap', () => {
    expect(budgetRows(budget)).toEqual([
      { kind: 'price-alert', name: 'แจ้งเตือนราคาทอง', count: 120, percent: 40 },
      { kind: 'pawn-reminder', name: 'เตือนนัดชำระขายฝาก', count: 30, percent: 10 },
      { kind: 'deposit', name: 'รายการฝาก', count: 30, percent: 10 },
      { kind: 'some-new-kind', name: 'อื่น ๆ', count: 3, percent: 1 },
    ]);
  });
  it("counts LINE's consumption when it is higher, and says when the projection passes the cap", () => {
    expect(budgetSummary(budget)).toEqual({ used: 190, usedPercent: 63, projectedPercent: 127, overCap: true });
    expect(budgetSummary({ ...budget, lineConsumption: null, projectedTotal: 200 })).toEqual({
      used: 183,
      usedPercent: 61,
      projectedPercent: 67,
      overCap: false,
    });
  });
  it("sends a named plan without a cap (LINE's number) and a custom one with the owner's", () => {
    expect(toBody({ plan: 'basic', monthlyCap: 300, alerts: 70, reminders: 90 })).toEqual({
      plan: 'basic',
      inAppOnlyFrom: { alerts: 70, reminders: 90 },
    });
    expect(toBody({ plan: 'custom', monthlyCap: 5000, alerts: 60, reminders: 95 })).toEqual({
      plan: 'custom',
      monthlyCap: 5000,
      inAppOnlyFrom: { alerts: 60, reminders: 95 },
    });
  });
});
