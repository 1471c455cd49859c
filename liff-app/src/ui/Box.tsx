import type { ReactNode } from 'react';

/**
 * A titled white box: the bank account, a glance card, a form's frame. The title is a heading (level 2 unless
 * said) that names the box for screen readers.
 */
export function Box({
  title,
  id,
  level = 2,
  children,
  className = '',
  testId,
}: {
  title: ReactNode;
  id: string;
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`box ${className}`.trim()} aria-labelledby={`${id}-title`} data-testid={testId}>
      <Heading id={`${id}-title`} className="box__title">
        {title}
      </Heading>
      <div className="box__body">{children}</div>
    </section>
  );
}
