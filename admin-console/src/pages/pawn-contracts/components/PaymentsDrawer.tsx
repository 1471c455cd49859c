import { useCallback, useEffect, useState } from 'react';
import { ModalForm, ProForm, ProFormSelect, ProFormText, ProTable } from '@ant-design/pro-components';
import { Descriptions, Drawer, Typography } from 'antd';
import type { AdminPawnContract, AdminPawnPayment, PawnPaymentFields } from '@goldshop/api/contract';
import { ImagePicker } from '../../../components/ImagePicker';
import { SlipThumb } from '../../../components/backoffice/SlipMatch';
import { ThaiDatePicker } from '../../../components/backoffice/ThaiDatePicker';
import { bangkokToday, formatThaiDate, formatThaiDateTime } from '../../../lib/date';
import { formatBaht } from '../../../lib/money';
import { notifySuccess } from '../../../services/feedback';
import { AboveLegalRate, DueCell } from '../columns';
import { itemText } from '../format';
import { StandingCell, StandingSentence } from '../StandingCell';
import { MONEY_TEXT } from '../lookup';
import { addPayment, listPayments } from '../service';
import { AddButton } from '../../../components/queue-columns';

const PAY_TYPES = ['เงินสด', 'โอนเงิน', 'QR พร้อมเพย์', 'บัตรเครดิต'].map((v) => ({ value: v, label: v }));

function PaymentForm({ jnId, onSaved }: { jnId: string; onSaved: () => void }) {
  return (
    <ModalForm<PawnPaymentFields & { proof?: File }>
      name={`pawn-pay-${jnId}`}
      title={`บันทึกการชำระ สัญญา ${jnId}`}
      width={520}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={<AddButton label="บันทึกการชำระ" />}
      initialValues={{ pay_date: bangkokToday(), pay_type: 'เงินสด' }}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async ({ proof, ...f }) => {
        try {
          await addPayment(
            jnId,
            { pay_date: f.pay_date, Total: f.Total.trim(), pay_type: f.pay_type, external_ref: f.external_ref?.trim() || undefined },
            proof,
          );
        } catch {
          return false;
        }
        notifySuccess('บันทึกการชำระแล้ว');
        onSaved();
        return true;
      }}
    >
      <ProForm.Item name="pay_date" label="วันที่จ่าย" rules={[{ required: true, message: 'กรุณาเลือกวันที่จ่าย' }]}>
        <ThaiDatePicker />
      </ProForm.Item>
      <ProFormText
        name="Total"
        label="จำนวนเงิน (บาท)"
        placeholder="เช่น 1,500.00"
        rules={[
          { required: true, message: 'กรุณากรอกจำนวนเงิน' },
          { pattern: MONEY_TEXT, message: 'จำนวนเงินไม่ถูกต้อง' },
        ]}
      />
      <ProFormSelect name="pay_type" label="วิธีชำระ" options={PAY_TYPES} rules={[{ required: true, message: 'กรุณาเลือกวิธีชำระ' }]} />
      <ProFormText name="external_ref" label="เลขอ้างอิง (ถ้ามี)" fieldProps={{ maxLength: 100 }} />
      <ProForm.Item name="proof" label="หลักฐานการชำระ (ไม่บังคับ)">
        <ImagePicker label="หลักฐาน" />
      </ProForm.Item>
    </ModalForm>
  );
}

