import { ModalForm, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { Button } from 'antd';
import type { AdminBranch, AdminSavingAccount, MoveBranchBody } from '@goldshop/api/contract';
import { notifySuccess } from '../../services/feedback';
import { moveSavingAccount } from './service';

/**
 * Staff move an account to another branch, saying why (audited; docs/product.md "Console: savings type 1
 * queues"): from then on its member pays to that branch. Only branches open to new business are offered.
 */
export function MoveBranchForm({
  account,
  branches,
  onSaved,
}: {
  account: AdminSavingAccount;
  branches: AdminBranch[];
  onSaved: () => void;
}) {
  const who = account.username ?? account.customerName ?? `#${account.id}`;
  return (
    <ModalForm<MoveBranchBody>
      name={`saving-move-${account.id}`}
      title={`ย้ายบัญชีออมทองของ ${who} ไปสาขาอื่น`}
      width={480}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={
        <Button size="small" aria-label={`ย้ายสาขา บัญชี ${account.id}`}>
          ย้ายสาขา
        </Button>
      }
      submitter={{ searchConfig: { submitText: 'ย้ายสาขา', resetText: 'ยกเลิก' } }}
      onFinish={async (v) => {
        try {
          const answer = await moveSavingAccount(account.id, { branchId: v.branchId, reason: v.reason.trim() });
          notifySuccess(answer.message);
        } catch {
          return false;
        }
        onSaved();
        return true;
      }}
    >
      <ProFormSelect
        name="branchId"
        label="ย้ายไปสาขา"
        options={branches
          .filter((b) => b.closedAt === null && b.id !== account.branchId)
          .map((b) => ({ value: b.id, label: `สาขา${b.name}` }))}
        rules={[{ required: true, message: 'กรุณาเลือกสาขา' }]}
      />
      <ProFormTextArea
        name="reason"
        label="เหตุผล"
        placeholder="เช่น สมาชิกย้ายไปใช้บริการที่สาขาใกล้บ้าน"
        rules={[{ required: true, whitespace: true, message: 'กรุณาบอกเหตุผล' }]}
        fieldProps={{ maxLength: 300, showCount: true }}
      />
    </ModalForm>
  );
}
