import { ProCard, ProForm, ProFormDigit } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { PriceInUseAnswer } from '@goldshop/api/contract';
import { useSession } from '../../../auth/session';
import { notifySuccess } from '../../../services/feedback';
import { setManualLimit } from '../service';

/**
 * How far a staff member's price by hand may be from the last trusted price before only the owner may enter
 * it (api/src/areas/gold-price/manual-limit.ts). The owner sets it; staff see it.
 */
export function ManualLimitForm({ answer, onSaved }: { answer: PriceInUseAnswer; onSaved: (next: PriceInUseAnswer) => void }) {
  const owner = useSession().access.canMakeOwnerDecisions;
  return (
    <ProCard title="ขอบเขตราคาที่พนักงานกรอกเองได้" bordered headerBordered data-testid="manual-limit" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        ราคาที่พนักงานกรอกต้องต่างจากราคาอ้างอิงล่าสุด (จากระบบหรือเจ้าของร้าน) ไม่เกินกี่เปอร์เซ็นต์ เกินกว่านั้นเจ้าของร้านเท่านั้นที่กรอกได้
        {!owner && ` ตอนนี้ ±${answer.manualLimitPercent}% · เฉพาะเจ้าของร้านแก้ไขได้`}
      </Typography.Paragraph>
      {owner && (
        <ProForm<{ percent: number }>
          name="manual-limit"
          autoFocusFirstInput={false}
          layout="vertical"
          initialValues={{ percent: answer.manualLimitPercent }}
          submitter={{ searchConfig: { submitText: 'บันทึกขอบเขต' }, resetButtonProps: false }}
          onFinish={async ({ percent }) => {
            try {
              onSaved(await setManualLimit(percent));
            } catch {
              return false;
            }
            notifySuccess(`บันทึกขอบเขต ±${percent}% แล้ว`);
            return true;
          }}
        >
          <ProFormDigit
            name="percent"
            label="ไม่เกิน (%)"
            width="sm"
            min={1}
            max={50}
            fieldProps={{ precision: 0, step: 1, style: { width: '100%' } }}
            rules={[{ required: true, message: 'กรุณากรอก 1 ถึง 50' }]}
          />
        </ProForm>
      )}
    </ProCard>
  );
}
