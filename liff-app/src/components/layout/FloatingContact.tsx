import { useState } from 'react';
import { FACEBOOK_URL } from '../../lib/shop-info';
import { useLineOaUrl } from '../../stores/config';
import { ChatIcon, CloseIcon, FacebookIcon, LineIcon } from '../icons';

/** SPEC §2: on every page, a round button opening the shop's social page and LINE official account. */
export function FloatingContact() {
  const lineOaUrl = useLineOaUrl();
  const [open, setOpen] = useState(false);
  return (
    <div className="fab" data-open={open}>
      {open && (
        <ul id="fab-links" className="fab__links">
          <li>
            <a href={lineOaUrl} target="_blank" rel="noopener noreferrer" className="fab__link fab__link--line">
              <LineIcon /> แชท LINE
            </a>
          </li>
          <li>
            <a href={FACEBOOK_URL} target="_blank" rel="noopener noreferrer" className="fab__link fab__link--fb">
              <FacebookIcon /> Facebook
            </a>
          </li>
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