/** A contract's payments, newest first, and recording a new one (the member sees them on /repurchase). */
export function PaymentsDrawer({
  contract,
  onClose,
  onChanged,
}: {
  contract: AdminPawnContract | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [rows, setRows] = useState<AdminPawnPayment[] | null>(null);
  const jnId = contract?.jn_id;
  const load = useCallback(async () => {
    if (!jnId) return;
    try {
      setRows(await listPayments(jnId));
    } catch {
      setRows([]);
    }
  }, [jnId]);
  useEffect(() => {
    setRows(null);
    void load();
  }, [load]);
  return (
    <Drawer open={!!contract} onClose={onClose} width="min(820px, 100vw)" title={`การชำระของสัญญา ${jnId ?? ''}`} destroyOnClose>
      {contract && (
        <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="ลูกค้า">{contract.customerName}</Descriptions.Item>
          <Descriptions.Item label="สถานะ">
            <StandingCell c={contract} />
          </Descriptions.Item>
          <Descriptions.Item label="ชำระ/หลุด" span={2}>
            <StandingSentence c={contract} />
          </Descriptions.Item>
          <Descriptions.Item label="ทรัพย์ที่ขายฝาก">{itemText(contract)}</Descriptions.Item>
          <Descriptions.Item label="วันที่ขายฝาก">{formatThaiDate(contract.jn_date)}</Descriptions.Item>
          <Descriptions.Item label="ยอดขายฝาก">{formatBaht(contract.Net_Total)}</Descriptions.Item>
          <Descriptions.Item label="เงินต้นคงเหลือ">{formatBaht(contract.principal)}</Descriptions.Item>
          <Descriptions.Item label="ดอกเบี้ยต่อเดือน (รวมค่าธรรมเนียม)">
            {formatBaht(contract.monthly_interest)}
            {contract.above_legal_rate && <AboveLegalRate />}
          </Descriptions.Item>
          <Descriptions.Item label="กำหนดชำระ">
            <DueCell c={contract} />
          </Descriptions.Item>
          <Descriptions.Item label="ไถ่ถอนได้ถึง">{formatThaiDate(contract.redemption_limit)}</Descriptions.Item>
          <Descriptions.Item label="ชำระแล้ว (ตามสัญญา)">{formatBaht(contract.paid)}</Descriptions.Item>
          {/* The API's figures for today, null once the contract is closed. */}
          {contract.interest_owed !== null && (
            <Descriptions.Item label="ดอกเบี้ยค้างถึงวันนี้">
              {formatBaht(contract.interest_owed)}
              {contract.ceiling_bites && <Typography.Text type="secondary"> (ตามเพดาน 15% ต่อปี)</Typography.Text>}
            </Descriptions.Item>
          )}
          {contract.redeem_today !== null && <Descriptions.Item label="ยอดไถ่ถอนวันนี้">{formatBaht(contract.redeem_today)}</Descriptions.Item>}
        </Descriptions>
      )}
      <ProTable<AdminPawnPayment>
        rowKey="id"
        search={false}
        options={false}
        loading={rows === null}
        dataSource={rows ?? []}
        headerTitle={`รวมชำระแล้ว ${formatBaht((rows ?? []).reduce((s, p) => s + p.Total, 0))}`}
        toolBarRender={() =>
          jnId
            ? [
                <PaymentForm
                  key="add"
                  jnId={jnId}
                  onSaved={() => {
                    void load();
                    onChanged();
                  }}
                />,
              ]
            : []
        }
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        columns={[
          { title: 'วันที่จ่าย', dataIndex: 'pay_date', render: (_, p) => formatThaiDate(p.pay_date) },
          { title: 'จำนวน', dataIndex: 'Total', align: 'right', render: (_, p) => formatBaht(p.Total) },
          { title: 'วิธีชำระ', dataIndex: 'pay_type' },
          { title: 'เงินต้น', dataIndex: 'principal', align: 'right', render: (_, p) => (p.principal > 0 ? formatBaht(p.principal) : '—') },
          { title: 'เลขอ้างอิง', dataIndex: 'external_ref', render: (_, p) => p.external_ref ?? '—' },
          { title: 'หลักฐาน', dataIndex: 'proof', render: (_, p) => <SlipThumb image={p.proof} alt={`หลักฐาน ${p.id}`} /> },
          { title: 'บันทึกเมื่อ', dataIndex: 'createdAt', render: (_, p) => formatThaiDateTime(p.createdAt) },
        ]}
      />
    </Drawer>
  );
}
