import { useEffect, useState } from 'react';
import { ProCard, ProForm, ProFormDigit } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { AmlSettings } from '@goldshop/api/contract';
import { notifySuccess } from '../../../services/feedback';
import { getAmlSettings, setAmlSettings } from '../service';

/** The rules, each a whole number within the bounds the server also holds. */
const FIELDS: { name: keyof AmlSettings; label: string; min: number; max?: number }[] = [
  { name: 'thresholdBaht', label: 'ยอดต่อรายการที่ต้องตรวจสอบ (บาท)', min: 1 },
  { name: 'nearPercent', label: 'ยอดใกล้เกณฑ์ ตั้งแต่ (% ของเกณฑ์)', min: 50, max: 99 },
  { name: 'nearCount', label: 'จำนวนครั้งใกล้เกณฑ์', min: 2, max: 50 },
  { name: 'windowDays', label: 'ภายใน (วัน)', min: 1, max: 90 },
];

/** The owner's rules: a large movement, and repeated ones just under it within a number of days. */
export function AmlSettingsCard() {
  const [settings, setSettings] = useState<AmlSettings>();
  useEffect(() => {
    getAmlSettings().then(setSettings, () => undefined);
  }, []);
  return (
    <ProCard title="เกณฑ์" bordered headerBordered data-testid="aml-settings">
      {settings && (
        <ProForm<AmlSettings>
          name="aml-settings"
          layout="vertical"
          initialValues={settings}
          submitter={{ searchConfig: { submitText: 'บันทึกเกณฑ์' }, resetButtonProps: false }}
          onFinish={async (values) => {
            try {
              await setAmlSettings(values);
            } catch {
              return false;
            }
            notifySuccess('บันทึกเกณฑ์แล้ว');
            return true;
          }}
        >
          <ProForm.Group>
            {FIELDS.map((f) => (
              <ProFormDigit key={f.name} {...f} width="sm" fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
            ))}
          </ProForm.Group>
        </ProForm>
      )}
      <Typography.Paragraph type="secondary">รายการที่ตรงเกณฑ์จะมีป้ายในคิวของพนักงาน และแสดงในรายการด้านล่าง สมาชิกไม่เห็นป้ายนี้</Typography.Paragraph>
    </ProCard>
  );
}
