import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The one set of tones a status can take (lib/status.ts gives a status code its tone). */
export type Tone = 'warning' | 'success' | 'danger' | 'neutral' | 'info';

/**
 * A status as a small pill; with `href` a link (the not-yet-verified member's way to /verify, the header's
 * unread messages). `label` names such a link for a screen reader when the pill shows only a figure.
 */
export function Badge({
  tone,
  children,
  href,
  testId,
  className = '',
  label,
}: {
  tone: Tone;
  children: ReactNode;
  href?: string;
  testId?: string;
  className?: string;
  label?: string;
}) {
  const cls = `badge badge--${tone} ${className}`.trim();
  if (href) {
    return (
      <Link href={href} className={cls} data-testid={testId} data-tone={tone} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <span className={cls} data-testid={testId} data-tone={tone}>
      {children}
    </span>
  );
}
