import { BRANCHES, FACEBOOK_URL, SHOP_NAME, TIKTOK_URL, telHref } from '../../lib/shop-info';
import { useLineOaUrl } from '../../stores/config';
import { FacebookIcon, LineIcon, PhoneIcon, TikTokIcon } from '../icons';

/** SPEC §2 footer: a tel link per branch, three social icons, copyright 2023. */
export function Footer() {
  const lineOaUrl = useLineOaUrl();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__title">ติดต่อสาขา</h2>
          <ul className="footer__phones">
            {BRANCHES.map((b) => (
              <li key={b.name}>
                <a href={telHref(b.phone)} className="footer__phone">
                  <PhoneIcon width={18} height={18} />
                  <span>{b.name}</span> <span className="footer__number">{b.phone}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer__title">ติดตามเรา</h2>
          <div className="footer__social">
            <a href={FACEBOOK_URL} target="_blank" rel="noopener noreferrer" aria-label="Facebook ของร้าน"><FacebookIcon /></a>
            <a href={lineOaUrl} target="_blank" rel="noopener noreferrer" aria-label="LINE Official Account ของร้าน"><LineIcon /></a>
            <a href={TIKTOK_URL} target="_blank" rel="noopener noreferrer" aria-label="TikTok ของร้าน"><TikTokIcon /></a>
          </div>
        </section>
      </div>
      <p className="footer__copy">© 2023 {SHOP_NAME} สงวนลิขสิทธิ์</p>
    </footer>
  );
}
