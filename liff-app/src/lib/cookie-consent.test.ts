import { describe, expect, it } from 'vitest';
import { consentCookie, hasConsent } from './cookie-consent';

describe('cookie consent', () => {
  it('lives 150 days under the name CookieConsent', () => {
    expect(consentCookie(false)).toBe('CookieConsent=true; Max-Age=12960000; Path=/; SameSite=Lax');
    expect(consentCookie(true)).toMatch(/; Secure$/);
  });
  it('is found among other cookies', () => {
    expect(hasConsent('a=1; CookieConsent=true')).toBe(true);
    expect(hasConsent('a=1; NotCookieConsent=true')).toBe(false);
    expect(hasConsent('')).toBe(false);
  });
});
