import { useEffect, useState } from 'react';
import {
  branchCalls,
  PAWN_REQUEST_KIND_TEXT,
  pawnRequestCalls,
  type PawnContract,
  type PawnRequest,
  ApiError,
} from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { isPositiveAmount, sanitizeAmount } from '../../lib/amount-input';
import { useApi } from '../../lib/use-api';
import { bangkokToday, formatThaiDate } from '../../features/money/format';
import { pickupRange } from '../../features/money/pawn';
import { formData } from '../../features/money/request';
import { PayPanel as Panel } from '../../features/payments/PayPanel';
import { usePayForm } from '../../features/payments/use-pay-form';
import { Alert } from '../../ui/Alert';
import { Field, Select } from '../../ui/Field';
import { QuoteLines } from './QuoteLines';
import { paymentHeaders } from '../../lib/liff';

type Kind = PawnRequest['kind'];
const KINDS: { kind: Kind; hint: string }[] = [
  { kind: 'interest', hint: 'ชำระดอกเบี้ยแล้วเลื่อนกำหนดชำระออกไป' },
  { kind: 'principal', hint: 'ชำระดอกเบี้ยค้างกับเงินต้นบางส่วน ดอกเบี้ยเดือนต่อไปจะลดลง' },
  { kind: 'redeem', hint: 'ชำระทั้งหมดแล้วนัดรับสินค้าคืนที่สาขา' },
];
/** A typed principal is priced once the member stops typing, not on every key. */
const TYPING_MS = 400;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Paying a contract in the app (docs/decisions.md "Pawn"): ต่อดอก for N months, ลดต้น, or ไถ่ถอน with the
 * branch and the day to collect. The server prices it (QuoteLines); the rest is the one pay panel
 * (features/payments), with the quote as its amount; staff approve, and the shop's e-receipt arrives in LINE.
 */
