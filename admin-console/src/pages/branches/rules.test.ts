import { describe, expect, it } from 'vitest';
import { hoursProblem, toBranchBody, toFormValues, weekSummary } from './rules';

const week = (open: string | null, close: string | null, shut: number[] = []) =>
  Array.from({ length: 7 }, (_, day) => (shut.includes(day) ? { day, open: null, close: null } : { day, open, close }));

describe('the owner’s branch form', () => {
  it('says in Thai what is wrong with a day’s hours', () => {
    expect(hoursProblem('', '')).toBeNull();
    expect(hoursProblem('09:00', '17:00')).toBeNull();
    expect(hoursProblem('09:00', '')).toMatch(/ทั้งเวลาเปิดและเวลาปิด/);
    expect(hoursProblem('9.00', '17:00')).toMatch(/24 ชั่วโมง/);
    expect(hoursProblem('17:00', '09:00')).toBe('เวลาเปิดต้องก่อนเวลาปิด');
  });

  it('sends seven days, a day left empty shut, and null for the shop’s accounts', () => {
    const v = toFormValues();
    const body = toBranchBody({ ...v, name: ' ตรัง ', code: 'tr', phone: ' 075 ' });
    expect(body).toMatchObject({ name: 'ตรัง', code: 'TR', phone: '075', promptpay: null, bankAccount: null, takesPickups: true });
    expect(body.hours).toEqual(week('09:00', '17:00', [0]));
  });

  it('sends the shop’s branch names bare, however the owner types them', () => {
    const v = toFormValues();
    expect(['นาวง', 'สาขาหาดสำราญ', ' สาขา เขาวิเศษ '].map((name) => toBranchBody({ ...v, name, code: 'X' }).name)).toEqual([
      'นาวง',
      'หาดสำราญ',
      'เขาวิเศษ',
    ]);
  });

  it('sends the branch’s own receiver and account only while they are switched on', () => {
    const v = {
      ...toFormValues(),
      name: 'ตรัง',
      code: 'TR',
      ownPromptpay: true,
      promptpay: { type: 'mobile' as const, id: ' 081-000-0000 ', name: 'ร้าน ' },
      ownBank: false,
      bankAccount: { bank: 'กรุงไทย', accName: 'ร้าน', accNo: '1' },
    };
    expect(toBranchBody(v)).toMatchObject({ promptpay: { type: 'mobile', id: '081-000-0000', name: 'ร้าน' }, bankAccount: null });
  });

  it('starts an edit from the branch as saved, and sums its week up for the table', () => {
    const b = {
      id: 1,
      code: 'NW',
      name: 'นาวง',
      address: '',
      phone: '',
      mapUrl: '',
      hours: week('08:30', '17:30', [0]),
      takesPickups: false,
      slotMinutes: 15,
      slotCapacity: 3,
      promptpay: null,
      bankAccount: { bank: 'กรุงไทย', accName: 'ร้าน', accNo: '111-1', logo: null },
      closedAt: null,
      closures: [],
      openNow: true,
      holds: { savingAccounts: 0, downContracts: 0, pawnContracts: 0 },
      deletable: true,
    };
    const v = toFormValues(b);
    expect(v).toMatchObject({ ownPromptpay: false, ownBank: true, takesPickups: false, slotMinutes: 15 });
    expect(toBranchBody(v).hours).toEqual(b.hours);
    expect(weekSummary(b.hours)).toBe('08:30–17:30 น. (ปิดวันอาทิตย์)');
    expect(weekSummary(week(null, null))).toBe('ไม่มีวันเปิด');
  });
});
