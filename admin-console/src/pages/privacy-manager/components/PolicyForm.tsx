import type { ReactElement } from 'react';
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import type { Policy, PolicyUpdate } from '@goldshop/api/contract';
import { notifySuccess } from '../../../services/feedback';
import { addPolicy, updatePolicy, type SavingType } from '../service';

/** Adds (no `policy`) or edits one rule of the savings terms. */
export function PolicyForm({
  type,
  policy,
  trigger,
  onSaved,
}: {
  type: SavingType;
  policy?: Policy;
  trigger: ReactElement;
  onSaved: () => void;
}) {
  return (
    <ModalForm<PolicyUpdate>
      name={policy ? `policy-${policy.id}` : `policy-new-${type}`}
      title={policy ? 'แก้ไขเงื่อนไข' : `เพิ่มเงื่อนไขออมทองประเภทที่ ${type}`}
      trigger={trigger}
      width={640}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      initialValues={{ rules: policy?.rules ?? '' }}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async ({ rules }) => {
        try {
          if (policy) await updatePolicy(type, policy.id, { rules });
          else await addPolicy(type, { rules });
        } catch {
          return false;
        }
        notifySuccess(policy ? 'บันทึกการแก้ไขเงื่อนไขแล้ว' : 'เพิ่มเงื่อนไขแล้ว');
        onSaved();
        return true;
      }}
    >
      <ProFormTextArea
        name="rules"
        label="ข้อความเงื่อนไข"
        placeholder="เช่น ออมขั้นต่ำครั้งละ 100 บาท"
        rules={[{ required: true, whitespace: true, message: 'กรุณากรอกข้อความเงื่อนไข' }]}
        fieldProps={{ maxLength: 5000, showCount: true, autoSize: { minRows: 4, maxRows: 12 } }}
      />
    </ModalForm>
  );
}
