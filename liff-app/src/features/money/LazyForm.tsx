import { Suspense, type ReactNode } from 'react';

/**
 * A form whose code loads when it is shown (the withdrawal, request and closing forms bring antd along):
 * grey bars where its fields will be until then, plain.
 */
export function LazyForm({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FormSkeleton />}>{children}</Suspense>;
}

function FormSkeleton() {
  return (
    <div className="form-skeleton" aria-busy="true" data-testid="form-skeleton">
      <span className="skeleton form-skeleton__label" />
      <span className="skeleton form-skeleton__field" />
      <span className="skeleton form-skeleton__label" />
      <span className="skeleton form-skeleton__field" />
      <span className="skeleton form-skeleton__button" />
    </div>
  );
}
