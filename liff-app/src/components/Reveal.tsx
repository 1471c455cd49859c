import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * docs/product.md "Member app: product cards and carousels": carousels fade and slide in once when scrolled into view. Without IntersectionObserver (old
 * in-app browsers) the content simply shows.
 */
export function Reveal({ children, className = '', ...rest }: { children: ReactNode; className?: string; 'aria-labelledby'?: string; 'data-testid'?: string }) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [shown]);

  return (
    <section ref={ref} className={`reveal${shown ? ' is-visible' : ''} ${className}`} {...rest}>
      {children}
    </section>
  );
}
