import type { ReactElement } from 'react';
import { DrawerForm, ProForm, ProFormText } from '@ant-design/pro-components';
import { imageSrc, THAI_BANKS, type BankAccount } from '@goldshop/api/contract';
import { ImagePicker } from '../../../components/ImagePicker';
import { notifySuccess } from '../../../services/feedback';
import { updateAccount, type BankInput } from '../service';

/** Suggestions for the bank's name: the Bank of Thailand's list members pay from (api/contract/banks.ts). */
const BANK_NAMES = THAI_BANKS.filter((b) => b.payout).map((b) => b.fullName);

/** Edits the account members transfer to. Its number is checked twice: a wrong digit sends money astray. */
export function BankForm({
  account,
  trigger,
  onSaved,
}: {
  account: BankAccount;
  trigger: ReactElement;
  onSaved: (a: BankAccount) => void;
}) {
  return (
    <DrawerForm<BankInput & { acc_no_confirm: string }>
      name="bank-account"
      title="แก้ไขบัญชีธนาคาร"
      trigger={trigger}
      width={480}
      drawerProps={{ destroyOnClose: true, maskClosable: false }}
      initialValues={{ bank: account.bank, acc_name: account.acc_name, acc_no: account.acc_no, acc_no_confirm: account.acc_no }}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async ({ acc_no_confirm: _confirm, ...values }) => {
        let saved: BankAccount;
        try {
          saved = await updateAccount(account.id, values);
        } catch {
          return false;
        }
        notifySuccess('บันทึกบัญชีธนาคารแล้ว');
        onSaved(saved);
        return true;
      }}
    >
      <ProFormText
        name="bank"
        label="ธนาคาร"
        fieldProps={{ maxLength: 100, list: 'thai-banks' }}
        rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อธนาคาร' }]}
      />
      <datalist id="thai-banks">
        {BANK_NAMES.map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      <ProFormText
        name="acc_name"
        label="ชื่อบัญชี"
        fieldProps={{ maxLength: 200 }}
        rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อบัญชี' }]}
      />
      <ProFormText
        name="acc_no"
        label="เลขที่บัญชี"
        fieldProps={{ inputMode: 'numeric', maxLength: 20 }}
        rules={[
          { required: true, message: 'กรุณากรอกเลขที่บัญชี' },
          { pattern: /^[0-9-]{6,20}$/, message: 'เลขที่บัญชีเป็นตัวเลข (ใส่ขีดได้) 6–20 ตัว' },
        ]}
      />
      <ProFormText
        name="acc_no_confirm"
        label="ยืนยันเลขที่บัญชี"
        fieldProps={{ inputMode: 'numeric', maxLength: 20 }}
        dependencies={['acc_no']}
        rules={[
          { required: true, message: 'กรุณากรอกเลขที่บัญชีอีกครั้ง' },
          ({ getFieldValue }) => ({
            validator: (_, v) => (v === getFieldValue('acc_no') ? Promise.resolve() : Promise.reject(new Error('เลขที่บัญชีทั้งสองช่องไม่ตรงกัน'))),
          }),
        ]}
      />
      <ProForm.Item name="bank_logo" label="โลโก้ธนาคาร" extra="เว้นไว้หากไม่ต้องการเปลี่ยน">
        <ImagePicker current={imageSrc(account.bank_logo)} label="โลโก้ธนาคาร" height={96} />
      </ProForm.Item>
    </DrawerForm>
  );
}
