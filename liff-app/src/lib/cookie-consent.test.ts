import { describe, expect, it } from 'vitest';
import { consentCookie, hasConsent, optionalAllowed } from './cookie-consent';

describe('cookie consent', () => {
  it('lives 150 days under the name CookieConsent, accepted or rejected', () => {
    expect(consentCookie(false)).toBe('CookieConsent=true; Max-Age=12960000; Path=/; SameSite=Lax');
    expect(consentCookie(false, 'false')).toBe('CookieConsent=false; Max-Age=12960000; Path=/; SameSite=Lax');
    expect(consentCookie(true)).toMatch(/; Secure$/);
  });
  it('is found among other cookies', () => {
    expect(hasConsent('a=1; CookieConsent=true')).toBe(true);
    expect(hasConsent('a=1; NotCookieConsent=true')).toBe(false);
    expect(hasConsent('')).toBe(false);
  });
  it('a rejection is a choice (no banner again) that allows nothing optional; nothing is allowed before a choice', () => {
    expect(hasConsent('CookieConsent=false')).toBe(true);
    expect(optionalAllowed('CookieConsent=false')).toBe(false);
    expect(optionalAllowed('')).toBe(false);
    expect(optionalAllowed('a=1; CookieConsent=true')).toBe(true);
  });
});
