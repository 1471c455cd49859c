import type { ReactElement } from 'react';
import { DrawerForm, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import {
  PROMPTPAY_TYPE_TEXT,
  promptpayDigits,
  promptpayIdError,
  type ReceiverSettings,
  type ReceiverSettingsAnswer,
} from '@goldshop/api/contract';
import { notifySuccess } from '../../../services/feedback';
import { setReceiver } from '../service';

type Receiver = NonNullable<ReceiverSettingsAnswer['receiver']>;
const TYPES = Object.entries(PROMPTPAY_TYPE_TEXT).map(([value, label]) => ({ value, label }));

/**
 * Sets where members' PromptPay payments go. The id is checked by the same rule as the server's and typed
 * twice: a wrong digit would send every member's money to a stranger.
 */
export function PromptpayForm({
  current,
  trigger,
  onSaved,
}: {
  current: Receiver | null;
  trigger: ReactElement;
  onSaved: (r: Receiver | null) => void;
}) {
  return (
    <DrawerForm<ReceiverSettings & { idConfirm: string }>
      name="promptpay-receiver"
      title="ตั้งค่าพร้อมเพย์ของร้าน"
      trigger={trigger}
      width={480}
      drawerProps={{ destroyOnClose: true, maskClosable: false }}
      initialValues={current ? { type: current.type, id: current.id, idConfirm: current.id, name: current.name } : { type: 'mobile' }}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async ({ idConfirm: _c, ...body }) => {
        try {
          const saved = await setReceiver(body);
          notifySuccess('บันทึกพร้อมเพย์ของร้านแล้ว');
          onSaved(saved.receiver);
          return true;
        } catch {
          return false;
        }
      }}
    >
      <ProFormRadio.Group name="type" label="ประเภท" options={TYPES} rules={[{ required: true, message: 'กรุณาเลือกประเภท' }]} />
      <ProFormText
        name="id"
        label="หมายเลขพร้อมเพย์"
        fieldProps={{ inputMode: 'numeric', maxLength: 20 }}
        dependencies={['type']}
        rules={[
          { required: true, message: 'กรุณากรอกหมายเลขพร้อมเพย์' },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) => {
              const error = v ? promptpayIdError(getFieldValue('type'), v) : undefined;
              return error ? Promise.reject(new Error(error)) : Promise.resolve();
            },
          }),
        ]}
      />
      <ProFormText
        name="idConfirm"
        label="ยืนยันหมายเลขพร้อมเพย์"
        fieldProps={{ inputMode: 'numeric', maxLength: 20 }}
        dependencies={['id']}
        rules={[
          { required: true, message: 'กรุณากรอกหมายเลขพร้อมเพย์อีกครั้ง' },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              v && promptpayDigits(v) === promptpayDigits(getFieldValue('id') ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error('หมายเลขทั้งสองช่องไม่ตรงกัน')),
          }),
        ]}
      />
      <ProFormText
        name="name"
        label="ชื่อบัญชีพร้อมเพย์"
        extra="ชื่อที่แอปธนาคารแสดงให้ผู้โอนเห็น"
        fieldProps={{ maxLength: 100 }}
        rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อบัญชีพร้อมเพย์' }]}
      />
    </DrawerForm>
  );
}
