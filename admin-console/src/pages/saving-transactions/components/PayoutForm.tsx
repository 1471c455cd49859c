import { ModalForm, ProForm, ProFormText } from '@ant-design/pro-components';
import { Button } from 'antd';
import type { AdminSavingTransaction } from '@goldshop/api/contract';
import { ImagePicker } from '../../../components/ImagePicker';
import { formatBaht } from '../../../lib/money';
import { notifySuccess } from '../../../services/feedback';
import { payout } from '../service';

/** Cash withdrawal paid out: the shop's transfer slip (required) goes to the member's history. */
export function PayoutForm({ t, onDone, size = 'small' }: { t: AdminSavingTransaction; onDone: () => void; size?: 'small' | 'middle' }) {
  return (
    <ModalForm<{ proof?: File; note?: string }>
      name={`payout-${t.id}`}
      title={`โอนเงินแล้ว: ${formatBaht(t.amount)} ให้ ${t.accountName ?? t.username ?? ''}`}
      width={520}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={
        <Button type="primary" size={size}>
          โอนเงินแล้ว
        </Button>
      }
      submitter={{ searchConfig: { submitText: 'ยืนยันการโอนเงิน', resetText: 'ยกเลิก' } }}
      onFinish={async ({ proof, note }) => {
        try {
          await payout(t.id, proof!, note?.trim());
        } catch {
          return false;
        }
        notifySuccess('บันทึกการโอนเงินแล้ว');
        onDone();
        return true;
      }}
    >
      <p>
        โอนเข้า {t.bank ?? '—'} เลขที่ {t.accountNumber ?? '—'} ชื่อบัญชี {t.accountName ?? '—'}
      </p>
      <ProForm.Item name="proof" label="หลักฐานการโอนเงิน" rules={[{ required: true, message: 'กรุณาแนบหลักฐานการโอนเงิน' }]}>
        <ImagePicker label="หลักฐานการโอน" />
      </ProForm.Item>
      <ProFormText name="note" label="หมายเหตุ (สมาชิกเห็นในประวัติ)" fieldProps={{ maxLength: 500 }} />
    </ModalForm>
  );
}
