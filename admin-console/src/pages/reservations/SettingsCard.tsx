import { useEffect, useState } from 'react';
import { App, Button, Card, Form, InputNumber, Radio, Space } from 'antd';
import { usePhone } from '../../lib/stacked-columns';
import type { ReservationSettings } from '@goldshop/api/contract';
import { reservationSettings, saveReservationSettings } from './service';

/**
 * The owner's reservation rules (docs/decisions.md "Reservation deposits"): the grace after the slot, the deposit
 * (0: none) and what becomes of it when the piece is not collected. Staff read them; only the owner saves (the
 * server decides). A change holds for reservations made after it: each keeps the rule shown when it was made.
 */
export function SettingsCard({ owner }: { owner: boolean }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReservationSettings>();
  const [saving, setSaving] = useState(false);
  // On a phone the fields stack: inline, the longer labels push their inputs past the card.
  const phone = usePhone();
  useEffect(() => {
    void reservationSettings().then((s) => form.setFieldsValue(s));
  }, [form]);
  const save = async (v: ReservationSettings) => {
    setSaving(true);
    try {
      form.setFieldsValue(await saveReservationSettings(v));
      message.success('บันทึกเงื่อนไขการจองแล้ว');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card size="small" title="เงื่อนไขการจอง (เจ้าของร้าน)" data-testid="reservation-settings">
      <Form form={form} layout={phone ? 'vertical' : 'inline'} onFinish={save} disabled={!owner} name="reservation-settings">
        <Form.Item label="เก็บสินค้าไว้หลังเวลานัด (ชั่วโมง)" name="graceHours" rules={[{ required: true }]}>
          <InputNumber min={0} max={720} precision={0} />
        </Form.Item>
        <Form.Item label="มัดจำ (บาท, 0 = ไม่เก็บ)" name="deposit" rules={[{ required: true }]} extra="ไม่เกินราคาสินค้าชิ้นนั้น">
          <InputNumber min={0} max={100_000} precision={2} />
        </Form.Item>
        <Form.Item label="ถ้าไม่มารับ" name="depositRule" rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 'refund', label: 'คืนมัดจำ' },
              { value: 'keep', label: 'ริบมัดจำ' },
            ]}
          />
        </Form.Item>
        {owner && (
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              บันทึก
            </Button>
          </Space>
        )}
      </Form>
    </Card>
  );
}
