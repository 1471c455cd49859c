import { useLayoutEffect, useRef, useState } from 'react';
import { consentCookie, hasConsent, type CookieChoice } from '../../lib/cookie-consent';
import { Button } from '../../ui/Button';

/**
 * Cookie-consent banner at the bottom (docs/product.md "Member app: header, footer and contact button"), with a reject of equal weight beside 'ยอมรับ' (PDPA: consent
 * is a choice, never read from continued use; docs/decisions.md "Cookie consent"). Either choice is kept 150
 * days. Its height is published as --cookie-offset so the page's end stays above it.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !hasConsent(document.cookie));
  const ref = useRef<HTMLDivElement>(null);

  // The height is read by a ResizeObserver started in the commit: its first report comes after the browser's
  // own layout and before that frame is painted. Reading offsetHeight here forced a layout of the whole page in
  // the middle of React's commit (the longest task of a money screen's first view), and starting after the
  // paint (useEffect) drew the contact button at the bottom first and then made it jump.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const el = ref.current;
    if (!visible || !el) {
      root.style.removeProperty('--cookie-offset');
      return;
    }
    const update = () => root.style.setProperty('--cookie-offset', `${el.offsetHeight}px`);
    if (typeof ResizeObserver !== 'function') {
      update();
      return;
    }
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => ro.disconnect();
  }, [visible]);

  if (!visible) return null;
  const choose = (choice: CookieChoice) => {
    document.cookie = consentCookie(location.protocol === 'https:', choice);
    setVisible(false);
  };
  return (
    <div ref={ref} className="cookie" role="region" aria-label="การใช้คุกกี้">
      <p>เว็บไซต์นี้ใช้คุกกี้ที่จำเป็นต่อการให้บริการ เช่น การเข้าสู่ระบบ เสมอ คุกกี้อื่นเพื่อปรับปรุงการใช้งานจะใช้เมื่อคุณยอมรับเท่านั้น</p>
      <div className="cookie__actions">
        <Button onClick={() => choose('false')}>ปฏิเสธ</Button>
        <Button onClick={() => choose('true')}>ยอมรับ</Button>
      </div>
    </div>
  );
}
