import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from './icons';
import { pageCount, pageOffset, pageAt, PER_PAGE_QUERIES, SLIDE_MS, slidesPerPageFrom } from '../lib/carousel';
import './carousel.css';

const perPageNow = () => slidesPerPageFrom((query) => window.matchMedia(query).matches);

/** Slides per page for the current width (docs/product.md "Limits and page sizes"), following resizes and rotation. */
export function usePerPage() {
  const [perPage, setPerPage] = useState(perPageNow);
  useEffect(() => {
    const lists = Object.values(PER_PAGE_QUERIES).map((query) => window.matchMedia(query));
    const onChange = () => setPerPage(perPageNow());
    for (const list of lists) list.addEventListener('change', onChange);
    return () => {
      for (const list of lists) list.removeEventListener('change', onChange);
    };
  }, []);
  return perPage;
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * A small carousel: native scroll-snap for swiping, arrows and dots that move a whole page in 500 ms,
 * and no wrap-around (not infinite). Replaces a slider library to keep the home route light.
 */
export function Carousel<T>({
  items,
  label,
  itemKey,
  render,
}: {
  items: T[];
  label: string;
  itemKey(item: T): string | number;
  render(item: T): ReactNode;
}) {
  const perPage = usePerPage();
  const track = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(0);
  const pages = pageCount(items.length, perPage);
  const animating = useRef(false);

  const readPage = useCallback(() => {
    const el = track.current;
    if (!el || animating.current) return;
    setPage(pageAt(el.scrollLeft, el.clientWidth, el.scrollWidth, pages));
  }, [pages]);

  // Back to the first page when the width changes how many fit. Not on mount: the track starts there, and
  // scrollTo made the browser lay the page out in the middle of home's first render.
  const shownPerPage = useRef(perPage);
  useEffect(() => {
    if (shownPerPage.current === perPage) return;
    shownPerPage.current = perPage;
    setPage(0);
    track.current?.scrollTo({ left: 0 });
  }, [perPage]);

  const goTo = (target: number) => {
    const el = track.current;
    if (!el) return;
    const to = pageOffset(target, el.clientWidth, el.scrollWidth);
    const from = el.scrollLeft;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    setPage(target);
    if (reduce || from === to) {
      el.scrollLeft = to;
      return;
    }
    // Snap would fight a scripted scroll; switch it off for the 500 ms of the move.
    animating.current = true;
    el.style.scrollSnapType = 'none';
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / SLIDE_MS);
      el.scrollLeft = from + (to - from) * ease(t);
      if (t < 1) requestAnimationFrame(step);
      else {
        el.style.scrollSnapType = '';
        animating.current = false;
      }
    };
    requestAnimationFrame(step);
  };

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--per-page': perPage } as CSSProperties}
    >
      <div className="carousel__viewport">
        <button
          type="button"
          className="carousel__arrow carousel__arrow--prev"
          aria-label="ก่อนหน้า"
          disabled={page <= 0}
          onClick={() => goTo(page - 1)}
        >
          <ChevronLeft />
        </button>
        <div ref={track} className="carousel__track" onScroll={readPage}>
          {items.map((item, i) => (
            <div
              key={itemKey(item)}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} จาก ${items.length}`}
            >
              {render(item)}
            </div>
          ))}
        </div>
        <button
          type="button"
          className="carousel__arrow carousel__arrow--next"
          aria-label="ถัดไป"
          disabled={page >= pages - 1}
          onClick={() => goTo(page + 1)}
        >
          <ChevronRight />
        </button>
      </div>
      {pages > 1 && (
        <div className="carousel__dots">
          {Array.from({ length: pages }, (_, i) => (
            <button
              key={i}
              type="button"
              className="carousel__dot"
              aria-label={`หน้า ${i + 1}`}
              aria-current={i === page ? 'true' : undefined}
              onClick={() => goTo(i)}
            >
              <span />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The carousel's place while its items are on their way: one page of placeholder slides and the dots'
 * row, so the sections below stay where they are when the items arrive (no layout shift).
 */
export function CarouselPlaceholder({ slide }: { slide: ReactNode }) {
  const perPage = usePerPage();
  return (
    <div className="carousel" aria-hidden="true" style={{ '--per-page': perPage } as CSSProperties}>
      <div className="carousel__track carousel__track--placeholder">
        {Array.from({ length: perPage }, (_, i) => (
          <div key={i} className="carousel__slide">
            {slide}
          </div>
        ))}
      </div>
      <div className="carousel__dots carousel__dots--placeholder" />
    </div>
  );
}
