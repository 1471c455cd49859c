import { depositBaht, depositRuleText } from '../../features/reservations/deposit-text';
import { useState } from 'react';
import { Link } from 'wouter';
import { ApiError, reservationCalls, type Reservation } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { formatThaiDate } from '../../features/money/format';
import { pickupWhen } from '../../features/pickups/PickupPanel';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { toast } from '../../ui/Toast';
import '../../features/money/money.css';
import '../../features/pickups/pickups.css';

const LIVE: readonly Reservation['status'][] = ['pending', 'confirmed'];

/** /reservations (docs/product.md "Reserving a piece"): the member's reservations, live ones first, each cancellable before its slot. */
export default function Reservations() {
  const mine = useApi(reservationCalls.mine);
  if (mine.loading && !mine.data) return <PageSpinner />;
  const list = mine.data ?? [];
  return (
    <main className="page money-page" data-testid="reservations">
      <h1 className="money-title">การจองสินค้าของฉัน</h1>
      {list.length === 0 ? (
        <p>
          ยังไม่มีการจอง เลือกสินค้าที่ <Link href="/shop">สินค้าของร้าน</Link>
        </p>
      ) : (
        list.map((r) => <Row key={r.id} r={r} onChange={mine.reload} />)
      )}
    </main>
  );
}

function Row({ r, onChange }: { r: Reservation; onChange(): void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const live = LIVE.includes(r.status);
  const cancel = async () => {
    setBusy(true);
    try {
      await api(reservationCalls.cancel, { params: { id: r.id } });
      toast('success', 'ยกเลิกการจองแล้ว');
      onChange();
    } catch (e) {
      toast('error', e instanceof ApiError ? e.message : 'ยกเลิกไม่สำเร็จ กรุณาลองใหม่');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <section className="money-card pickup" data-testid="reservation-row">
      <h2 className="money-subtitle">
        <Link href={`/shop/${encodeURIComponent(r.code)}`}>{r.name}</Link> <span className="muted">({r.code})</span>
      </h2>
      <dl className="pickup__booked">
        <div>
          <dt>สถานะ</dt>
          <dd>{r.statusText}</dd>
        </div>
        <div>
          <dt>รับที่</dt>
          <dd>{`สาขา${r.branchName}`}</dd>
        </div>
        <div>
          <dt>วันเวลา</dt>
          <dd>{pickupWhen(r)}</dd>
        </div>
        {r.reason && (
          <div>
            <dt>เหตุผล</dt>
            <dd>{r.reason}</dd>
          </div>
        )}
        {r.deposit > 0 && (
          <div>
            <dt>มัดจำ</dt>
            <dd data-testid="reservation-deposit">{`${depositBaht(r.deposit)} · ${r.depositText}`}</dd>
          </div>
        )}
      </dl>
      {live && r.deposit > 0 && <p className="pickup__note">{depositRuleText(r.depositRule)}</p>}
      {live && <p className="pickup__note">ร้านเก็บสินค้าไว้ให้ถึง {formatThaiDate(r.holdUntil, true)} น. กรุณานำบัตรประชาชนมาด้วย</p>}
      {live &&
        (asking ? (
          <div className="pickup__actions">
            <Button variant="primary" busy={busy} onClick={cancel}>
              ยืนยันยกเลิกการจอง
            </Button>
            <Button variant="outline" onClick={() => setAsking(false)}>
              ไม่ยกเลิก
            </Button>
          </div>
        ) : (
          <div className="pickup__actions">
            <Button variant="ghost" onClick={() => setAsking(true)}>
              ยกเลิกการจอง
            </Button>
          </div>
        ))}
    </section>
  );
}
