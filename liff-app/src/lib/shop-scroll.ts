import { useEffect } from 'react';
import { sessionStore } from './return-to';

/*
 * Back from a product's page puts the catalogue where it was (docs/product.md "Member app: shop (/shop)"): the
 * filters are in the address already; the scroll position is kept here, per address, in the tab's session
 * storage. It is written as the list scrolls (not when leaving: by then the next screen may have moved it), and
 * only once this visit's position was put back, so the layout's own scroll to the top of a new screen is not
 * taken for the member's.
 */

const KEY = 'shop-scroll';

export function useShopScroll(address: string, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const store = sessionStore();
    let saved: { address?: string; y?: number } = {};
    try {
      saved = JSON.parse(store?.getItem(KEY) ?? '{}');
    } catch {
      saved = {};
    }
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => store?.setItem(KEY, JSON.stringify({ address, y: Math.round(window.scrollY) })));
    };
    // After the layout's move to the top of a new screen (its effect runs after this screen's).
    const restore = requestAnimationFrame(() => {
      if (saved.address === address && typeof saved.y === 'number') window.scrollTo(0, saved.y);
      window.addEventListener('scroll', save, { passive: true });
    });
    return () => {
      cancelAnimationFrame(restore);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [address, ready]);
}
