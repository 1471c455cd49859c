/** Carousel constants (docs/product.md "Member app: product cards and carousels"). */
export const SLIDE_MS = 500;

// The widths where a page first holds two slides, then four.
const TWO_FROM_PX = 577;
const FOUR_FROM_PX = 1025;

/** 4 per page; 2 at widths up to 1024 (and 768); 1 up to 576. */
export function slidesPerPage(width: number): number {
  if (width < TWO_FROM_PX) return 1;
  if (width < FOUR_FROM_PX) return 2;
  return 4;
}

/**
 * The same breakpoints as media queries. The page reads them with matchMedia: reading window.innerWidth in a
 * render made the browser lay the page out there and then (docs/decisions.md "No ICU loading and no layout reads while home draws").
 */
export const PER_PAGE_QUERIES = { two: `(min-width: ${TWO_FROM_PX}px)`, four: `(min-width: ${FOUR_FROM_PX}px)` } as const;

/** slidesPerPage from the queries' answers. */
export const slidesPerPageFrom = (matches: (query: string) => boolean): number =>
  matches(PER_PAGE_QUERIES.four) ? 4 : matches(PER_PAGE_QUERIES.two) ? 2 : 1;

export const pageCount = (items: number, perPage: number) => Math.max(1, Math.ceil(items / perPage));

/** Where page `page` starts; the last page ends flush with the track (no empty slots, no wrap). */
export const pageOffset = (page: number, viewport: number, scrollWidth: number) =>
  Math.max(0, Math.min(page * viewport, scrollWidth - viewport));

/** Which page a scroll position shows: the end of the track is always the last page. */
export function pageAt(scrollLeft: number, viewport: number, scrollWidth: number, pages: number): number {
  if (viewport <= 0) return 0;
  if (scrollLeft >= scrollWidth - viewport - 2) return pages - 1;
  return Math.min(pages - 1, Math.max(0, Math.round(scrollLeft / viewport)));
}
