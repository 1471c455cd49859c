import { useEffect, useState, type FormEvent } from 'react';
import { PAWN_BRANCHES, PAWN_REQUEST_KIND_TEXT, pawnRequestCalls, type PawnContract, type PawnRequest } from '@goldshop/api/contract';
import { api, ApiError } from '../../lib/api';
import { isPositiveAmount, sanitizeAmount } from '../../lib/amount-input';
import { useApi } from '../../lib/use-api';
import { failureContent } from '../../features/money/failure-content';
import { bangkokToday, formatThaiDate } from '../../features/money/format';
import { OK_TEXT, SLIP_REQUIRED_TEXT, SUCCESS_SECONDS } from '../../features/money/messages';
import { moneyCodes } from '../../features/money/money-codes';
import { pickupRange } from '../../features/money/pawn';
import { formData } from '../../features/money/request';
import { useSubmit } from '../../features/money/use-submit';
import { PromptPayCard } from '../../features/payments/PromptPayCard';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field, Select } from '../../ui/Field';
import { PhotoField } from '../../ui/PhotoField';
import { toast } from '../../ui/Toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { refusalField } from '../../ui/form-rules';
import { QuoteLines } from './QuoteLines';

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
 * branch and the day to collect. The server prices it (QuoteLines), the Thai QR is for exactly that amount,
 * the slip goes with it; staff approve, and the shop's e-receipt arrives in LINE.
 */
export function PayPanel({ contract, onSent }: { contract: PawnContract; onSent(request: PawnRequest): void }) {
  const jnId = contract.jn_id;
  const today = bangkokToday();
  const days = pickupRange(today);
  const [kind, setKind] = useState<Kind>('interest');
  const [months, setMonths] = useState<number>();
  const [principal, setPrincipal] = useState('');
  const [branch, setBranch] = useState('');
  const [pickupDate, setPickupDate] = useState(days.min);
  const [proof, setProof] = useState<File>();
  const [errors, setErrors] = useState<Partial<Record<'proof' | 'branch' | 'pickup', string>>>({});
  const { busy, submit, progress, retryable } = useSubmit();

  const typed = useSettled(principal, TYPING_MS);
  const query =
    kind === 'interest' ? { kind, ...(months ? { months } : {}) } : kind === 'principal' ? { kind, principal: typed } : { kind };
  const priced = kind !== 'principal' || isPositiveAmount(typed);
  const q = useApi(priced ? pawnRequestCalls.quote : null, { params: { jn_id: jnId }, query });
  const quote = q.data && q.data.kind === kind && !q.loading ? q.data : undefined;
  const quoteError = q.error instanceof ApiError && !q.loading ? q.error.message : undefined;

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    const found = {
      proof: proof ? undefined : SLIP_REQUIRED_TEXT,
      branch: kind === 'redeem' && !branch ? 'กรุณาเลือกสาขาที่จะรับสินค้า' : undefined,
      pickup:
        kind === 'redeem' && !(pickupDate >= days.min && pickupDate <= days.max)
          ? `เลือกวันที่ ${formatThaiDate(days.min)} ถึง ${formatThaiDate(days.max)}`
          : undefined,
    };
    setErrors(found);
    const wrong = (['branch', 'pickup', 'proof'] as const).find((k) => found[k]);
    if (wrong) return document.getElementById(`pawn-pay-${wrong}`)?.focus();
    if (!quote) return;
    const res = await submit((key, onUploadProgress) =>
      api(
        pawnRequestCalls.request,
        {
          body: formData({
            jn_id: jnId,
            kind,
            months: kind === 'interest' && quote.months ? String(quote.months) : undefined,
            principal: kind === 'principal' ? typed : undefined,
            amount: quote.amount.toFixed(2),
            branch: kind === 'redeem' ? branch : undefined,
            pickup_date: kind === 'redeem' ? pickupDate : undefined,
            proof,
          }),
          headers: { 'Idempotency-Key': key },
        },
        { onUploadProgress },
      ),
    );
    if (!res) return;
    if (res.ok) {
      toast('success', OK_TEXT, SUCCESS_SECONDS);
      setProof(undefined);
      onSent(res.value);
      return;
    }
    console.error('pawn request failed', res.error);
    toast('error', failureContent(res.error));
    if (res.error instanceof ApiError && res.error.code === 'QUOTE_CHANGED') q.reload();
    // The amount is the server's own quote, so a refusal of it or of the picture is about the slip.
    const slip = refusalField<{ proof: File }>(res.error, moneyCodes({ amount: 'proof', photo: 'proof' }));
    if (slip) setErrors({ proof: slip.message });
  };

  return (
    <form id="pawn-pay" className="money-form pawn-pay" onSubmit={send} noValidate>
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
                options={PAWN_BRANCHES.map((b) => ({ value: b, label: `สาขา${b}` }))}
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

      {quote && <PromptPayCard amount={quote.amount.toFixed(2)} purpose="pawn" />}
      <Field id="pawn-pay-proof" label="สลิปการโอนเงิน" error={errors.proof}>
        {(control) => <PhotoField control={control} alt="สลิปการโอนเงิน" value={proof} onChange={setProof} />}
      </Field>
      <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => void send()} />
      <Button type="submit" submit busy={busy} disabled={!quote}>
        {`ยืนยันการชำระ${PAWN_REQUEST_KIND_TEXT[kind]}`}
      </Button>
    </form>
  );
}
