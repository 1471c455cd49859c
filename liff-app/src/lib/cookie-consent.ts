/** docs/product.md "Member app: header, footer and contact button": the consent cookie is `CookieConsent`, kept 150 days. */
export const CONSENT_COOKIE = 'CookieConsent';
export const CONSENT_DAYS = 150;

export const hasConsent = (cookie: string) => cookie.split(/;\s*/).some((c) => c.startsWith(`${CONSENT_COOKIE}=`));

export const consentCookie = (secure: boolean) =>
  `${CONSENT_COOKIE}=true; Max-Age=${CONSENT_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
