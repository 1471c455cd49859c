import { useEffect, useRef, useState } from 'react';
import { consentCookie, hasConsent } from '../../lib/cookie-consent';

/**
 * SPEC §2 cookie-consent banner at the bottom. Its height is published as --cookie-offset so the
 * floating contact button and the page end stay above it.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !hasConsent(document.cookie));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    const el = ref.current;
    if (!visible || !el) {
      root.style.removeProperty('--cookie-offset');
      return;
    }
    const update = () => root.style.setProperty('--cookie-offset', `${el.offsetHeight}px`);
    update();
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    ro?.observe(el);
    return () => ro?.disconnect();
  }, [visible]);

  if (!visible) return null;
  return (
    <div ref={ref} className="cookie" role="region" aria-label="การใช้คุกกี้">
      <p>เว็บไซต์นี้ใช้คุกกี้เพื่อให้บริการได้อย่างถูกต้องและปรับปรุงประสบการณ์การใช้งานของคุณ การใช้งานเว็บไซต์ต่อถือว่าคุณยอมรับการใช้คุกกี้</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          document.cookie = consentCookie(location.protocol === 'https:');
          setVisible(false);
        }}
      >
        ยอมรับ
      </button>
    </div>
  );
}
