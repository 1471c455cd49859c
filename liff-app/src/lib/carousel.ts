/** Carousel constants (docs/product.md "Member app: product cards and carousels"). */
export const SLIDE_MS = 500;

/** 4 per page; 2 at widths up to 1024 (and 768); 1 up to 576. */
export function slidesPerPage(width: number): number {
  if (width <= 576) return 1;
  if (width <= 1024) return 2;
  return 4;
}

/**
 * The same breakpoints as media queries. The page reads them with matchMedia: reading window.innerWidth in a
 * render made the browser lay the page out there and then (docs/decisions.md "Few files on a screen's first view").
 */
export const PER_PAGE_QUERIES = { two: '(min-width: 577px)', four: '(min-width: 1025px)' } as const;

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
