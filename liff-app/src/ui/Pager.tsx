import { pageCount, pagerItems } from '../lib/pager';

/** Page numbers with previous/next: the first, the last and the pages around the current one; 44 px buttons. */
export function Pager({
  current,
  total,
  pageSize,
  onChange,
  className = '',
}: {
  current: number;
  total: number;
  pageSize: number;
  onChange(page: number): void;
  className?: string;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className={`pager ${className}`.trim()} aria-label="เลือกหน้า">
      <button type="button" className="pager__btn" disabled={current <= 1} onClick={() => onChange(current - 1)} aria-label="หน้าก่อนหน้า">
        ‹
      </button>
      {pagerItems(current, pages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pager__btn"
            aria-current={item === current ? 'page' : undefined}
            aria-label={`หน้า ${item}`}
            onClick={() => item !== current && onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="pager__btn" disabled={current >= pages} onClick={() => onChange(current + 1)} aria-label="หน้าถัดไป">
        ›
      </button>
    </nav>
  );
}
