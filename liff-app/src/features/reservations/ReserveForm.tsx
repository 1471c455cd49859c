import { useState } from 'react';
import { reservationCalls, type Reservation } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { lineActionHeaders } from '../../lib/liff';
import { useApi } from '../../lib/use-api';
import { Button, LinkButton } from '../../ui/Button';
import { pickupWhen, SlotPicker } from '../pickups/PickupPanel';
import { DepositStep } from './DepositStep';
import { depositBaht, depositRuleText } from './deposit-text';
import '../pickups/pickups.css';

const LIVE: readonly Reservation['status'][] = ['pending', 'confirmed'];

/** The verified member's side of 'จองสินค้า': their reservation of this piece, or the form (loaded only for them). */
export default function Reserve({ code, branches }: { code: string; branches: readonly number[] }) {
  const mine = useApi(reservationCalls.mine);
  const terms = useApi(reservationCalls.terms, { query: { code } });
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<{ branchId: number; start: string }>();
  const deposit = terms.data?.deposit ?? 0;
  const held = mine.data?.find((r) => r.code === code && LIVE.includes(r.status));
  if (held) {
    return (
      <section className="money-card pickup" aria-labelledby="reserved-title" data-testid="reservation">
        <h2 id="reserved-title" className="money-subtitle">
          คุณจองสินค้านี้แล้ว
        </h2>
        <dl className="pickup__booked">
          <div>
            <dt>สถานะ</dt>
            <dd data-testid="reservation-status">{held.statusText}</dd>
          </div>
          <div>
            <dt>รับที่</dt>
            <dd>{`สาขา${held.branchName}`}</dd>
          </div>
          <div>
            <dt>วันเวลา</dt>
            <dd>{pickupWhen(held)}</dd>
          </div>
          {held.deposit > 0 && (
            <div>
              <dt>มัดจำ</dt>
              <dd data-testid="reservation-deposit">{`${depositBaht(held.deposit)} (${held.depositText})`}</dd>
            </div>
          )}
        </dl>
        <LinkButton variant="ghost" href="/reservations">
          ดูการจองของฉัน
        </LinkButton>
      </section>
    );
  }
  if (!open) {
    return (
      <Button variant="primary" block onClick={() => setOpen(true)} data-testid="reserve">
        จองสินค้า
      </Button>
    );
  }
  return (
    <section className="money-card pickup" aria-labelledby="reserve-title" data-testid="reserve-form">
      <h2 id="reserve-title" className="money-subtitle">
        จองสินค้า รับที่สาขา
      </h2>
      <p className="pickup__note">
        เลือกสาขาที่มีสินค้าและเวลานัดรับ ร้านเก็บสินค้าไว้ให้
        {terms.data ? ` ถึง ${terms.data.graceHours} ชั่วโมงหลังเวลานัด` : 'ตามเวลานัด'} หากไม่มารับ การจองจะถูกยกเลิกอัตโนมัติ
        {deposit > 0 ? '' : ' ไม่ต้องชำระมัดจำ'}
      </p>
      {/* The deposit and its rule are read before anything is sent (docs/product.md "Reserving a piece"). */}
      {terms.data && deposit > 0 && (
        <p className="pickup__note" data-testid="reserve-deposit">
          <strong>{`มัดจำ ${depositBaht(deposit)}`}</strong> {depositRuleText(terms.data.depositRule)}
        </p>
      )}
      {choice && deposit > 0 ? (
        <DepositStep
          code={code}
          deposit={deposit}
          choice={choice}
          onBack={() => setChoice(undefined)}
          onDone={() => {
            setChoice(undefined);
            setOpen(false);
            mine.reload();
          }}
        />
      ) : (
        <SlotPicker
          onlyBranches={branches}
          submitLabel={deposit > 0 ? 'ถัดไป: ชำระมัดจำ' : 'ยืนยันจองสินค้า'}
          submit={async (branchId, start) => {
            if (deposit > 0) {
              setChoice({ branchId, start });
              return 'เลือกเวลานัดแล้ว กรุณาชำระมัดจำ';
            }
            await api(reservationCalls.reserve, { body: { code, branch_id: branchId, start }, headers: lineActionHeaders() });
            return 'จองสินค้าแล้ว รอร้านยืนยัน';
          }}
          // With a deposit the slot is only chosen here: the form stays open on the deposit's step.
          onDone={() => {
            if (deposit > 0) return;
            setOpen(false);
            mine.reload();
          }}
          onCancel={() => setOpen(false)}
          cancelLabel="ไม่จอง"
        />
      )}
    </section>
  );
}
