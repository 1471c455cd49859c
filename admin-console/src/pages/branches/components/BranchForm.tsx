import type { ReactElement } from 'react';
import {
  DrawerForm,
  ProForm,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Divider, Typography } from 'antd';
import { PROMPTPAY_TYPE_TEXT, promptpayIdError, type AdminBranch } from '@goldshop/api/contract';
import { notifySuccess } from '../../../services/feedback';
import { linkProblem, phoneProblem, ruleOf as profileRule } from '../../shop-profile/rules';
import { createBranch, updateBranch } from '../service';
import { dayName, hoursProblem, toBranchBody, toFormValues, WEEK_ORDER, type BranchFormValues } from '../rules';

const TYPES = Object.entries(PROMPTPAY_TYPE_TEXT).map(([value, label]) => ({ value, label }));

/**
 * The owner's form for a branch (new, or `branch` to edit): its name and code, how customers reach it, its week,
 * pickups, and where its members pay (its own PromptPay receiver and bank account, or the shop's). A change of
 * where members pay is an owner alert on the server (docs/access.md).
 */
export function BranchForm({ branch, trigger, onSaved }: { branch?: AdminBranch; trigger: ReactElement; onSaved: () => void }) {
  return (
    <DrawerForm<BranchFormValues>
      name={branch ? `branch-edit-${branch.id}` : 'branch-new'}
      title={branch ? `แก้ไขสาขา${branch.name}` : 'เพิ่มสาขา'}
      trigger={trigger}
      width={640}
      drawerProps={{ destroyOnClose: true, maskClosable: false }}
      initialValues={toFormValues(branch)}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async (values) => {
        try {
          const body = toBranchBody(values);
          if (branch) await updateBranch(branch.id, body);
          else await createBranch(body);
        } catch {
          return false;
        }
        notifySuccess(branch ? `บันทึกสาขา${branch.name}แล้ว` : 'เพิ่มสาขาแล้ว');
        onSaved();
        return true;
      }}
    >
      <ProForm.Group>
        <ProFormText
          name="name"
          label="ชื่อสาขา"
          width="sm"
          placeholder="เช่น นาวง (ไม่ต้องมีคำว่า สาขา)"
          rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อสาขา' }]}
          fieldProps={{ maxLength: 60 }}
        />
        <ProFormText
          name="code"
          label="รหัสสาขา"
          width="xs"
          placeholder="เช่น NW"
          tooltip="รหัสสั้นที่ใช้ในไฟล์นำเข้าจากระบบหน้าร้าน"
          rules={[
            { required: true, whitespace: true, message: 'กรุณากรอกรหัสสาขา' },
            { pattern: /^[A-Za-z0-9-]{1,10}$/, message: 'ใช้ A-Z 0-9 หรือ - ไม่เกิน 10 ตัว' },
          ]}
        />
        <ProFormText
          name="phone"
          label="เบอร์โทร"
          width="sm"
          placeholder="เช่น 075-299-101"
          rules={[profileRule(phoneProblem)]}
          fieldProps={{ inputMode: 'tel', maxLength: 30 }}
        />
      </ProForm.Group>
      <ProFormTextArea name="address" label="ที่อยู่" fieldProps={{ maxLength: 300, autoSize: { minRows: 2, maxRows: 4 } }} />
      <ProFormText
        name="mapUrl"
        label="ลิงก์แผนที่"
        placeholder="https://maps.app.goo.gl/…"
        rules={[profileRule(linkProblem)]}
        fieldProps={{ inputMode: 'url', maxLength: 300 }}
      />

      <Divider orientation="left">เวลาทำการ</Divider>
      <Typography.Paragraph type="secondary">เวลาแบบ 24 ชั่วโมง เว้นว่างทั้งสองช่องในวันที่ปิดทั้งวัน</Typography.Paragraph>
      {WEEK_ORDER.map((day) => (
        <ProForm.Group key={day} title={dayName(day)} size={8}>
          <ProFormText
            name={['hours', day, 'open']}
            label="เปิด"
            width={110}
            placeholder="09:00"
            fieldProps={{ 'aria-label': `${dayName(day)} เวลาเปิด`, maxLength: 5 }}
            dependencies={[['hours', day, 'close']]}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_: unknown, v: string | undefined) => {
                  const p = hoursProblem(v, getFieldValue(['hours', day, 'close']));
                  return p ? Promise.reject(new Error(p)) : Promise.resolve();
                },
              }),
            ]}
          />
          <ProFormText
            name={['hours', day, 'close']}
            label="ปิด"
            width={110}
            placeholder="17:00"
            fieldProps={{ 'aria-label': `${dayName(day)} เวลาปิด`, maxLength: 5 }}
          />
        </ProForm.Group>
      ))}

      <Divider orientation="left">การรับสินค้า</Divider>
      <ProFormSwitch name="takesPickups" label="ลูกค้ารับสินค้าที่สาขานี้ได้" />
      <ProForm.Group>
        <ProFormDigit name="slotMinutes" label="ช่วงเวลานัดรับ (นาที)" width="xs" min={5} max={240} fieldProps={{ precision: 0 }} />
        <ProFormDigit name="slotCapacity" label="รับได้ต่อช่วง (ราย)" width="xs" min={1} max={100} fieldProps={{ precision: 0 }} />
      </ProForm.Group>

      <Divider orientation="left">บัญชีรับเงินของสาขา</Divider>
      <Typography.Paragraph type="secondary">
        สมาชิกที่มีบัญชีหรือสัญญาอยู่ที่สาขานี้จะชำระเข้าบัญชีที่ตั้งไว้ที่นี่ ถ้าปิดไว้จะใช้บัญชีของร้าน ทุกการเปลี่ยนแปลงจะแจ้งเตือนเจ้าของร้าน
      </Typography.Paragraph>
      <ProFormSwitch name="ownPromptpay" label="ใช้พร้อมเพย์ของสาขาเอง" />
      <ProFormDependency name={['ownPromptpay']}>
        {({ ownPromptpay }) =>
          ownPromptpay && (
            <>
              <ProFormRadio.Group name={['promptpay', 'type']} label="ประเภทพร้อมเพย์" options={TYPES} />
              <ProForm.Group>
                <ProFormText
                  name={['promptpay', 'id']}
                  label="หมายเลขพร้อมเพย์"
                  width="sm"
                  fieldProps={{ inputMode: 'numeric', maxLength: 20 }}
                  dependencies={[['promptpay', 'type']]}
                  rules={[
                    { required: true, message: 'กรุณากรอกหมายเลขพร้อมเพย์' },
                    ({ getFieldValue }) => ({
                      validator: (_: unknown, v: string | undefined) => {
                        const error = v ? promptpayIdError(getFieldValue(['promptpay', 'type']), v) : undefined;
                        return error ? Promise.reject(new Error(error)) : Promise.resolve();
                      },
                    }),
                  ]}
                />
                <ProFormText
                  name={['promptpay', 'name']}
                  label="ชื่อบัญชีพร้อมเพย์"
                  width="md"
                  rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อบัญชี' }]}
                  fieldProps={{ maxLength: 100 }}
                />
              </ProForm.Group>
            </>
          )
        }
      </ProFormDependency>
      <ProFormSwitch name="ownBank" label="ใช้บัญชีธนาคารของสาขาเอง" />
      <ProFormDependency name={['ownBank']}>
        {({ ownBank }) =>
          ownBank && (
            <ProForm.Group>
              <ProFormText
                name={['bankAccount', 'bank']}
                label="ธนาคาร"
                width="sm"
                rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อธนาคาร' }]}
                fieldProps={{ maxLength: 100 }}
              />
              <ProFormText
                name={['bankAccount', 'accName']}
                label="ชื่อบัญชี"
                width="sm"
                rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อบัญชี' }]}
                fieldProps={{ maxLength: 200 }}
              />
              <ProFormText
                name={['bankAccount', 'accNo']}
                label="เลขที่บัญชี"
                width="sm"
                rules={[
                  { required: true, message: 'กรุณากรอกเลขที่บัญชี' },
                  { pattern: /^[0-9-]{6,20}$/, message: 'ตัวเลขและขีด 6–20 ตัว' },
                ]}
                fieldProps={{ inputMode: 'numeric', maxLength: 20 }}
              />
            </ProForm.Group>
          )
        }
      </ProFormDependency>
    </DrawerForm>
  );
}
