/** A status as a small pill (antd's Tag look without antd): waiting in yellow, refused in red, else green. */
export function StatusBadge({ tone, children, testId }: { tone: 'pending' | 'rejected' | 'ok'; children: string; testId?: string }) {
  return (
    <span className={`status-badge status-badge--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
