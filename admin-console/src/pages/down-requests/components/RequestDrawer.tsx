import { Link } from 'react-router-dom';
import { Descriptions, Space } from 'antd';
import type { AdminDownRequest } from '@goldshop/api/contract';
import { DecisionDrawer } from '../../../components/backoffice/DecisionDrawer';
import { ReasonAction } from '../../../components/backoffice/ReasonAction';
import { StatusTag } from '../../../components/backoffice/StatusTag';
import { formatThaiDate, formatThaiDateTime } from '../../../lib/date';
import { memberWithCustomer } from '../../../lib/member';
import { formatBaht } from '../../../lib/money';
import { rejectDownRequest } from '../service';
import { ApproveDownForm } from './ApproveDownForm';
import { AskedCell } from './AskedSummary';

/** Everything about one type 2 request (the queue's row shows only what the decision needs). */
export function RequestDrawer({ r, onClose, onDone }: { r: AdminDownRequest | null; onClose: () => void; onDone: () => void }) {
  return (
    <DecisionDrawer
      open={!!r}
      onClose={onClose}
      width={640}
      title={r ? `คำขอออมทองประเภทที่ 2 #${r.id}` : ''}
      decision={
        r?.Status === 'pending' ? (
          <Space>
            <ApproveDownForm r={r} onDone={onDone} size="middle" />
            <ReasonAction
              name={`down-reject-drawer-${r.id}`}
              label="ไม่อนุมัติ"
              size="middle"
              title={`ไม่อนุมัติคำขอ #${r.id}`}
              fieldLabel="เหตุผล (สมาชิกเห็น)"
              action={(note) => rejectDownRequest(r.id, note)}
              onDone={onDone}
            />
          </Space>
        ) : undefined
      }
    >
      {r && (
        <Descriptions bordered size="small" column={1}>
          <Descriptions.Item label="สมาชิก">{memberWithCustomer(r)}</Descriptions.Item>
          <Descriptions.Item label="สถานะ">
            <StatusTag status={r.Status} lifecycle="down" />
          </Descriptions.Item>
          <Descriptions.Item label="ขอเมื่อ">{formatThaiDateTime(r.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="สมาชิกขอ">
            <AskedCell r={r} />
          </Descriptions.Item>
          <Descriptions.Item label="สินค้าตามสัญญา">{r.Prod_type ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="ยอดที่อนุมัติ">{r.ApprovedAmount === null ? '—' : formatBaht(r.ApprovedAmount)}</Descriptions.Item>
          <Descriptions.Item label="ระยะสัญญา">
            {r.StartDate && r.EndDate ? `${formatThaiDate(r.StartDate)} – ${formatThaiDate(r.EndDate)}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="ชำระแล้ว">
            <Link to={`/down-payments?downId=${r.id}`}>{formatBaht(r.paid)} (ดูการชำระ)</Link>
          </Descriptions.Item>
          <Descriptions.Item label="หมายเหตุ">{r.note || '—'}</Descriptions.Item>
          {r.decidedAt && <Descriptions.Item label="พิจารณาเมื่อ">{formatThaiDateTime(r.decidedAt)}</Descriptions.Item>}
        </Descriptions>
      )}
    </DecisionDrawer>
  );
}
