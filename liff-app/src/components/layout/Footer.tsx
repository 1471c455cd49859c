import { Link } from 'wouter';
import { hasPhone, telHref } from '../../lib/shop-info';
import { useLineUrl, useProfile, useProfileFailed } from '../../stores/shop-profile';
import { FacebookIcon, LineIcon, PhoneIcon, TikTokIcon } from '../icons';

/**
 * Footer (docs/product.md "Member app: header, footer and contact button"): a tel link per branch and the way to /branches, the social icons, the copyright
 * line of this year (Bangkok's, from the clock, so it never goes stale). The branches, pages and name are
 * the shop's own (stores/shop-profile.ts): placeholders while they load, and only what is known if the call
 * fails (the LINE link always has the configured chat).
 */
/** This year in Bangkok (Gregorian, as a copyright line writes it). */
const bangkokYear = () => new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();

export function Footer() {
  const profile = useProfile();
  const failed = useProfileFailed();
  const lineUrl = useLineUrl();
  const loading = !profile && !failed;
  const branches = profile?.branches ?? [];
  return (
    <footer className="footer">
      <div className="footer__inner">
        {(loading || branches.length > 0) && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="footer__title">
              ติดต่อสาขา
            </h2>
            <ul className="footer__phones" aria-busy={loading}>
              {loading
                ? [0, 1, 2].map((i) => (
                    <li key={i}>
                      <span className="footer__phone footer__placeholder skeleton-text">{'\u00a0'.repeat(24)}</span>
                    </li>
                  ))
                : branches.map((b) => (
                    <li key={b.name}>
                      {hasPhone(b.phone) ? (
                        <a href={telHref(b.phone)} className="footer__phone">
                          <PhoneIcon width={18} height={18} />
                          <span>{b.name}</span> <span className="footer__number">{b.phone}</span>
                        </a>
                      ) : (
                        <span className="footer__phone">{b.name}</span>
                      )}
                    </li>
                  ))}
            </ul>
            <Link href="/branches" className="footer__branches">
              เวลาทำการและแผนที่สาขา
            </Link>
          </section>
        )}
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer__title">
            ติดตามเรา
          </h2>
          <div className="footer__social">
            {profile?.facebook && (
              <a href={profile.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook ของร้าน">
                <FacebookIcon />
              </a>
            )}
            <a href={lineUrl} target="_blank" rel="noopener noreferrer" aria-label="LINE Official Account ของร้าน">
              <LineIcon />
            </a>
            {profile?.tiktok && (
              <a href={profile.tiktok} target="_blank" rel="noopener noreferrer" aria-label="TikTok ของร้าน">
                <TikTokIcon />
              </a>
            )}
          </div>
        </section>
      </div>
      <nav aria-label="นโยบายและข้อกำหนด" className="footer__legal">
        <Link href="/privacy">นโยบายความเป็นส่วนตัว</Link>
        <Link href="/terms">ข้อกำหนดการใช้งาน</Link>
      </nav>
      <p className="footer__copy">
        © {bangkokYear()} {profile?.name} สงวนลิขสิทธิ์
      </p>
    </footer>
  );
}
