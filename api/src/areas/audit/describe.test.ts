import { describe as suite, expect, it } from 'vitest';
import { AUDIT_ACTION_TEXT, AUDIT_ENTITY_TEXT, type AuditAction, type AuditEntity } from '../../../contract/audit';
import { describe } from './describe';

const members = new Map([[7, 'demo2']]);
const say = (action: AuditAction, entity: AuditEntity, after: object, before: object | null = null) =>
  describe({ action, entity, before, after }, members);

/** The owner reads the log in Thai: no code of ours (payout, set_flag, cash_withdraw …) reaches the sentence. */
suite('the audit log in one Thai sentence', () => {
  it('names every action and record kind in Thai, whatever their combination', () => {
    for (const action of Object.keys(AUDIT_ACTION_TEXT) as AuditAction[]) {
      for (const entity of Object.keys(AUDIT_ENTITY_TEXT) as AuditEntity[]) {
        const text = say(action, entity, { userId: 7, kind: 'withdraw_cash', key: 'cash_withdraw', value: 1, amountSatang: 100 });
        // The member's username is data; anything else in Latin letters is one of our codes.
        expect(text.replace('demo2', ''), `${action} ${entity}`).not.toMatch(/[A-Za-z_]{3,}/);
      }
    }
  });

  it('says what happened to a withdrawal after approval, and which service was switched', () => {
    expect(say('payout', 'saving_transaction', { kind: 'withdraw_cash', amountSatang: 100_000, userId: 7 })).toBe(
      'โอนเงินตามรายการถอนเงิน ฿1,000.00 ของ demo2',
    );
    expect(say('fulfil', 'saving_transaction', { kind: 'withdraw_goods', amountSatang: 300_000, userId: 7 })).toBe(
      'ส่งมอบตามรายการถอนทอง ฿3,000.00 ของ demo2',
    );
    expect(say('set_flag', 'flag', { key: 'cash_withdraw', value: 0 })).toBe('ตั้งค่าการรับถอนเป็นเงินสด: ปิด');
    expect(say('set_flag', 'flag', { key: 'sav1_visible', value: 1 })).toBe('ตั้งค่าการแสดงออมทองประเภทที่ 1: เปิด');
    expect(say('reinstate', 'user', { userId: 7 })).toBe('ยกเลิกการระงับบัญชีสมาชิก ของ demo2');
    expect(say('disable', 'staff', { username: 'somchai' })).toBe('ระงับบัญชีพนักงาน somchai');
  });
});
