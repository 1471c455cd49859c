/** docs/product.md "Member app: header, footer and contact button": the consent cookie is `CookieConsent`, kept 150 days. */
export const CONSENT_COOKIE = 'CookieConsent';
export const CONSENT_DAYS = 150;

/** The member's choice, 'true' (accepted) or 'false' (rejected): either one is kept and the banner is not shown again. */
export type CookieChoice = 'true' | 'false';

const consentValue = (cookie: string) =>
  cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);

/** Whether the member has chosen, either way. */
export const hasConsent = (cookie: string) => consentValue(cookie) !== undefined;

/**
 * Whether optional cookies and storage may be used: only after 'ยอมรับ' (PDPA: consent is given, never
 * assumed from use; docs/decisions.md "Cookie consent"). The app has none today: what it keeps (the session,
 * remember-me) is needed to work and runs either way; anything optional added later asks this first.
 */
export const optionalAllowed = (cookie: string) => consentValue(cookie) === 'true';

export const consentCookie = (secure: boolean, choice: CookieChoice = 'true') =>
  `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
