import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The one set of tones a status can take (lib/status.ts gives a status code its tone). */
export type Tone = 'warning' | 'success' | 'danger' | 'neutral' | 'info';

/** A status as a small pill; with `href` a link (the not-yet-verified member's way to /verify). */
export function Badge({ tone, children, href, testId, className = '' }: { tone: Tone; children: ReactNode; href?: string; testId?: string; className?: string }) {
  const cls = `badge badge--${tone} ${className}`.trim();
  if (href) {
    return (
      <Link href={href} className={cls} data-testid={testId} data-tone={tone}>
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
