import { describe, expect, it } from 'vitest';
import { maskAddress, maskedCustomer, maskEmail, maskName, maskPhone } from './mask';

describe('customer masking', () => {
  it('keeps given names and the first letter of the surname', () => {
    expect(maskName('สมชาย ใจดี')).toBe('สมชาย ใ***');
    expect(maskName('นาย สมชาย  ใจดี ')).toBe('นาย สมชาย ใ***');
    expect(maskName('Somchai')).toBe('So***');
    expect(maskName('')).toBe('');
  });
  it('shows the first two and last four digits of a phone number', () => {
    expect(maskPhone('0812345678')).toBe('08x-xxx-5678');
    expect(maskPhone('081-234-5678')).toBe('08x-xxx-5678');
    expect(maskPhone('12345')).toBe('xxx-xxx-xxxx');
    expect(maskPhone('')).toBe('');
  });
  it('shows only the start of an address and of an e-mail', () => {
    expect(maskAddress('99/1 หมู่ 2 ต.นาวง อ.ห้วยยอด จ.ตรัง')).toBe('99/1 ห…');
    expect(maskAddress('12 ถนนทอง')).toBe('12…');
    expect(maskEmail('somchai@gmail.com')).toBe('s***@gmail.com');
    expect(maskEmail(null)).toBeNull();
    expect(maskEmail('broken')).toBe('***');
  });
  it('masks a whole record, the card to its last four digits', () => {
    const out = maskedCustomer({
      id: 7,
      card: '1101700230708',
      name: 'สมหญิง รักทอง',
      tel: '0899999999',
      address: '1 ถนนทอง ตำบลนาวง',
      email: 'ying@example.com',
    });
    expect(out).toEqual({
      Cus_ID: 7,
      Cus_Card: 'xxxxxxxxx0708',
      Cus_Name: 'สมหญิง ร***',
      Cus_Tel: '08x-xxx-9999',
      Cus_Address: '1 ถนนท…',
      Cus_Email: 'y***@example.com',
    });
    expect(JSON.stringify(out)).not.toMatch(/1101700230708|0899999999|ying@|รักทอง/);
  });
});
