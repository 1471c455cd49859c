import { describe, expect, it } from 'vitest';
import { ShopBranch, ShopProfile } from '@goldshop/api/contract';
import { linkProblem, phoneProblem, toShopProfile } from './rules';

// What the server checks, straight from the contract's schema (the console does not bundle a validator).
const serverLink = ShopProfile.properties.facebook.anyOf[1];
const linkAccepted = (v: string) => v === '' || (v.length <= serverLink.maxLength! && new RegExp(serverLink.pattern!).test(v));
const serverPhone = ShopBranch.properties.phone;
const phoneAccepted = (v: string) => v.length <= serverPhone.maxLength! && new RegExp(serverPhone.pattern!).test(v);

describe('ข้อมูลร้าน form checks', () => {
  it('takes https links or none, and says in Thai what is wrong with the rest', () => {
    for (const ok of ['', 'https://www.facebook.com/goldshop.trang', 'https://lin.ee/abc', 'https://maps.google.com/?q=นาวง+ตรัง'])
      expect(linkProblem(ok)).toBeNull();
    expect(linkProblem('http://tiktok.com/@x')).toBe('ลิงก์ต้องขึ้นต้นด้วย https://');
    expect(linkProblem('javascript:alert(1)')).toBe('ลิงก์ต้องขึ้นต้นด้วย https://');
    expect(linkProblem('www.facebook.com/x')).toBe('ลิงก์ต้องขึ้นต้นด้วย https://');
    expect(linkProblem('https://x.com/a b')).toMatch(/ช่องว่าง/);
    expect(linkProblem('https://x" onmouseover="y')).toMatch(/ช่องว่าง/);
    expect(linkProblem(`https://x.com/${'a'.repeat(300)}`)).toMatch(/ไม่เกิน 300/);
  });
  it('takes phones as people write them', () => {
    for (const ok of ['', '075-299-101', '0812345678', '+66 81 234 5678', '02 123 4567']) expect(phoneProblem(ok)).toBeNull();
    for (const bad of ['โทรหาเรา', '75-299-101', '0812', '081-234-5678 ต่อ 2', '0'.repeat(25)])
      expect(phoneProblem(bad)).toMatch(/^เบอร์โทรต้อง/);
  });
  it('agrees with the server: what passes the form passes the contract, and what the form refuses the server refuses', () => {
    const links = [
      '',
      'https://ok.example/x',
      'http://no.example',
      'javascript:alert(1)',
      'https://a b',
      "https://x'y",
      'HTTPS://UPPER.example',
    ];
    for (const l of links) expect(linkAccepted(l), l).toBe(linkProblem(l) === null);
    const phones = ['', '075-299-101', '+66812345678', 'abc', '12345', '0'.repeat(21), ' 0812345678 '];
    for (const p of phones) expect(phoneAccepted(p), p).toBe(phoneProblem(p) === null);
  });
  it('sends every field, trimmed, with missing links as none', () => {
    expect(toShopProfile({ name: ' ร้านทองตรัง ', facebook: ' https://www.facebook.com/x ' })).toEqual({
      name: 'ร้านทองตรัง',
      company: '',
      facebook: 'https://www.facebook.com/x',
      tiktok: '',
      lineOa: '',
    });
  });
});
