import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { rememberReturn, sessionStore } from '../../lib/return-to';
import { useSession, useToken, useVerificationStatus } from '../../stores/session';
import { showsMemberLinks } from '../../lib/verification';
import { BrandMark, CloseIcon, MenuIcon } from '../icons';
import { useProfile, useProfileFailed } from '../../stores/shop-profile';
import { VerificationBadge } from './VerificationBadge';
import { InboxBadge } from './InboxBadge';
import { InstallButton } from './InstallButton';
import { LineOffers } from './LineOffers';
import { FloatingContact } from './FloatingContact';
import { Button, LinkButton } from '../../ui/Button';

/**
 * 'เข้าสู่ระบบ' from any page: that page is remembered, so sign-in comes back to it (the product the visitor
 * was looking at, not the home page). From the home page there is nothing to remember (lib/return-to.ts).
 */
function SigninLink() {
  const [location] = useLocation();
  const search = useSearch();
  const remember = () => {
    const store = sessionStore();
    if (store) rememberReturn(store, search ? `${location}?${search}` : location);
  };
  return (
    <LinkButton href="/signin" onClick={remember}>
      เข้าสู่ระบบ
    </LinkButton>
  );
}

function NavLink({ href, children }: { href: string; children: string }) {
  const [location] = useLocation();
  const active = location === href;
  return (
    <Link href={href} className="nav__link" aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/**
 * Top navigation (docs/product.md "Member app: header, footer and contact button"). On phones the links, install, my account, change password and logout fold into a menu; the
 * badges (unread messages, verification), the sign-in button and the round contact button stay in the bar where a member sees them at once.
 */
export function NavBar() {
  const token = useToken();
  const status = useVerificationStatus();
  const signOut = useSession((s) => s.signOut);
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  // The shop's own name (stores/shop-profile.ts): a placeholder of a name's width while it loads.
  const shopName = useProfile()?.name;
  const nameFailed = useProfileFailed();

  useEffect(() => {
    setOpen(false);
  }, [location]);

  return (
    <header className="nav">
      <div className="nav__bar">
        <Link href="/" className="nav__brand" aria-label={shopName ? `${shopName} หน้าแรก` : 'หน้าแรก'}>
          <BrandMark />{' '}
          {shopName ? (
            <span className="nav__name">{shopName}</span>
          ) : (
            !nameFailed && (
              <span className="nav__name skeleton-text" aria-hidden="true">
                {'\u00a0'.repeat(12)}
              </span>
            )
          )}
        </Link>
        <div id="nav-menu" className="nav__menu" data-open={open}>
          <nav aria-label="เมนูหลัก" className="nav__links">
            <NavLink href="/">หน้าแรก</NavLink>
            <NavLink href="/gold-price">ราคาทอง</NavLink>
            <NavLink href="/shop">สินค้า</NavLink>
            <NavLink href="/about">เกี่ยวกับเรา</NavLink>
            {showsMemberLinks(Boolean(token), status) && (
              <>
                <NavLink href="/gold-bank">ออมทอง</NavLink>
                <NavLink href="/repurchase">ขายฝาก</NavLink>
              </>
            )}
          </nav>
          <div className="nav__tools">
            <InstallButton />
            <LineOffers />
            {token && (
              <>
                <LinkButton href="/account" variant="ghost">
                  บัญชีของฉัน
                </LinkButton>
                {/* In the folded menu only: the unfolded bar keeps the shop's name whole, and /account has it too. */}
                <LinkButton href="/account/password" variant="ghost" className="nav__folded-only">
                  เปลี่ยนรหัสผ่าน
                </LinkButton>
                <Button
                  variant="ghost"
                  onClick={() => {
                    signOut();
                    navigate('/');
                  }}
                >
                  ออกจากระบบ
                </Button>
              </>
            )}
          </div>
        </div>
        <div className="nav__account">
          {token ? (
            <>
              <InboxBadge />
              <VerificationBadge />
            </>
          ) : (
            <SigninLink />
          )}
        </div>
        <FloatingContact />
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={open}
          aria-controls="nav-menu"
          aria-label={open ? 'ปิดเมนู' : 'เปิดเมนู'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
    </header>
  );
}
