import { useEffect, useRef, type ReactNode } from 'react';

export type AlertKind = 'error' | 'info' | 'warning' | 'success';

/**
 * A message in a box. An error is announced at once (role=alert), the others politely. `takeFocus`: the
 * alert is what a submit left in place of its form, so it is brought into view and focused, and a screen
 * reader reads it (a phone otherwise stays scrolled where the button was, over empty space).
 */
export function Alert({
  kind,
  children,
  className = '',
  testId,
  takeFocus = false,
  action = false,
}: {
  kind: AlertKind;
  children: ReactNode;
  className?: string;
  testId?: string;
  takeFocus?: boolean;
  action?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      tabIndex={takeFocus ? -1 : undefined}
      className={['alert', `alert--${kind}`, action && 'alert--action', className].filter(Boolean).join(' ')}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
