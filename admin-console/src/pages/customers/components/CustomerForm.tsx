import type { ReactElement } from 'react';
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { AdminCustomer, CustomerUpdateBody } from '@goldshop/api/contract';
import { notifySuccess } from '../../../services/feedback';
import { updateCustomer } from '../service';

/** Edits a customer's contact data (the national ID is fixed: it is who the customer is). */
export function CustomerForm({ customer, trigger, onSaved }: { customer: AdminCustomer; trigger: ReactElement; onSaved: () => void }) {
  return (
    <ModalForm<CustomerUpdateBody>
      name={`customer-${customer.id}`}
      title={`แก้ไขข้อมูลติดต่อ ${customer.name}`}
      trigger={trigger}
      width={560}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      initialValues={{ name: customer.name, tel: customer.tel, address: customer.address, email: customer.email ?? '' }}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async (v) => {
        try {
          await updateCustomer(customer.id, {
            name: v.name.trim(),
            tel: v.tel.trim(),
            address: v.address.trim(),
            email: v.email?.trim() || null,
          });
        } catch {
          return false;
        }
        notifySuccess('บันทึกข้อมูลลูกค้าแล้ว');
        onSaved();
        return true;
      }}
    >
      <ProFormText
        name="name"
        label="ชื่อ-นามสกุล"
        rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อ' }]}
        fieldProps={{ maxLength: 200 }}
      />
      <ProFormText
        name="tel"
        label="เบอร์โทร"
        rules={[
          { required: true, message: 'กรุณากรอกเบอร์โทร' },
          { pattern: /^[0-9+\- ]{9,20}$/, message: 'เบอร์โทรไม่ถูกต้อง' },
        ]}
      />
      <ProFormTextArea
        name="address"
        label="ที่อยู่"
        rules={[{ required: true, whitespace: true, message: 'กรุณากรอกที่อยู่' }]}
        fieldProps={{ maxLength: 1000, rows: 3 }}
      />
      <ProFormText name="email" label="อีเมล" rules={[{ type: 'email', message: 'อีเมลไม่ถูกต้อง' }]} />
    </ModalForm>
  );
}
