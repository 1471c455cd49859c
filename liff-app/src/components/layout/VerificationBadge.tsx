import { Link } from 'wouter';
import { useVerificationStatus } from '../../stores/session';
import { verificationBadge } from '../../lib/verification';

/** SPEC §4 badge beside the logout button: red click-to-verify, yellow, green, grey with a note. */
export function VerificationBadge() {
  const badge = verificationBadge(useVerificationStatus());
  if (!badge) return null;
  const className = `badge badge--${badge.tone}`;
  return (
    <span className="verify-badge" data-testid="verification-badge" data-tone={badge.tone}>
      {badge.href ? (
        <Link href={badge.href} className={className}>{badge.label}</Link>
      ) : (
        <span className={className}>{badge.label}</span>
      )}
      {badge.note && <span className="verify-badge__note">{badge.note}</span>}
    </span>
  );
}
