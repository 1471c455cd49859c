import { describe, expect, it } from 'vitest';
import { heroTarget, showsMemberLinks, showsVerifyPrompt, verificationBadge } from './verification';

describe('verificationBadge', () => {
  it('0 is a red click-to-verify link', () => {
    expect(verificationBadge(0)).toMatchObject({ tone: 'danger', href: '/verify' });
  });
  it('1 waits, 2 is verified, in the words the console uses too', () => {
    expect(verificationBadge(1)).toMatchObject({ tone: 'warning', label: 'รอการอนุมัติ' });
    expect(verificationBadge(2)).toMatchObject({ tone: 'success', label: 'ยืนยันตัวตนแล้ว' });
    expect(verificationBadge(2)?.href).toBeUndefined();
  });
  it('99 is suspended, with a note to contact staff', () => {
    const b = verificationBadge(99);
    expect(b?.tone).toBe('neutral');
    expect(b?.label).toBe('ถูกระงับการใช้งาน');
    expect(b?.note).toContain('ติดต่อเจ้าหน้าที่');
  });
  it('unknown shows nothing', () => {
    expect(verificationBadge(undefined)).toBeUndefined();
    expect(verificationBadge(5)).toBeUndefined();
  });
});

describe('heroTarget', () => {
  it('goes to /saving only at 2', () => {
    expect(heroTarget(2)).toBe('/saving');
    for (const s of [undefined, 0, 1, 99, 3]) expect(heroTarget(s)).toBe('/verify');
  });
});

describe('member links and prompt', () => {
  it('links need a token and status 2', () => {
    expect(showsMemberLinks(true, 2)).toBe(true);
    expect(showsMemberLinks(false, 2)).toBe(false);
    expect(showsMemberLinks(true, 1)).toBe(false);
  });
  it('the prompt needs a token and status 0', () => {
    expect(showsVerifyPrompt(true, 0)).toBe(true);
    expect(showsVerifyPrompt(true, undefined)).toBe(false);
    expect(showsVerifyPrompt(false, 0)).toBe(false);
  });
});
