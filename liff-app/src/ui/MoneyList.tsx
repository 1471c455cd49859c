import { useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { pageCount } from '../lib/pager';
import { useMediaQuery, WIDE_QUERY } from '../lib/use-media-query';
import { Pager } from './Pager';
import { SkeletonLines } from './Skeleton';

/** The empty row (docs/product.md "Member app: money lists and receipts"). */
export const EMPTY_TEXT = 'ไม่มีรายการ';

/**
 * One field of a money row: a column on wide screens, a labelled line of a card on phones. `title` is the
 * The column word (docs/product.md "Records and their fields"), so the same word labels the field in both.
 */
export interface MoneyField<T> {
  /** Also the cell's and the card line's `data-field`, which tests read in either layout. */
  key: string;
  title: string;
  render(row: T): ReactNode;
  /**
   * Its place on a phone's card: 'head' (top left), 'badge' (top right: the status), 'amount' (large),
   * 'note' (full width, only when render gives something: a rejection's reason), 'hidden', or a 'line'.
   */
  card?: 'head' | 'badge' | 'amount' | 'note' | 'line' | 'hidden';
  numeric?: boolean;
  /** false: a card line only (the kind every row shares); the table has no column for it. */
  column?: boolean;
  /** Wide screens: kept in view while the other columns scroll. */
  fixed?: boolean;
  /** The table cell may wrap (a product's name, a note). */
  wrap?: boolean;
}

export interface MoneyListProps<T> {
  testId: string;
  /** What the list is, for screen readers ('รายการขายฝาก'). */
  label: string;
  rows: readonly T[];
  rowKey(row: T): Key;
  fields: MoneyField<T>[];
  /** The page size of this list (docs/product.md "Limits and page sizes"). */
  pageSize: number;
  loading?: boolean;
  /** The row opens something (a pawn contract's detail): a tap on the row or card. */
  onOpen?(row: T): void;
  /** A class for the row and the card: 'is-overdue', 'is-rejected', 'is-pending', 'is-closed'. */
  tone?(row: T): string | undefined;
}

/** No value to show (no note, no date): a card leaves the line out, the table shows '-'. */
export const empty = (v: ReactNode) => v === null || v === undefined || v === false || v === '';

/**
 * A list of money rows that never scrolls the page sideways: stacked cards below 768 px (date and status on
 * top, the amount large, the other fields labelled, a refusal's reason in full), the table from 768 px (docs/product.md "Limits and page sizes")
 * (scrolling inside itself if it must). Both page through the rows `pageSize` at a time.
 */
export function MoneyList<T>({ testId, label, rows, rowKey, fields, pageSize, loading, onOpen, tone }: MoneyListProps<T>) {
  const wide = useMediaQuery(WIDE_QUERY);
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  // A new list (a search, a reload) starts on its first page.
  useEffect(() => setPage(1), [rows]);
  const current = Math.min(page, pageCount(rows.length, pageSize));
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);

  if (loading && rows.length === 0) return <SkeletonLines widths={[100, 100, 60]} className="money-list__skeleton" testId={testId} />;
  return (
    <div data-testid={testId} ref={top} className="money-list">
      {rows.length === 0 ? (
        <p className="money-list__empty">{EMPTY_TEXT}</p>
      ) : wide ? (
        <Table label={label} rows={shown} rowKey={rowKey} fields={fields} onOpen={onOpen} tone={tone} />
      ) : (
        <Cards label={label} rows={shown} rowKey={rowKey} fields={fields} onOpen={onOpen} tone={tone} />
      )}
      <Pager
        className="money-list__pager"
        current={current}
        total={rows.length}
        pageSize={pageSize}
        onChange={(p) => {
          setPage(p);
          top.current?.scrollIntoView({ block: 'start' });
        }}
      />
    </div>
  );
}

type Part<T> = Pick<MoneyListProps<T>, 'label' | 'rowKey' | 'fields' | 'onOpen' | 'tone'> & { rows: readonly T[] };

const classes = (...c: (string | false | undefined)[]) => c.filter(Boolean).join(' ') || undefined;

function Table<T>({ label, rows, rowKey, fields, onOpen, tone }: Part<T>) {
  const columns = fields.filter((f) => f.column !== false);
  const cellClass = (f: MoneyField<T>) => classes(f.numeric && 'is-num', f.wrap && 'is-wrap', f.fixed && 'is-fixed');
  return (
    <div className="money-table-wrap">
      <table className="money-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((f) => (
              <th key={f.key} scope="col" className={cellClass(f)}>
                {f.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-row=""
              className={classes(onOpen && 'is-open', tone?.(row))}
              onClick={onOpen ? () => onOpen(row) : undefined}
            >
              {columns.map((f) => {
                const v = f.render(row);
                return (
                  <td key={f.key} data-field={f.key} className={cellClass(f)}>
                    {empty(v) ? '-' : v}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cards<T>({ label, rows, rowKey, fields, onOpen, tone }: Part<T>) {
  const place = (where: MoneyField<T>['card']) => fields.filter((f) => (f.card ?? 'line') === where);
  return (
    <ul className="money-cards" aria-label={label}>
      {rows.map((row) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the tap target is the whole card; the keyboard's is the button a row's id field renders (pages/repurchase)
        <li
          key={rowKey(row)}
          data-row=""
          className={classes('money-card', onOpen && 'money-card--open', tone?.(row))}
          onClick={onOpen ? () => onOpen(row) : undefined}
        >
          <div className="money-card__top">
            {place('head').map((f) => (
              <div key={f.key} className="money-card__head">
                <span className="money-card__label">{f.title}</span>
                <span data-field={f.key}>{f.render(row)}</span>
              </div>
            ))}
            {place('badge').map((f) => (
              <div key={f.key} className="money-card__badge">
                <span className="money-card__label">{f.title}</span>
                <span data-field={f.key}>{f.render(row)}</span>
              </div>
            ))}
          </div>
          {place('amount').map((f) => (
            <div key={f.key} className="money-card__amount">
              <span className="money-card__label">{f.title}</span>
              <span className="money-card__figure" data-field={f.key}>
                {f.render(row)}
              </span>
            </div>
          ))}
          {place('line').length > 0 && (
            <dl className="money-card__lines">
              {place('line').map((f) => (
                <div key={f.key}>
                  <dt>{f.title}</dt>
                  <dd data-field={f.key}>{f.render(row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {place('note').map((f) => {
            const v = f.render(row);
            return empty(v) ? null : (
              <p key={f.key} className="money-card__note">
                <span className="money-card__label">{f.title}</span> <span data-field={f.key}>{v}</span>
              </p>
            );
          })}
        </li>
      ))}
    </ul>
  );
}
