import { describe, expect, it } from 'vitest';
import type { AdminReservation } from '@goldshop/api/contract';
import { refundsDue, viewOptions } from './views';

const row = (depositState: AdminReservation['depositState']) => ({ depositState }) as AdminReservation;

describe('the reservations’ views', () => {
  it('counts the deposits owed back, whatever else the view holds', () => {
    expect(refundsDue([row('held'), row('refund_due'), row(null), row('refunded'), row('refund_due'), row('kept')])).toBe(2);
    expect(refundsDue([])).toBe(0);
  });
  it('names the refunds’ view with its count only when there are any', () => {
    expect(viewOptions(2).map((o) => o.label)).toEqual(['รอดำเนินการ', 'ต้องคืนมัดจำ (2)', 'ทั้งหมด']);
    expect(viewOptions(0)[1]).toEqual({ value: 'refund_due', label: 'ต้องคืนมัดจำ' });
  });
});
