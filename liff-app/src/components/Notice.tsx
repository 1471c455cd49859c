import type { ReactNode } from 'react';

type Kind = 'error' | 'info' | 'warning' | 'success';

/** A plain alert box (antd's Alert costs too much for the home route). Errors are announced at once. */
export function Notice({ kind, children, className = '', testId }: { kind: Kind; children: ReactNode; className?: string; testId?: string }) {
  return (
    <div className={`notice notice--${kind} ${className}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}
