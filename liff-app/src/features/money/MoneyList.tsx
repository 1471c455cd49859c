import { Suspense, useEffect, useRef, useState, type ComponentType, type Key, type ReactNode } from 'react';
import { Pager } from '../../components/Pager';
import { SkeletonLines } from '../../components/SkeletonLines';
import { withAntd } from '../../components/with-antd';
import { pageCount } from '../../lib/pager';
import { useMediaQuery, WIDE_QUERY } from '../../lib/use-media-query';
import { EMPTY_TEXT } from './messages';
import './money-list.css';

/**
 * One field of a money row: a column on wide screens, a labelled line of a card on phones. `title` is the
 * SPEC's column word, so the same word labels the field in both.
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
  /** false: a card line only (e.g. the kind of a row every table row shares); the table has no column for it. */
  column?: boolean;
  /** Wide screens: kept in view while the other columns scroll. */
  fixed?: 'left';
  className?: string;
}

export interface MoneyListProps<T> {
  testId: string;
  /** What the list is, for screen readers ('รายการขายฝาก'). */
  label: string;
  rows: readonly T[];
  rowKey(row: T): Key;
  fields: MoneyField<T>[];
  /** SPEC §9's page size of this list. */
  pageSize: number;
  loading?: boolean;
  size?: 'small' | 'middle';
  /** The row opens something (the pawn contract's detail): a tap on the row or card. */
  onOpen?(row: T): void;
  /** A class for the row and the card: 'is-overdue', 'is-rejected', 'is-pending'. */
  tone?(row: T): string | undefined;
}

/**
 * A list of money rows that never scrolls sideways on a phone: a table from 768 px, stacked cards below
 * (date and status on top, the amount large, the other fields labelled, a rejection's reason in full).
 */
export function MoneyList<T>(props: MoneyListProps<T>) {
  const wide = useMediaQuery(WIDE_QUERY);
  if (!wide) return <MoneyCards {...props} />;
  return (
    <Suspense fallback={<ListSkeleton testId={props.testId} />}>
      <MoneyTable {...(props as MoneyListProps<unknown>)} />
    </Suspense>
  );
}

// antd's Table (with its pagination, select and dropdown) is the largest part of antd these screens use:
// a phone, which shows cards, never downloads it.
// With the antd root (theme, Thai locale): /repurchase's list is plain and has none of its own.
const MoneyTable = withAntd(() => import('./MoneyTable').then((m) => m.default as ComponentType<MoneyListProps<unknown>>));

/** Rows on their way: grey bars where the cards will be (plain, so a list never waits for antd). */
function ListSkeleton({ testId }: { testId: string }) {
  return <SkeletonLines widths={[100, 100, 60]} className="money-skeleton" testId={testId} />;
}

/** No value to show (no note, no date): a card leaves the line out, the table shows '-'. */
export const empty = (v: ReactNode) => v === null || v === undefined || v === false || v === '';

function MoneyCards<T>({ testId, label, rows, rowKey, fields, pageSize, loading, onOpen, tone }: MoneyListProps<T>) {
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  // A new list (a search, a reload) starts on its first page.
  useEffect(() => setPage(1), [rows]);
  const current = Math.min(page, pageCount(rows.length, pageSize));
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);
  const place = (where: MoneyField<T>['card']) => fields.filter((f) => (f.card ?? 'line') === where);

  if (loading && rows.length === 0) return <ListSkeleton testId={testId} />;
  return (
    <div data-testid={testId} ref={top} className="money-cards-wrap">
      {rows.length === 0 ? (
        <p className="money-cards__empty">{EMPTY_TEXT}</p>
      ) : (
        <ul className="money-cards" aria-label={label}>
          {shown.map((row) => (
            <li
              key={rowKey(row)}
              data-row=""
              className={['money-card', onOpen ? 'money-card--open' : '', tone?.(row) ?? ''].join(' ').trim()}
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
                  <span className="money-card__figure" data-field={f.key}>{f.render(row)}</span>
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
      )}
      <Pager
        className="money-cards__pager"
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
