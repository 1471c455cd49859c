import { useEffect, useState } from 'react';
import type { GoldPriceAnswer } from '@goldshop/api/contract';
import { goldPriceView, type GoldPriceView } from '../../lib/gold-price';
import { useConfigStore } from '../../stores/config';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';

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

/** SPEC §2 section 3: the 96.5% gold bar price with its §4 states and §8 messages. */
export function GoldPricePanel() {
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
      <h2 id="gold-title" className="gold__title">ราคาทองคำแท่ง 96.5%</h2>
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
          <div className="gold__prices">
            <div className="gold__price">
              <span className="gold__label">ขายออก</span>
              <span className="gold__value" data-testid="gold-sell-out">{state.sellOut}</span>
              <span className="gold__unit">บาท</span>
            </div>
            <div className="gold__price">
              <span className="gold__label">รับซื้อ</span>
              <span className="gold__value" data-testid="gold-buy-back">{state.buyBack}</span>
              <span className="gold__unit">บาท</span>
            </div>
          </div>
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
                <span className={`change ${CHANGE_CLASS[state.change.kind]}`} data-testid="gold-change" data-kind={state.change.kind} aria-label={`${CHANGE_LABEL[state.change.kind]} ${state.change.kind === 'up' || state.change.kind === 'down' ? state.change.text : ''}`.trim()}>
                  {CHANGE_ARROW[state.change.kind]}
                  {state.change.text}
                </span>
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
