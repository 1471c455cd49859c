import { ProCard, ProForm, ProFormDigit } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { PriceInUseAnswer } from '@goldshop/api/contract';
import { useSession } from '../../../auth/session';
import { notifySuccess } from '../../../services/feedback';
import { setBuybackRule } from '../service';

/**
 * What the shop pays for ornaments, as the customers' buy-back estimate shows it: percent below the day's
 * bar buy-back price (default 5 %, the guideline's most for ornaments bought at the same shop). The owner's.
 */
export function BuybackRuleForm({ answer, onSaved }: { answer: PriceInUseAnswer; onSaved: (next: PriceInUseAnswer) => void }) {
  const owner = useSession().access.canMakeOwnerDecisions;
  return (
    <ProCard title="เกณฑ์รับซื้อทองรูปพรรณ" bordered headerBordered data-testid="buyback-rule" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        ราคารับซื้อทองรูปพรรณต่ำกว่าราคารับซื้อทองคำแท่งของวันกี่เปอร์เซ็นต์ (ลูกค้าเห็นในหน้าประเมินราคารับซื้อ)
        {!owner && ` ตอนนี้ ${answer.ornamentBuybackDiscountPercent}% · เฉพาะเจ้าของร้านแก้ไขได้`}
      </Typography.Paragraph>
      {owner && (
        <ProForm<{ discountPercent: number }>
          name="buyback-rule"
          autoFocusFirstInput={false}
          layout="vertical"
          initialValues={{ discountPercent: answer.ornamentBuybackDiscountPercent }}
          submitter={{ searchConfig: { submitText: 'บันทึกเกณฑ์' }, resetButtonProps: false }}
          onFinish={async ({ discountPercent }) => {
            try {
              onSaved(await setBuybackRule(discountPercent));
            } catch {
              return false;
            }
            notifySuccess(`บันทึกเกณฑ์รับซื้อ ${discountPercent}% แล้ว`);
            return true;
          }}
        >
          <ProFormDigit
            name="discountPercent"
            label="ต่ำกว่าราคารับซื้อทองคำแท่ง (%)"
            width="sm"
            min={0}
            max={20}
            fieldProps={{ precision: 2, step: 0.5, style: { width: '100%' } }}
            rules={[{ required: true, message: 'กรุณากรอก 0 ถึง 20' }]}
          />
        </ProForm>
      )}
    </ProCard>
  );
}
