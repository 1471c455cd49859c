import { ModalForm, ProFormCheckbox, ProFormDependency, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Button } from 'antd';
import type { AdminBranch, AdminStaff, StaffCreateBody } from '@goldshop/api/contract';
import { AddButton } from '../../../components/queue-columns';
import { notifySuccess } from '../../../services/feedback';
import { createStaff, resetStaffPassword, setStaffBranches, setStaffDisplayName } from '../service';

export const ROLE_TEXT = { owner: 'เจ้าของร้าน', staff: 'พนักงาน' } as const;
/** What members read for this person: their receipts and messages say who received or decided. */
const DISPLAY_NAME_HELP = 'ชื่อที่สมาชิกเห็นในใบเสร็จและข้อความ เช่น สมศรี (สาขานาวง) ถ้าไม่กรอก สมาชิกจะเห็นชื่อผู้ใช้';
const displayNameRules = [{ max: 60, message: 'ชื่อที่แสดงยาวไม่เกิน 60 ตัวอักษร' }];

/** The name members read on receipts and messages, in both the new-account and the rename forms. */
const DisplayNameField = () => (
  <ProFormText
    name="displayName"
    label="ชื่อที่แสดงต่อสมาชิก"
    extra={DISPLAY_NAME_HELP}
    fieldProps={{ autoComplete: 'off', maxLength: 60 }}
    rules={displayNameRules}
  />
);
/**
 * Where a staff member works (docs/access.md "Branches"): they see and decide only these branches' requests.
 * Closed branches stay offered: they still keep accounts and contracts someone must look after.
 */
const BranchesField = ({ branches }: { branches: AdminBranch[] }) => (
  <ProFormCheckbox.Group
    name="branchIds"
    label="สาขาที่ประจำ"
    extra="พนักงานจะเห็นและพิจารณาได้เฉพาะรายการของสาขาที่เลือก"
    options={branches.map((b) => ({ value: b.id, label: `สาขา${b.name}${b.closedAt ? ' (ปิดรับรายการใหม่)' : ''}` }))}
    rules={[{ required: true, type: 'array', min: 1, message: 'กรุณาเลือกอย่างน้อยหนึ่งสาขา' }]}
  />
);

const passwordRules = [
  { required: true, message: 'กรุณากรอกรหัสผ่าน' },
  { min: 8, message: 'รหัสผ่านอย่างน้อย 8 ตัวอักษร' },
  { max: 128, message: 'รหัสผ่านยาวเกินไป' },
];

export function AddStaffForm({ branches, onSaved }: { branches: AdminBranch[]; onSaved: () => void }) {
  return (
    <ModalForm<StaffCreateBody>
      name="staff-new"
      title="เพิ่มบัญชีพนักงาน"
      width={480}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={<AddButton label="เพิ่มพนักงาน" />}
      initialValues={{ role: 'staff' }}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async (v) => {
        try {
          await createStaff({
            username: v.username.trim(),
            password: v.password,
            role: v.role,
            displayName: v.displayName?.trim() ?? '',
            ...(v.role === 'staff' ? { branchIds: v.branchIds ?? [] } : {}),
          });
        } catch {
          return false;
        }
        notifySuccess(`เพิ่มบัญชี ${v.username} แล้ว`);
        onSaved();
        return true;
      }}
    >
      <ProFormText
        name="username"
        label="ชื่อผู้ใช้"
        fieldProps={{ autoComplete: 'off' }}
        rules={[
          { required: true, message: 'กรุณากรอกชื่อผู้ใช้' },
          { pattern: /^[A-Za-z0-9._-]{3,32}$/, message: 'ใช้ A-Z a-z 0-9 . _ - ความยาว 3–32 ตัว' },
        ]}
      />
      <DisplayNameField />
      <ProFormText.Password name="password" label="รหัสผ่านเริ่มต้น" fieldProps={{ autoComplete: 'new-password' }} rules={passwordRules} />
      <ProFormSelect
        name="role"
        label="บทบาท"
        options={Object.entries(ROLE_TEXT).map(([value, label]) => ({ value, label }))}
        rules={[{ required: true, message: 'กรุณาเลือกบทบาท' }]}
      />
      {/* The owner works at every branch; only a staff account has branches to choose. */}
      <ProFormDependency name={['role']}>{({ role }) => role === 'staff' && <BranchesField branches={branches} />}</ProFormDependency>
    </ModalForm>
  );
}

export function ResetPasswordForm({ staff }: { staff: AdminStaff }) {
  return (
    <ModalForm<{ password: string }>
      name={`staff-reset-${staff.id}`}
      title={`ตั้งรหัสผ่านใหม่ให้ ${staff.username}`}
      width={440}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={<Button size="small">ตั้งรหัสผ่านใหม่</Button>}
      submitter={{ searchConfig: { submitText: 'ยืนยัน', resetText: 'ยกเลิก' } }}
      onFinish={async ({ password }) => {
        try {
          const answer = await resetStaffPassword(staff.id, password);
          notifySuccess(answer.message);
        } catch {
          return false;
        }
        return true;
      }}
    >
      <p>ผู้ใช้นี้จะต้องเข้าสู่ระบบใหม่ด้วยรหัสผ่านนี้</p>
      <ProFormText.Password name="password" label="รหัสผ่านใหม่" fieldProps={{ autoComplete: 'new-password' }} rules={passwordRules} />
    </ModalForm>
  );
}

/** The owner names a staff member as members will read it (docs/product.md "Console: staff accounts and audit log"). */
export function DisplayNameForm({ staff, onSaved }: { staff: AdminStaff; onSaved: () => void }) {
  return (
    <ModalForm<{ displayName: string }>
      name={`staff-name-${staff.id}`}
      title={`ชื่อที่แสดงต่อสมาชิกของ ${staff.username}`}
      width={440}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={<Button size="small">ตั้งชื่อที่แสดง</Button>}
      initialValues={{ displayName: staff.displayName ?? '' }}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async ({ displayName }) => {
        try {
          await setStaffDisplayName(staff.id, displayName?.trim() ?? '');
        } catch {
          return false;
        }
        notifySuccess('บันทึกชื่อที่แสดงแล้ว');
        onSaved();
        return true;
      }}
    >
      <DisplayNameField />
    </ModalForm>
  );
}

/** The owner sets where a staff member works; it holds from their next request. */
export function StaffBranchesForm({ staff, branches, onSaved }: { staff: AdminStaff; branches: AdminBranch[]; onSaved: () => void }) {
  return (
    <ModalForm<{ branchIds: number[] }>
      name={`staff-branches-${staff.id}`}
      title={`สาขาที่ ${staff.username} ประจำ`}
      width={440}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={<Button size="small">กำหนดสาขา</Button>}
      initialValues={{ branchIds: staff.branchIds }}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async ({ branchIds }) => {
        try {
          await setStaffBranches(staff.id, branchIds);
        } catch {
          return false;
        }
        notifySuccess(`บันทึกสาขาของ ${staff.username} แล้ว`);
        onSaved();
        return true;
      }}
    >
      <BranchesField branches={branches} />
    </ModalForm>
  );
}
