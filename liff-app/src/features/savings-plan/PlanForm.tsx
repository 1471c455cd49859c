import { useState, type FormEvent } from 'react';
import { ApiError, savingsPlanCalls, type SavingsPlan, type SavingsPlanBody } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { lineActionHeaders } from '../../lib/liff';
import { formatAmount } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { formatThaiDate } from '../money/format';
import { Button } from '../../ui/Button';
import { Field, TextInput } from '../../ui/Field';

type Account = SavingsPlanBody['account'];
const ACCOUNT_TEXT: Record<Account, string> = { saving: 'ออมทองประเภทที่ 1', gold: 'ออมทองเป็นน้ำหนัก' };

/**
 * The monthly plan (docs/decisions.md "Monthly savings plan"), on the page of the account it pays into: the amount,
 * the day, for the gold account a goal in grams with its progress, skipping the next reminder, ending it. One plan
 * per member: a plan for the other account is named, and saving here replaces it. The shop reminds on the day
 * with the QR for the amount; the member pays.
 */
export function PlanForm({ account }: { account: Account }) {
  const plan = useApi(savingsPlanCalls.get);
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState('');
  const [goal, setGoal] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const p = plan.data;
  const id = `${account}-plan`;

  const call = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await run();
      plan.reload();
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : 'บันทึกไม่สำเร็จ กรุณาลองใหม่');
    } finally {
      setBusy(false);
    }
  };
  // Set in the LINE MINI App, the plan's reminders may come as service messages (lib/liff.ts lineActionHeaders).
  const put = (body: SavingsPlanBody) => call(() => api(savingsPlanCalls.put, { body, headers: lineActionHeaders() }));
  const save = (e: FormEvent) => {
    e.preventDefault();
    const body: SavingsPlanBody = {
      account,
      amount: Number(amount),
      day: Number(day),
      ...(account === 'gold' && goal.trim() ? { goalGrams: goal.trim() } : {}),
    };
    if (!(body.amount > 0) || !Number.isInteger(body.day) || body.day < 1 || body.day > 31) {
      setMessage('กรุณากรอกจำนวนเงินและวันที่ 1–31');
      return;
    }
    void put(body);
  };
  const skip = (q: SavingsPlan) =>
    void put({
      account: q.account,
      amount: q.amount,
      day: q.day,
      goalGrams: q.goalGrams,
      goalDate: q.goalDate,
      skipMonth: q.nextDate.slice(0, 7),
    });

  return (
    <div data-testid={id}>
      {p && p.account !== account && (
        <p data-testid={`${id}-other`}>
          ตอนนี้แผนของคุณออมเข้า{ACCOUNT_TEXT[p.account]} เดือนละ {formatAmount(p.amount)} บาท ตั้งแผนที่นี่จะแทนแผนเดิม
        </p>
      )}
      {p && p.account === account && (
        <>
          <p data-testid={`${id}-now`}>
            ออมทุกวันที่ {p.day} ของเดือน เดือนละ {formatAmount(p.amount)} บาท · แจ้งเตือนครั้งถัดไป {formatThaiDate(p.nextDate)}
          </p>
          {p.progress && p.goalGrams && (
            <>
              <p>
                เป้าหมาย {p.goalGrams} กรัม{p.goalDate && ` ภายใน ${formatThaiDate(p.goalDate)}`} · มีแล้ว {p.progress.grams} กรัม (
                {p.progress.percent}%)
              </p>
              <progress max={100} value={p.progress.percent} aria-label="ความคืบหน้าของเป้าหมาย" style={{ width: '100%' }} />
            </>
          )}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
            <Button variant="outline" busy={busy} onClick={() => skip(p)}>
              ข้ามเดือนนี้
            </Button>
            <Button variant="ghost" busy={busy} onClick={() => void call(() => api(savingsPlanCalls.remove))}>
              ยกเลิกแผน
            </Button>
          </div>
        </>
      )}
      <form className="money-form" onSubmit={save} noValidate>
        <Field id={`${id}-amount`} label="จำนวนเงินต่อเดือน (บาท)">
          {(control) => <TextInput {...control} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </Field>
        <Field id={`${id}-day`} label="วันที่ของเดือน (1–31)" hint="วันที่ 29–31 ในเดือนที่สั้นกว่า แจ้งเตือนวันสุดท้ายของเดือน">
          {(control) => <TextInput {...control} inputMode="numeric" value={day} onChange={(e) => setDay(e.target.value)} />}
        </Field>
        {account === 'gold' && (
          <Field id={`${id}-goal`} label="เป้าหมาย (กรัม)" optional>
            {(control) => <TextInput {...control} inputMode="decimal" value={goal} onChange={(e) => setGoal(e.target.value)} />}
          </Field>
        )}
        {message && (
          <p className="field__error" role="alert">
            {message}
          </p>
        )}
        <Button type="submit" block busy={busy}>
          {p?.account === account ? 'บันทึกแผนใหม่' : 'ตั้งแผนออมรายเดือน'}
        </Button>
      </form>
    </div>
  );
}
