import { useState, type FormEvent } from 'react';
import { buybackUnits, goldPriceCalls, type BuybackAnswer, type BuybackKind, type BuybackUnit, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { groupedNumber } from '../../lib/format';
import { thaiDateTime } from '../../lib/thai-date';
import { Box } from '../../ui/Box';
import { Button } from '../../ui/Button';
import { Field, RadioGroup, Select, TextInput } from '../../ui/Field';

const KINDS = [
  { value: 'ornament', label: 'ทองรูปพรรณ' },
  { value: 'bar', label: 'ทองคำแท่ง' },
] as const;
const WEIGHT = /^(?:\d{1,6})(?:\.\d{1,4})?$/;

/** The rule an estimate used, in words the customer can check against the panel. */
function ruleText(a: BuybackAnswer): string {
  const r = a.rule;
  const at = thaiDateTime(r.priceAt);
  const base = `ราคารับซื้อทองคำแท่ง ${groupedNumber(r.barBuyback, 2)} บาท${at ? ` (${at.date} ${at.time.slice(0, 5)} น.)` : ''}`;
  return r.kind === 'bar'
    ? `ทองคำแท่ง: ตาม${base} น้ำหนัก 1 บาท = ${r.gramsPerBaht} กรัม`
    : `ทองรูปพรรณ: ต่ำกว่า${base} ${groupedNumber(r.discountPercent, 2)}% เป็น ${groupedNumber(r.perBaht, 2)} บาทต่อบาททอง น้ำหนัก 1 บาท = ${r.gramsPerBaht} กรัม`;
}

/** What the shop would pay for a piece: weight and kind give today's estimate, with the rule it used. */
export function BuybackEstimator() {
  const [weight, setWeight] = useState('1');
  const [unit, setUnit] = useState<BuybackUnit>('บาท');
  const [kind, setKind] = useState<BuybackKind>('ornament');
  const [answer, setAnswer] = useState<BuybackAnswer>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const w = weight.trim();
    if (!WEIGHT.test(w) || Number(w) <= 0) {
      setError('กรุณากรอกน้ำหนักเป็นตัวเลขมากกว่า 0 (ทศนิยมไม่เกิน 4 ตำแหน่ง)');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setAnswer(await api(goldPriceCalls.buyback, { query: { weight: Number(w), unit, kind } }));
    } catch (err) {
      setAnswer(undefined);
      setError(err instanceof ApiError ? err.message : 'เกิดข้อผิดพลาดในการเชื่อมต่อ: โปรดลองอีกครั้งในภายหลัง');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box title="ประเมินราคารับซื้อทองของคุณ" id="buyback" testId="buyback">
      <form onSubmit={submit} noValidate className="buyback__form">
        <RadioGroup
          id="buyback-kind"
          label="ชนิดทอง"
          name="buyback-kind"
          segmented
          options={KINDS}
          value={kind}
          onChange={(v) => setKind(v as BuybackKind)}
        />
        <div className="buyback__weight">
          <Field id="buyback-weight" label="น้ำหนัก" error={error}>
            {(control) => (
              <TextInput {...control} inputMode="decimal" autoComplete="off" value={weight} onChange={(e) => setWeight(e.target.value)} />
            )}
          </Field>
          <Field id="buyback-unit" label="หน่วย">
            {(control) => (
              <Select
                {...control}
                options={buybackUnits.map((u) => ({ value: u, label: u }))}
                value={unit}
                onChange={(e) => setUnit(e.target.value as BuybackUnit)}
              />
            )}
          </Field>
        </div>
        <Button type="submit" submit busy={busy}>
          ประเมินราคา
        </Button>
      </form>
      {answer && (
        <div className="buyback__result" role="status" data-testid="buyback-result">
          <p className="buyback__amount">
            ประมาณ <strong data-testid="buyback-amount">{groupedNumber(answer.amount)}</strong> บาท
          </p>
          <p className="buyback__rule" data-testid="buyback-rule">
            {ruleText(answer)}
          </p>
          <p className="buyback__note">เป็นราคาประเมินเท่านั้น ราคาจริงขึ้นกับการตรวจทองที่ร้าน</p>
        </div>
      )}
    </Box>
  );
}
