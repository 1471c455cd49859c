import type { PriceInUseAnswer } from '@goldshop/api/contract';
import { useSession } from '../../../auth/session';
import { setManualLimit } from '../service';
import { OwnerNumberCard } from './OwnerNumberCard';

/**
 * How far a staff member's price by hand may be from the last trusted price before only the owner may enter
 * it (api/src/areas/gold-price/manual-limit.ts). The owner sets it; staff see it.
 */
export function ManualLimitForm({ answer, onSaved }: { answer: PriceInUseAnswer; onSaved: (next: PriceInUseAnswer) => void }) {
  const owner = useSession().access.canMakeOwnerDecisions;
  return (
    <OwnerNumberCard
      title="ขอบเขตราคาที่พนักงานกรอกเองได้"
      testId="manual-limit"
      style={{ marginTop: 16 }}
      note={
        <>
          ราคาที่พนักงานกรอกต้องต่างจากราคาอ้างอิงล่าสุด (จากระบบหรือเจ้าของร้าน) ไม่เกินกี่เปอร์เซ็นต์ เกินกว่านั้นเจ้าของร้านเท่านั้นที่กรอกได้
          {!owner && ` ตอนนี้ ±${answer.manualLimitPercent}% · เฉพาะเจ้าของร้านแก้ไขได้`}
        </>
      }
      editable={owner}
      setting={{
        name: 'percent',
        value: answer.manualLimitPercent,
        label: 'ไม่เกิน (%)',
        min: 1,
        max: 50,
        precision: 0,
        step: 1,
        required: 'กรุณากรอก 1 ถึง 50',
        submitText: 'บันทึกขอบเขต',
        save: setManualLimit,
        savedText: (v) => `บันทึกขอบเขต ±${v}% แล้ว`,
      }}
      onSaved={onSaved}
    />
  );
}
