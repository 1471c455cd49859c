import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the screen yet (once true, it stays): what waits for it (a chart and its
 * library) loads only then. Without IntersectionObserver (old in-app browsers) it is true at once.
 */
export function useInView<T extends Element>(options: { rootMargin?: string; threshold?: number } = {}): [RefObject<T>, boolean] {
  const { rootMargin, threshold } = options;
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    // The observer's first report says isIntersecting for a single row of pixels at the fold whatever the
    // threshold: the share in view is what decides.
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= (threshold ?? 0))) {
          setSeen(true);
          io.disconnect();
        }
      },
      { rootMargin, threshold },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [seen, rootMargin, threshold]);
  return [ref, seen];
}
