import { ModalForm, ProForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Button } from 'antd';
import type { AdminDownRequest, DownApproveBody } from '@goldshop/api/contract';
import { ThaiDatePicker } from '../../../components/backoffice/ThaiDatePicker';
import { notifySuccess } from '../../../services/feedback';
import { approveDefaults } from '../asked';
import { approveDownRequest } from '../service';
import { AskedSummary } from './AskedSummary';

/** Approving a type 2 request sets what the member saves for: the product, the amount and the period. */
export function ApproveDownForm({ r, onDone, size = 'small' }: { r: AdminDownRequest; onDone: () => void; size?: 'small' | 'middle' }) {
  return (
    <ModalForm<DownApproveBody>
      name={`down-approve-${r.id}`}
      title={`อนุมัติคำขอออมทองประเภทที่ 2 #${r.id} (${r.username ?? r.customerName ?? ''})`}
      width={520}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={
        <Button type="primary" size={size}>
          อนุมัติ
        </Button>
      }
      // Starts from what the member asked for (product, today's price); staff check and adjust.
      initialValues={approveDefaults(r)}
      submitter={{ searchConfig: { submitText: 'ยืนยันการอนุมัติ', resetText: 'ยกเลิก' } }}
      onFinish={async (v) => {
        try {
          const answer = await approveDownRequest(r.id, {
            Prod_type: v.Prod_type.trim(),
            ApprovedAmount: v.ApprovedAmount,
            StartDate: v.StartDate,
            EndDate: v.EndDate,
          });
          notifySuccess(answer.message);
        } catch {
          return false;
        }
        onDone();
        return true;
      }}
    >
      <AskedSummary r={r} />
      <ProFormText
        name="Prod_type"
        label="สินค้าตามสัญญา"
        placeholder="เช่น สร้อยคอทองคำ 1 บาท"
        rules={[{ required: true, whitespace: true, message: 'กรุณากรอกสินค้า' }]}
        fieldProps={{ maxLength: 200 }}
      />
      <ProFormDigit
        name="ApprovedAmount"
        label="ยอดที่อนุมัติ (บาท)"
        min={0.01}
        max={1_000_000_000}
        fieldProps={{
          precision: 2,
          formatter: (v) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
          parser: (v) => (v ?? '').replace(/,/g, '') as unknown as number,
        }}
        rules={[{ required: true, message: 'กรุณากรอกยอดที่อนุมัติ' }]}
      />
      <ProForm.Group>
        <ProForm.Item name="StartDate" label="วันเริ่มสัญญา" rules={[{ required: true, message: 'กรุณาเลือกวันเริ่ม' }]} style={{ width: 220 }}>
          <ThaiDatePicker />
        </ProForm.Item>
        <ProForm.Item
          name="EndDate"
          label="วันสิ้นสุดสัญญา"
          dependencies={['StartDate']}
          style={{ width: 220 }}
          rules={[
            { required: true, message: 'กรุณาเลือกวันสิ้นสุด' },
            ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
              validator: (_: unknown, end?: string) => {
                const start = getFieldValue('StartDate') as string | undefined;
                return !end || !start || start <= end ? Promise.resolve() : Promise.reject(new Error('วันสิ้นสุดต้องไม่ก่อนวันเริ่ม'));
              },
            }),
          ]}
        >
          <ThaiDatePicker />
        </ProForm.Item>
      </ProForm.Group>
    </ModalForm>
  );
}
