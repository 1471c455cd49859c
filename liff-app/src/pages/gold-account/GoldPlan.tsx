import { useState, type FormEvent } from 'react';
import { ApiError, savingsPlanCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { lineActionHeaders } from '../../lib/liff';
import { formatAmount } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { formatThaiDate } from '../../features/money/format';
import { Button } from '../../ui/Button';
import { Field, TextInput } from '../../ui/Field';

/**
 * The monthly plan for the gold account (docs/decisions.md "Monthly savings plan"): the amount, the day, a goal
 * in grams with its progress, skipping the next reminder, ending it. The shop reminds on the day; the member pays.
 */
export function GoldPlan() {
  const plan = useApi(savingsPlanCalls.get);
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState('');
  const [goal, setGoal] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const p = plan.data;

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
  const save = (e: FormEvent) => {
    e.preventDefault();
    const body = { account: 'gold' as const, amount: Number(amount), day: Number(day), ...(goal.trim() ? { goalGrams: goal.trim() } : {}) };
    if (!(body.amount > 0) || !Number.isInteger(body.day) || body.day < 1 || body.day > 31) {
      setMessage('กรุณากรอกจำนวนเงินและวันที่ 1–31');
      return;
    }
    void call(() => api(savingsPlanCalls.put, { body, headers: lineActionHeaders() }));
  };

  return (
    <div data-testid="gold-plan">
      {p && p.account === 'gold' && (
        <>
          <p>
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
          <Button
            variant="outline"
            busy={busy}
            onClick={() =>
              void call(() =>
                api(savingsPlanCalls.put, {
                  body: {
                    account: 'gold',
                    amount: p.amount,
                    day: p.day,
                    goalGrams: p.goalGrams,
                    goalDate: p.goalDate,
                    skipMonth: p.nextDate.slice(0, 7),
                  },
                }),
              )
            }
          >
            ข้ามเดือนนี้
          </Button>{' '}
          <Button variant="ghost" busy={busy} onClick={() => void call(() => api(savingsPlanCalls.remove))}>
            ยกเลิกแผน
          </Button>
        </>
      )}
      <form className="money-form" onSubmit={save} noValidate>
        <Field id="gold-plan-amount" label="จำนวนเงินต่อเดือน (บาท)">
          {(control) => <TextInput {...control} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </Field>
        <Field id="gold-plan-day" label="วันที่ของเดือน (1–31)" hint="วันที่ 29–31 ในเดือนที่สั้นกว่า แจ้งเตือนวันสุดท้ายของเดือน">
          {(control) => <TextInput {...control} inputMode="numeric" value={day} onChange={(e) => setDay(e.target.value)} />}
        </Field>
        <Field id="gold-plan-goal" label="เป้าหมาย (กรัม)" optional>
          {(control) => <TextInput {...control} inputMode="decimal" value={goal} onChange={(e) => setGoal(e.target.value)} />}
        </Field>
        {message && (
          <p className="field__error" role="alert">
            {message}
          </p>
        )}
        <Button type="submit" block busy={busy}>
          {p ? 'บันทึกแผนใหม่' : 'ตั้งแผนออมรายเดือน'}
        </Button>
      </form>
    </div>
  );
}
