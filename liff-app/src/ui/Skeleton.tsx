import { Suspense, type ReactNode } from 'react';

/** Grey bars where lines of text will be: `widths` in % of the box, one bar each. */
export function SkeletonLines({ widths, className = '', testId }: { widths: number[]; className?: string; testId?: string }) {
  return (
    <div className={`skeleton-lines ${className}`.trim()} aria-busy="true" data-testid={testId}>
      {widths.map((w, i) => (
        <span key={i} className="skeleton skeleton-lines__line" style={{ width: `${w}%` }} />
      ))}
    </div>
  );
}

/** Grey bars where a form's fields will be. */
export function SkeletonForm() {
  return (
    <div className="skeleton-form" aria-busy="true" data-testid="form-skeleton">
      <span className="skeleton skeleton-form__label" />
      <span className="skeleton skeleton-form__field" />
      <span className="skeleton skeleton-form__label" />
      <span className="skeleton skeleton-form__field" />
      <span className="skeleton skeleton-form__button" />
    </div>
  );
}

/** A form whose code loads when it is shown: its grey bars until then. */
export function LazyForm({ children }: { children: ReactNode }) {
  return <Suspense fallback={<SkeletonForm />}>{children}</Suspense>;
}
