import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useConfigStore } from '../../stores/config';
import { useShopProfile } from '../../stores/shop-profile';
import { Toaster } from '../../ui/Toast';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { CookieBanner } from './CookieBanner';
import { useSessionWatch } from './useSessionWatch';
import './layout.css';

/**
 * docs/product.md "Member app: header, footer and contact button": nav (with the contact button) and footer on every
 * member page (never on /admin paths), the cookie banner everywhere. The toasts live in the sticky top with the nav,
 * so a toast takes room of its own instead of lying over a heading or a figure; the cookie banner takes its room
 * under them, in the page (docs/decisions.md "Toasts and the cookie banner take room, never cover").
 */
export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const isAdmin = location === '/admin' || location.startsWith('/admin/');
  useSessionWatch();
  useEffect(() => {
    void useConfigStore.getState().load();
    void useShopProfile.getState().load();
  }, []);
  // A new screen starts at its top, as a full page load would. Not on the first screen: the load itself put it
  // there (or restored it), and scrollTo makes the browser lay the page out at once, in the middle of the
  // first render. Braces matter: newer Chromium returns a Promise from scrollTo, and an effect must return nothing.
  const firstScreen = useRef(location);
  useEffect(() => {
    if (firstScreen.current === location) return;
    firstScreen.current = '';
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <>
      <a href="#main" className="skip-link">
        ข้ามไปยังเนื้อหา
      </a>
      <div className="layout__top">
        {!isAdmin && <NavBar />}
        <Toaster />
      </div>
      <CookieBanner />
      <div id="main" className="layout__main">
        {children}
      </div>
      {!isAdmin && <Footer />}
    </>
  );
}
