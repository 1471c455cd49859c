import { describe, expect, it } from 'vitest';
import type { SlipReading } from '@goldshop/api/contract';
import { slipLines, slipTag, slipWarnings } from './slip-read';

const read: SlipReading = {
  qr: 'read',
  bank: '004',
  bankName: 'ธนาคารกสิกรไทย',
  transRef: '0163ABC',
  payload: null,
  others: [],
  check: 'off',
  checkNote: null,
  checkAmount: null,
  earlier: null,
  flagged: false,
};

describe('a slip as staff read it', () => {
  it('a read slip with nothing wrong has no warning and names the bank and reference', () => {
    expect(slipWarnings(read)).toEqual([]);
    expect(slipTag(read)).toEqual({ tone: 'ok', text: 'อ่าน QR ได้' });
    expect(slipLines(read)).toEqual([
      { label: 'ธนาคารผู้โอน', value: 'ธนาคารกสิกรไทย' },
      { label: 'เลขอ้างอิงการโอน', value: '0163ABC' },
    ]);
  });

  it('says "ไม่พบ QR บนสลิป" for a slip without one', () => {
    const none: SlipReading = { ...read, qr: 'none', bank: null, bankName: null, transRef: null, flagged: true };
    expect(slipWarnings(none)[0]).toContain('ไม่พบ QR บนสลิป');
    expect(slipTag(none)).toEqual({ tone: 'warn', text: 'ไม่พบ QR' });
    expect(slipLines(none)[1]).toEqual({ label: 'เลขอ้างอิงการโอน', value: 'ไม่พบ QR บนสลิป' });
  });

  it('shows the text of a QR that is no slip, and names every other transfer in the picture', () => {
    const unknown: SlipReading = {
      ...read,
      qr: 'unknown',
      bank: null,
      bankName: null,
      transRef: null,
      payload: 'https://example.com/x',
      flagged: true,
    };
    expect(slipWarnings(unknown)[0]).toContain('ไม่ใช่ QR สลิป');
    expect(slipTag(unknown)).toEqual({ tone: 'warn', text: 'QR ไม่ใช่สลิป' });
    expect(slipLines(unknown)).toContainEqual({ label: 'ข้อความใน QR', value: 'https://example.com/x' });
    const two: SlipReading = { ...read, others: [{ bank: '014', bankName: 'ธนาคารไทยพาณิชย์', transRef: 'USED0001' }], flagged: true };
    expect(slipWarnings(two)).toEqual([expect.stringContaining('ธนาคารไทยพาณิชย์ USED0001')]);
    expect(slipTag(two)).toEqual({ tone: 'warn', text: 'หลาย QR' });
  });

  it('puts a failed bank check first, with the service’s note, and a repeat of a rejected transfer after it', () => {
    const bad: SlipReading = {
      ...read,
      check: 'mismatch',
      checkNote: 'ยอดโอนในสลิป ฿150.00 ไม่ตรงกับยอดที่แจ้ง ฿1,500.00',
      checkAmount: 150,
      earlier: { kind: 'deposit', id: 7, status: 'rejected', createdAt: '2026-11-26T03:00:00.000Z' },
      flagged: true,
    };
    const w = slipWarnings(bad);
    expect(w[0]).toBe('ข้อมูลจากธนาคารไม่ตรง: ยอดโอนในสลิป ฿150.00 ไม่ตรงกับยอดที่แจ้ง ฿1,500.00');
    expect(w[1]).toContain('S-000007 (ไม่อนุมัติ)');
    expect(slipTag(bad).tone).toBe('bad');
    expect(slipLines(bad)[2]).toEqual({ label: 'ตรวจกับธนาคาร', value: 'ข้อมูลจากธนาคารไม่ตรง (ยอดในระบบธนาคาร ฿150.00)' });
  });
});
