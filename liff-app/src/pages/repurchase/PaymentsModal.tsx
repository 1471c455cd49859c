import { formatAmount } from '../../lib/format';
import { useEffect, useState } from 'react';
import { Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { pawnCalls, type PawnPayment } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { formatThaiDate } from '../../features/money/format';
import { EMPTY_TEXT } from '../../features/money/messages';
import { ProofButton } from '../../features/money/ProofButton';

const columns: ColumnsType<PawnPayment> = [
  { title: 'วันที่จ่าย', dataIndex: 'pay_date', render: (v: string) => formatThaiDate(v) },
  { title: 'จำนวน', dataIndex: 'Total', align: 'right', className: 'money-num', render: (v: number) => `${(formatAmount(v) ?? '-')} บาท` },
  { title: 'วิธีชำระ', dataIndex: 'pay_type' },
  { title: 'สลิป', dataIndex: 'proof', render: (v: string | null) => <ProofButton proof={v} /> },
];

/** 'รายละเอียดขายฝากของ {jn_id}': the contract's payments, 5 a page; a failure is logged only (SPEC §8). */
export function PaymentsModal({ jnId, onClose }: { jnId: string | undefined; onClose(): void }) {
  const [rows, setRows] = useState<PawnPayment[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!jnId) return;
    let live = true;
    setRows([]);
    setLoading(true);
    api(pawnCalls.payments, { params: { jn_id: jnId } })
      .then((r) => live && setRows(r))
      .catch((err: unknown) => console.error('pawn detail failed', err))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [jnId]);

  return (
    <Modal open={!!jnId} title={`รายละเอียดขายฝากของ ${jnId ?? ''}`} onCancel={onClose} footer={null} destroyOnHidden width={720}>
      <div data-testid="pawn-payments">
        <Table<PawnPayment>
          className="money-table"
          rowKey={(r, i) => `${r.pay_date}-${i}`}
          size="small"
          loading={loading}
          columns={columns}
          dataSource={rows}
          pagination={{ pageSize: 5, showSizeChanger: false, position: ['bottomCenter'] }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: EMPTY_TEXT }}
        />
      </div>
    </Modal>
  );
}