export function PayPanel({ contract, onSent }: { contract: PawnContract; onSent(request: PawnRequest): void }) {
  const jnId = contract.jn_id;
  const days = pickupRange(bangkokToday());
  const [kind, setKind] = useState<Kind>('interest');
  const [months, setMonths] = useState<number>();
  const [principal, setPrincipal] = useState('');
  const [branch, setBranch] = useState('');
  const [pickupDate, setPickupDate] = useState(days.min);
  const [errors, setErrors] = useState<Partial<Record<'branch' | 'pickup', string>>>({});

  const typed = useSettled(principal, TYPING_MS);
  const query =
    kind === 'interest' ? { kind, ...(months ? { months } : {}) } : kind === 'principal' ? { kind, principal: typed } : { kind };
  const priced = kind !== 'principal' || isPositiveAmount(typed);
  const q = useApi(priced ? pawnRequestCalls.quote : null, { params: { jn_id: jnId }, query });
  // Where the piece can be collected: the branches open to new business that take pickups (branchCalls.list).
  const pickupBranches = (useApi(kind === 'redeem' ? branchCalls.list : null).data ?? []).filter((b) => b.takesPickups);
  const quote = q.data && q.data.kind === kind && !q.loading ? q.data : undefined;
  const quoteError = q.error instanceof ApiError && !q.loading ? q.error.message : undefined;

  const pay = usePayForm<PawnRequest>({
    id: 'pawn-pay',
    fixed: { amount: quote?.amount },
    // The branch and the day come before the slip: the first wrong of them gets the focus.
    hold: () => {
      const found = {
        branch: kind === 'redeem' && !branch ? 'กรุณาเลือกสาขาที่จะรับสินค้า' : undefined,
        pickup:
          kind === 'redeem' && !(pickupDate >= days.min && pickupDate <= days.max)
            ? `เลือกวันที่ ${formatThaiDate(days.min)} ถึง ${formatThaiDate(days.max)}`
            : undefined,
      };
      setErrors(found);
      const wrong = (['branch', 'pickup'] as const).find((k) => found[k]);
      if (wrong) document.getElementById(`pawn-pay-${wrong}`)?.focus();
      return Boolean(wrong);
    },
    send: (v, key, onUploadProgress) =>
      api(
        pawnRequestCalls.request,
        {
          body: formData({
            jn_id: jnId,
            kind,
            months: kind === 'interest' && quote?.months ? String(quote.months) : undefined,
            principal: kind === 'principal' ? typed : undefined,
            amount: v.amount,
            branch_id: kind === 'redeem' ? branch : undefined,
            pickup_date: kind === 'redeem' ? pickupDate : undefined,
            proof: v.proof,
          }),
          headers: paymentHeaders(key),
        },
        { onUploadProgress },
      ),
    what: 'pawn request',
    onSent: (request) => onSent(request),
    onRefused: (error) => {
      if (error instanceof ApiError && error.code === 'QUOTE_CHANGED') q.reload();
    },
  });

  const fields = (
    <>
      <fieldset className="pawn-kinds">
        <legend className="field__label">ต้องการชำระ</legend>
        {KINDS.map((k) => (
          <label key={k.kind} className={`pawn-kind${kind === k.kind ? ' is-active' : ''}`}>
            <input type="radio" name="pawn-kind" value={k.kind} checked={kind === k.kind} onChange={() => setKind(k.kind)} />
            <span className="pawn-kind__name">{PAWN_REQUEST_KIND_TEXT[k.kind]}</span>
            <span className="pawn-kind__hint">{k.hint}</span>
          </label>
        ))}
      </fieldset>

      {kind === 'interest' && quote && (
        <Field id="pawn-pay-months" label="จำนวนเดือน">
          {(control) => (
            <Select
              {...control}
              value={String(quote.months ?? '')}
              onChange={(e) => setMonths(Number(e.target.value))}
              options={quote.extensions.map((x) => ({
                value: String(x.months),
                label: `${x.months} เดือน (กำหนดชำระใหม่ ${formatThaiDate(x.dueDate)})`,
              }))}
            />
          )}
        </Field>
      )}
      {kind === 'principal' && (
        <Field
          id="pawn-pay-principal"
          label="ลดเงินต้น"
          error={quoteError}
          hint={`เงินต้นคงเหลือ ${contract.principal.toLocaleString('en-US', { minimumFractionDigits: 2 })} บาท`}
        >
          {(control) => (
            <span className="input-affix">
              <input
                {...control}
                className="input input--figures"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={principal}
                onChange={(e) => setPrincipal(sanitizeAmount(e.target.value))}
              />
              <span className="input-affix__unit" aria-hidden="true">
                บาท
              </span>
            </span>
          )}
        </Field>
      )}
      {kind === 'redeem' && (
        <div className="pawn-pickup">
          <Field id="pawn-pay-branch" label="สาขาที่จะรับสินค้า" error={errors.branch}>
            {(control) => (
              <Select
                {...control}
                value={branch}
                onChange={(e) => setBranch(e.target.value)}
                placeholder="เลือกสาขา"
                options={pickupBranches.map((b) => ({ value: String(b.id), label: `สาขา${b.name}` }))}
              />
            )}
          </Field>
          <Field id="pawn-pay-pickup" label="วันที่จะรับสินค้า" error={errors.pickup} hint={pickupDate ? formatThaiDate(pickupDate) : undefined}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="date"
                min={days.min}
                max={days.max}
                value={pickupDate}
                onChange={(e) => setPickupDate(e.target.value)}
              />
            )}
          </Field>
        </div>
      )}

      {quoteError && kind !== 'principal' ? (
        <Alert kind="warning" testId="pawn-quote-error">
          {quoteError}
        </Alert>
      ) : quote ? (
        <QuoteLines quote={quote} />
      ) : priced ? (
        <div className="pawn-quote pawn-quote--loading" role="status" aria-busy="true" aria-label="กำลังคำนวณยอด" />
      ) : null}
    </>
  );

  return (
    <Panel
      pay={pay}
      purpose="pawn"
      target={{ jn_id: jnId }}
      formId="pawn-pay"
      before={fields}
      submitText={`ยืนยันการชำระ${PAWN_REQUEST_KIND_TEXT[kind]}`}
      disabled={!quote}
    />
  );
}
