import type { PriceInUseAnswer } from '@goldshop/api/contract';
import { useSession } from '../../../auth/session';
import { setBuybackRule } from '../service';
import { OwnerNumberCard } from './OwnerNumberCard';

/**
 * What the shop pays for ornaments, as the customers' buy-back estimate shows it: percent below the day's
 * bar buy-back price (default 5 %, the guideline's most for ornaments bought at the same shop). The owner's.
 */
export function BuybackRuleForm({ answer, onSaved }: { answer: PriceInUseAnswer; onSaved: (next: PriceInUseAnswer) => void }) {
  const owner = useSession().access.canMakeOwnerDecisions;
  return (
    <OwnerNumberCard
      title="เกณฑ์รับซื้อทองรูปพรรณ"
      testId="buyback-rule"
      style={{ marginTop: 16 }}
      note={
        <>
          ราคารับซื้อทองรูปพรรณต่ำกว่าราคารับซื้อทองคำแท่งของวันกี่เปอร์เซ็นต์ (ลูกค้าเห็นในหน้าประเมินราคารับซื้อ)
          {!owner && ` ตอนนี้ ${answer.ornamentBuybackDiscountPercent}% · เฉพาะเจ้าของร้านแก้ไขได้`}
        </>
      }
      editable={owner}
      setting={{
        name: 'discountPercent',
        value: answer.ornamentBuybackDiscountPercent,
        label: 'ต่ำกว่าราคารับซื้อทองคำแท่ง (%)',
        min: 0,
        max: 20,
        precision: 2,
        step: 0.5,
        required: 'กรุณากรอก 0 ถึง 20',
        submitText: 'บันทึกเกณฑ์',
        save: setBuybackRule,
        savedText: (v) => `บันทึกเกณฑ์รับซื้อ ${v}% แล้ว`,
      }}
      onSaved={onSaved}
    />
  );
}
