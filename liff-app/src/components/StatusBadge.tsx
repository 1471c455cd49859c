import './status-badge.css';

export type BadgeTone = 'pending' | 'rejected' | 'ok' | 'closed';

/**
 * A status as a small pill, antd's Tag look without antd (for the screens that load none): waiting in
 * yellow, refused or late in red, in order in green, over in grey.
 */
export function StatusBadge({ tone, children, testId, className = '' }: { tone: BadgeTone; children: string; testId?: string; className?: string }) {
  return (
    <span className={`status-badge status-badge--${tone} ${className}`.trim()} data-testid={testId}>
      {children}
    </span>
  );
}
