import { hasPhone, telHref } from '../lib/shop-info';
import { useLineUrl, useProfile } from '../stores/shop-profile';
import { buttonClass, LinkButton } from '../ui/Button';
import { LineIcon, PhoneIcon } from './icons';
import './contact-shop.css';

/**
 * The ways to reach the shop where an answer needs a person (docs/product.md "Member app: header, footer and
 * contact button"): its LINE chat and a call button per branch with a phone, from the shop profile the footer
 * uses (stores/shop-profile.ts). Branches show once the profile has answered; LINE is always there.
 */
export function ContactShop({ testId }: { testId?: string }) {
  const lineUrl = useLineUrl();
  const branches = (useProfile()?.branches ?? []).filter((b) => hasPhone(b.phone));
  return (
    <div className="contact-shop" data-testid={testId}>
      <LinkButton href={lineUrl} external variant="line" block>
        <LineIcon width={20} height={20} /> แชทกับร้านทาง LINE
      </LinkButton>
      {branches.map((b) => (
        // A tel: link is the phone's own, not a page of the app: a plain anchor in the button's look.
        <a
          key={b.name}
          href={telHref(b.phone)}
          className={buttonClass({ variant: 'outline', block: true })}
          aria-label={`โทร สาขา${b.name} ${b.phone}`}
        >
          <PhoneIcon width={18} height={18} />
          <span>สาขา{b.name}</span> <span className="contact-shop__phone">{b.phone}</span>
        </a>
      ))}
    </div>
  );
}
