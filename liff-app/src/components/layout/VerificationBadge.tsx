import { useVerificationStatus } from '../../stores/session';
import { verificationBadge } from '../../lib/verification';
import { Badge } from '../../ui/Badge';

/** Badge beside the logout button (docs/product.md "Verification status"): red click-to-verify, yellow, green, grey with a note. */
export function VerificationBadge() {
  const badge = verificationBadge(useVerificationStatus());
  if (!badge) return null;
  return (
    <span className="verify-badge" data-testid="verification-badge" data-tone={badge.tone}>
      <Badge tone={badge.tone} href={badge.href}>
        {badge.label}
      </Badge>
      {badge.note && <span className="verify-badge__note">{badge.note}</span>}
    </span>
  );
}
