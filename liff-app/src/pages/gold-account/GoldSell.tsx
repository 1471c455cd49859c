import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, goldAccountCalls, PAYOUT_BANKS, PROMPTPAY_BANK, type GoldRequest } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { formatAmount } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Field, Select, TextInput } from '../../ui/Field';

const GRAMS = /^[0-9]{1,7}(?:\.[0-9]{1,4})?$/;
/** Every Thai bank members are paid to, and PromptPay (api/contract/banks.ts: the server accepts only these). */
const BANK_OPTIONS = PAYOUT_BANKS.map((b) => ({ value: b, label: b === PROMPTPAY_BANK ? 'พร้อมเพย์ (เบอร์มือถือหรือเลขบัตรประชาชน)' : b }));

/** Seconds left until `until`, ticking once a second (0 when passed). */
function useSecondsLeft(until: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [until]);
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : 0;
}
const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * Selling grams back (docs/decisions.md "Gold account: selling back"): the grams, the quote at the bar buy-back
 * price with its countdown, and where the shop pays. A quote that moved or ran out comes back as the server's
 * Thai message and a fresh quote; the sale then waits for staff, its grams reserved.
 */
export function GoldSell({ available, grams: preset, onSent }: { available: string; grams?: string; onSent(r: GoldRequest): void }) {
  const verifiedName = useSession((s) => s.verifiedName);
  const [grams, setGrams] = useState(preset ?? '');
  const [bank, setBank] = useState('');
  const [accountName, setAccountName] = useState(verifiedName ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (preset) setGrams(preset);
  }, [preset]);
  const g = grams.trim();
  const valid = GRAMS.test(g) && Number(g) > 0;
  const over = valid && Number(g) > Number(available);
  const quote = useApi(valid && !over ? goldAccountCalls.sellQuote : null, { query: { grams: g } });
  const left = useSecondsLeft(quote.data?.validUntil);
  // A quote that ran out on screen is fetched again, so what is shown is what the shop would pay.
  useEffect(() => {
    if (quote.data && left === 0) quote.reload();
  }, [left, quote]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!quote.data || busy) return;
    if (!bank || !accountName.trim() || !accountNumber.trim()) {
      setMessage('กรุณาเลือกธนาคารและกรอกชื่อบัญชีและเลขที่บัญชีที่รับเงิน');
      return;
    }
    setBusy(true);
    setMessage(undefined);
    try {
      const sent = await api(goldAccountCalls.sell, {
        body: {
          grams: g,
          amount: quote.data.amount,
          validUntil: quote.data.validUntil,
          bank,
          accountName: accountName.trim(),
          accountNumber: accountNumber.trim(),
        },
      });
      setGrams('');
      onSent(sent);
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : 'ส่งคำขอไม่สำเร็จ กรุณาลองใหม่');
      if (err instanceof ApiError && err.status === 409) quote.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form id="gold-sell" className="money-form" onSubmit={submit} noValidate>
      <Field
        id="gold-sell-grams"
        label="จำนวนกรัมที่ขายคืน"
        hint={`ขายได้ไม่เกิน ${available} กรัม`}
        error={g && !valid ? 'กรอกเป็นกรัม ทศนิยมไม่เกิน 4 ตำแหน่ง' : over ? `ขายได้ไม่เกิน ${available} กรัม` : undefined}
      >
        {(control) => <TextInput {...control} inputMode="decimal" value={grams} onChange={(e) => setGrams(e.target.value)} />}
      </Field>
      {quote.data && (
        <p className="gold-quote" data-testid="gold-sell-quote">
          ได้เงิน <strong>{formatAmount(quote.data.amount)} บาท</strong> ที่ราคารับซื้อ {formatAmount(quote.data.price)} บาทต่อบาททองคำ · ราคานี้ยืนอีก{' '}
          <span data-testid="gold-sell-countdown">{clock(left)}</span> นาที
        </p>
      )}
      {quote.failed && quote.error instanceof ApiError && <p className="gold-quote">{quote.error.message}</p>}
      <Field id="gold-sell-bank" label="ธนาคารที่รับเงิน">
        {(control) => (
          <Select
            {...control}
            value={bank}
            onChange={(e) => setBank(e.target.value)}
            placeholder="เลือกธนาคารหรือพร้อมเพย์"
            options={BANK_OPTIONS}
          />
        )}
      </Field>
      <Field id="gold-sell-account-name" label="ชื่อบัญชี">
        {(control) => <TextInput {...control} value={accountName} onChange={(e) => setAccountName(e.target.value)} maxLength={100} />}
      </Field>
      <Field id="gold-sell-account-number" label={bank === PROMPTPAY_BANK ? 'หมายเลขพร้อมเพย์' : 'เลขที่บัญชี'}>
        {(control) => (
          <TextInput
            {...control}
            inputMode="numeric"
            value={accountNumber}
            onChange={(e) => setAccountNumber(e.target.value)}
            maxLength={30}
          />
        )}
      </Field>
      {message && (
        <p className="field__error" role="alert" data-testid="gold-sell-message">
          {message}
        </p>
      )}
      <Button type="submit" block busy={busy} disabled={!quote.data}>
        ยืนยันขายคืน
      </Button>
    </form>
  );
}
