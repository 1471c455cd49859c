import { useState } from 'react';
import { consentCookie, hasConsent, type CookieChoice } from '../../lib/cookie-consent';
import { Button } from '../../ui/Button';

/**
 * Cookie-consent banner (docs/product.md "Member app: header, footer and contact button"), with a reject of equal
 * weight beside 'ยอมรับ' (PDPA: consent is a choice, never read from continued use; docs/decisions.md "Cookie
 * consent"). Either choice is kept 150 days. It takes its own room in the page, under the header, instead of
 * lying over it: on a first visit it covers nothing (docs/decisions.md "Toasts and the cookie banner take room, never cover").
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !hasConsent(document.cookie));
  if (!visible) return null;
  const choose = (choice: CookieChoice) => {
    document.cookie = consentCookie(location.protocol === 'https:', choice);
    setVisible(false);
  };
  return (
    <div className="cookie" role="region" aria-label="การใช้คุกกี้">
      <p>เว็บไซต์นี้ใช้คุกกี้ที่จำเป็นเสมอ เช่น การเข้าสู่ระบบ คุกกี้อื่นใช้เมื่อคุณยอมรับเท่านั้น</p>
      <div className="cookie__actions">
        <Button onClick={() => choose('false')}>ปฏิเสธ</Button>
        <Button onClick={() => choose('true')}>ยอมรับ</Button>
      </div>
    </div>
  );
}
