import { ProCard } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { PriceInUseAnswer } from '@goldshop/api/contract';
import { useSession } from '../../../auth/session';
import { formatBaht } from '../../../lib/money';
import { setPremium } from '../service';
import { OwnerNumberCard } from './OwnerNumberCard';

/**
 * The ornament premium: what the shop adds per baht-weight to the bar sell-out price when a price has no
 * ornament figures (the public source sometimes has none). Saving answers the new price in use. It moves
 * every product's price: the owner's to change (staff see it).
 */
export function PremiumForm({ answer, onSaved }: { answer: PriceInUseAnswer; onSaved: (next: PriceInUseAnswer) => void }) {
  const owner = useSession().access.canMakeOwnerDecisions;
  if (!owner) {
    return (
      <ProCard title="ส่วนต่างทองรูปพรรณ" bordered headerBordered data-testid="premium">
        <Typography.Paragraph>
          <Typography.Text strong>{formatBaht(answer.ornamentPremium)} ต่อบาททอง</Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="owner-only">
          ราคาทองรูปพรรณ = ราคาขายออกทองคำแท่ง + ส่วนต่างนี้ เมื่อราคาทองไม่มีราคาทองรูปพรรณ · เฉพาะเจ้าของร้านแก้ไขได้
        </Typography.Paragraph>
      </ProCard>
    );
  }
  return (
    <OwnerNumberCard
      title="ส่วนต่างทองรูปพรรณ"
      testId="premium"
      note={
        <>
          ใช้เมื่อราคาทองไม่มีราคาทองรูปพรรณ: ราคาทองรูปพรรณ = ราคาขายออกทองคำแท่ง + ส่วนต่างนี้ (บาท ต่อบาททอง)
          {answer.basis === 'ornament' && ' ตอนนี้ราคาที่ใช้อยู่มีราคาทองรูปพรรณแล้ว ส่วนต่างนี้จึงยังไม่มีผล'}
        </>
      }
      editable
      setting={{
        name: 'ornamentPremium',
        value: answer.ornamentPremium,
        label: 'ส่วนต่าง (บาท ต่อบาททอง)',
        min: 0,
        max: 100_000,
        precision: 2,
        step: 50,
        required: 'กรุณากรอกส่วนต่าง (0 ถ้าไม่มี)',
        submitText: 'บันทึกส่วนต่าง',
        save: setPremium,
        savedText: () => 'บันทึกส่วนต่างทองรูปพรรณแล้ว',
      }}
      onSaved={onSaved}
    />
  );
}
