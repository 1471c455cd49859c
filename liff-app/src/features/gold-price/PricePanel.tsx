import { useEffect, useState } from 'react';
import type { GoldPriceAnswer } from '@goldshop/api/contract';
import { type changeBadge, goldPriceView, PRICES_PAUSED, type GoldPriceView } from '../../lib/gold-price';
import { useConfigStore } from '../../stores/config';
import { Link } from 'wouter';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import './price.css';

type State = { kind: 'loading' } | { kind: 'network' } | GoldPriceView;

/** Reads `{goldPriceBase}/latest` once. Plain fetch: the base may be another host, which must not get our token. */
async function fetchLatest(): Promise<State> {
  const { goldPriceBase } = await useConfigStore.getState().load();
  try {
    const res = await fetch(`${goldPriceBase.replace(/\/+$/, '')}/latest`, { headers: { accept: 'application/json' } });
    const body = (await res.json()) as GoldPriceAnswer;
    return goldPriceView(body);
  } catch (err) {
    console.error('gold price failed', err);
    return { kind: 'network' };
  }
}

const CHANGE_CLASS = { up: 'change--up', down: 'change--down', zero: 'change--zero', none: 'change--none' } as const;
const CHANGE_ARROW = { up: '▲ ', down: '▼ ', zero: '', none: '' } as const;
const CHANGE_LABEL = { up: 'ราคาขึ้น', down: 'ราคาลง', zero: 'ราคาไม่เปลี่ยนแปลง', none: 'ไม่มีข้อมูลการเปลี่ยนแปลง' } as const;

/** The change badge (docs/product.md "Member app: gold price panel"): green up, red down with the absolute value, grey dash at zero. */
export function ChangeBadge({ change, testId }: { change: ReturnType<typeof changeBadge>; testId?: string }) {
  return (
    <span
      className={`change ${CHANGE_CLASS[change.kind]}`}
      data-testid={testId}
      data-kind={change.kind}
      role="img"
      aria-label={`${CHANGE_LABEL[change.kind]} ${change.kind === 'up' || change.kind === 'down' ? change.text : ''}`.trim()}
    >
      {CHANGE_ARROW[change.kind]}
      {change.text}
    </span>
  );
}

/**
 * Section 3 with its states and messages (docs/product.md "Member app: gold price panel") (docs/product.md "Messages"): the 96.5% bar pair as the the original API's has it, and beside it
 * the ornament pair the shop prices from, compact enough to sit in a phone's first screen. Says when the
 * figures are the last stored ones, or paused by the owner.
 */
export function PricePanel({ more }: { more?: boolean }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let alive = true;
    void fetchLatest().then((s) => alive && setState(s));
    return () => {
      alive = false;
    };
  }, []);

  return (
    <section className="gold card" aria-labelledby="gold-title" data-testid="gold-price">
      <h2 id="gold-title" className="gold__title">
        ราคาทองคำแท่ง 96.5%
      </h2>
      {state.kind === 'loading' && (
        <div className="gold__loading" role="status">
          <Spinner size="small" label={null} /> <span>กำลังโหลดราคาทอง...</span>
        </div>
      )}
      {state.kind === 'network' && <Alert kind="error">เกิดข้อผิดพลาดในการเชื่อมต่อ: โปรดลองอีกครั้งในภายหลัง</Alert>}
      {state.kind === 'error' && <Alert kind="error">{state.message}</Alert>}
      {state.kind === 'empty' && <Alert kind="info">ไม่มีข้อมูลราคาทองล่าสุดในขณะนี้</Alert>}
      {state.kind === 'ok' && (
        <>
          <table className="gold__table">
            <thead>
              <tr>
                <td />
                <th scope="col">ขายออก</th>
                <th scope="col">รับซื้อ</th>
              </tr>
            </thead>
            <tbody>
              <tr className="gold__bar">
                <th scope="row">ทองคำแท่ง</th>
                <td data-testid="gold-sell-out">{state.sellOut}</td>
                <td data-testid="gold-buy-back">{state.buyBack}</td>
              </tr>
              {state.ornament && (
                <tr>
                  <th scope="row">ทองรูปพรรณ</th>
                  <td data-testid="gold-ornament-sell-out">{state.ornament.sellOut}</td>
                  <td data-testid="gold-ornament-buy-back">{state.ornament.buyBack}</td>
                </tr>
              )}
            </tbody>
          </table>
          <p className="gold__unit">บาท ต่อน้ำหนักทอง 1 บาท</p>
          <dl className="gold__meta">
            <div>
              <dt>วันที่</dt>
              <dd data-testid="gold-date">{state.date}</dd>
            </div>
            <div>
              <dt>เวลา</dt>
              <dd data-testid="gold-time">{state.time}</dd>
            </div>
            <div>
              <dt>เปลี่ยนแปลง</dt>
              <dd>
                <ChangeBadge change={state.change} testId="gold-change" />
              </dd>
            </div>
          </dl>
          {state.staleSince && (
            <p className="gold__stale" data-testid="gold-stale">
              {state.staleSince}
            </p>
          )}
          {state.paused && (
            <Alert kind="warning" testId="gold-paused">
              {PRICES_PAUSED}
            </Alert>
          )}
          {more && (
            <Link className="gold__more" href="/gold-price" data-testid="gold-more">
              ดูกราฟ ราคาทุกรอบ ประเมินมูลค่าทอง และตั้งแจ้งเตือน →
            </Link>
          )}
        </>
      )}
    </section>
  );
}
