import { useState } from 'react';
import { useLineUrl, useProfile } from '../../stores/shop-profile';
import { ChatIcon, CloseIcon, FacebookIcon, LineIcon } from '../icons';

/**
 * docs/product.md "Member app: header, footer and contact button": on every page, a round button opening the shop's social page and LINE official account (the
 * shop's own links, stores/shop-profile.ts; Facebook only once known). It sits in the header bar rather than
 * over the page (layout.css), so it never covers a figure, a field or a toast; Escape closes its links.
 */
export function FloatingContact() {
  const lineOaUrl = useLineUrl();
  const facebook = useProfile()?.facebook;
  const [open, setOpen] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control inside closes the menu; the controls themselves are buttons and links
    <div className="fab" data-open={open} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      {open && (
        <ul id="fab-links" className="fab__links">
          <li>
            <a href={lineOaUrl} target="_blank" rel="noopener noreferrer" className="fab__link fab__link--line">
              <LineIcon /> แชท LINE
            </a>
          </li>
          {facebook && (
            <li>
              <a href={facebook} target="_blank" rel="noopener noreferrer" className="fab__link fab__link--fb">
                <FacebookIcon /> Facebook
              </a>
            </li>
          )}
        </ul>
      )}
      <button
        type="button"
        className="fab__button"
        aria-expanded={open}
        aria-controls="fab-links"
        aria-label={open ? 'ปิดช่องทางติดต่อ' : 'ติดต่อร้าน'}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}
