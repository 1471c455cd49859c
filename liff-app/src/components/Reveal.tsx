import type { ReactNode } from 'react';
import { useInView } from '../lib/use-in-view';

/**
 * docs/product.md "Member app: product cards and carousels": carousels fade and slide in once when scrolled into view. Without IntersectionObserver (old
 * in-app browsers) the content simply shows.
 */
export function Reveal({
  children,
  className = '',
  ...rest
}: {
  children: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}) {
  const [ref, shown] = useInView<HTMLElement>({ threshold: 0.15 });
  return (
    <section ref={ref} className={`reveal${shown ? ' is-visible' : ''} ${className}`} {...rest}>
      {children}
    </section>
  );
}
