import type { ReactElement } from 'react';
import { ModalForm, ProForm, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { PAWN_STATUS_CHOICES, type AdminPawnContract, type PawnContractCreateBody } from '@goldshop/api/contract';
import { ThaiDatePicker } from '../../../components/backoffice/ThaiDatePicker';
import { notifySuccess, notifyWarning } from '../../../services/feedback';
import { formatBaht } from '../../../lib/money';
import { weightForApi } from '../format';
import { listBranches } from '../../../services/branches';
import { createContract, updateContract } from '../service';
import { CustomerPicker } from './CustomerPicker';

const money = {
  precision: 2,
  formatter: (v?: string | number) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  parser: (v?: string) => (v ?? '').replace(/,/g, '') as unknown as number,
};

/** Create (no `contract`) or edit a pawn contract of a customer. */
export function ContractForm({ contract, trigger, onSaved }: { contract?: AdminPawnContract; trigger: ReactElement; onSaved: () => void }) {
  const editing = !!contract;
  const statuses = [...new Set([...PAWN_STATUS_CHOICES, ...(contract ? [contract.jn_Status] : [])])].map((s) => ({ value: s, label: s }));
  return (
    <ModalForm<PawnContractCreateBody>
      name={contract ? `pawn-${contract.jn_id}` : 'pawn-new'}
      title={editing ? `แก้ไขสัญญาขายฝาก ${contract.jn_id}` : 'เพิ่มสัญญาขายฝาก'}
      trigger={trigger}
      width={640}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      initialValues={contract ? { ...contract } : { jn_Status: 'ปกติ', Rate_In: 0, fee: 0 }}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async (v) => {
        const body = {
          customerId: v.customerId,
          jn_date: v.jn_date,
          Net_Total: v.Net_Total,
          Rate_In: v.Rate_In ?? 0,
          fee: v.fee ?? 0,
          jn_Status: v.jn_Status.trim(),
          due_date: v.due_date,
          // Both optional; an emptied field is sent as null so an edit can clear it.
          item: v.item?.trim() || null,
          weight_grams: weightForApi(v.weight_grams),
          // The branch that keeps it: where the member pays (left out: the first open branch for a new one).
          branch_id: v.branch_id,
        };
        let saved;
        try {
          saved = contract ? await updateContract(contract.jn_id, body) : await createContract({ jn_id: v.jn_id.trim(), ...body });
        } catch {
          return false;
        }
        notifySuccess(editing ? `บันทึกสัญญา ${contract.jn_id} แล้ว` : `เพิ่มสัญญา ${v.jn_id} แล้ว`);
        // Saved as the shop decided, with the warning kept in the audit log (docs/decisions.md "Pawn").
        if (saved.above_legal_rate)
          notifyWarning(
            `สัญญา ${saved.jn_id}: ดอกเบี้ยรวมค่าธรรมเนียม ${formatBaht(saved.monthly_interest)} ต่อเดือน เกิน 15% ต่อปีของยอดขายฝาก แอปจะเรียกเก็บไม่เกินเพดานตามกฎหมาย`,
          );
        onSaved();
        return true;
      }}
    >
      <ProForm.Item name="customerId" label="ลูกค้า" rules={[{ required: true, message: 'กรุณาค้นหาและเลือกลูกค้า' }]}>
        <CustomerPicker initialName={contract ? `${contract.customerName} (รหัส ${contract.customerId})` : undefined} />
      </ProForm.Item>
      <ProForm.Group>
        <ProFormText
          name="jn_id"
          label="เลขที่สัญญา"
          width="sm"
          disabled={editing}
          rules={[
            { required: true, message: 'กรุณากรอกเลขที่สัญญา' },
            { pattern: /^[A-Za-z0-9_-]{1,40}$/, message: 'ใช้ได้เฉพาะ A-Z a-z 0-9 _ -' },
          ]}
        />
        <ProFormSelect
          name="branch_id"
          label="สาขา"
          width="sm"
          placeholder="สาขาแรกที่เปิดอยู่"
          tooltip="สาขาที่ดูแลสัญญา สมาชิกชำระเงินให้สาขานี้"
          request={async () =>
            (await listBranches())
              .filter((b) => b.closedAt === null || b.id === contract?.branch_id)
              .map((b) => ({ value: b.id, label: `สาขา${b.name}` }))
          }
        />
        <ProFormSelect
          name="jn_Status"
          label="สถานะสัญญา"
          width="sm"
          options={statuses}
          rules={[{ required: true, message: 'กรุณาเลือกสถานะ' }]}
        />
      </ProForm.Group>
      <ProForm.Group>
        <ProForm.Item name="jn_date" label="วันที่ขายฝาก" rules={[{ required: true, message: 'กรุณาเลือกวันที่ขายฝาก' }]} style={{ width: 216 }}>
          <ThaiDatePicker />
        </ProForm.Item>
        <ProForm.Item
          name="due_date"
          label="กำหนดชำระ"
          extra="ไม่เกิน 3 ปีนับจากวันขายฝาก"
          rules={[{ required: true, message: 'กรุณาเลือกกำหนดชำระ' }]}
          style={{ width: 216 }}
        >
          <ThaiDatePicker />
        </ProForm.Item>
      </ProForm.Group>
      <ProForm.Group>
        <ProFormDigit
          name="Net_Total"
          label="ยอดขายฝาก (บาท)"
          width="sm"
          min={0.01}
          max={1_000_000_000}
          fieldProps={money}
          rules={[{ required: true, message: 'กรุณากรอกยอดขายฝาก' }]}
        />
        <ProFormDigit name="Rate_In" label="ดอกเบี้ย (บาท)" width="xs" min={0} max={1_000_000_000} fieldProps={money} />
        <ProFormDigit name="fee" label="ค่าธรรมเนียม (บาท)" width="xs" min={0} max={1_000_000_000} fieldProps={money} />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormText
          name="item"
          label="ทรัพย์ที่ขายฝาก (ไม่บังคับ)"
          width="md"
          placeholder="เช่น สร้อยคอทองคำ ลายสี่เสา"
          fieldProps={{ maxLength: 200 }}
        />
        <ProFormDigit
          name="weight_grams"
          label="น้ำหนัก (กรัม, ไม่บังคับ)"
          width="sm"
          min={0.01}
          max={100_000}
          placeholder="เช่น 15.16"
          fieldProps={{ precision: 2 }}
        />
      </ProForm.Group>
    </ModalForm>
  );
}
