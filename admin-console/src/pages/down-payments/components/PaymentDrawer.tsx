import { Alert, Descriptions, Divider, Spin } from 'antd';
import { referenceOf, type AdminDownPayment } from '@goldshop/api/contract';
import { DecisionDrawer } from '../../../components/backoffice/DecisionDrawer';
import { PrivateImage } from '../../../components/backoffice/PrivateImage';
import { SlipMatchAlert } from '../../../components/backoffice/SlipMatch';
import { SlipReadDetails } from '../../../components/backoffice/SlipRead';
import { StatusTag } from '../../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../../lib/date';
import { memberLabel } from '../../../lib/member';
import { formatBaht } from '../../../lib/money';
import { useOpenRecord } from '../../../lib/use-open-record';
import type { QueueDrawerProps } from '../../../lib/use-queue';
import { findDownPayment } from '../service';
import { PaymentActions } from './PaymentActions';

/**
 * One type 2 instalment: the slip at full size, a warning when the slip was sent before, the note, and the
 * decision pinned at the bottom. `known` is the table's row when opened from it; a link (?open=<id>) looks the row up.
 */
export function PaymentDrawer(props: QueueDrawerProps<AdminDownPayment>) {
  const { id, onClose } = props;
  const { record: p, decided } = useOpenRecord(props, findDownPayment, { known: props.known });
  return (
    <DecisionDrawer
      open={id !== null}
      onClose={onClose}
      width={720}
      title={`การชำระออมทองประเภทที่ 2 ${id ? referenceOf('down', id) : ''}`}
      decision={p?.status === 'pending' ? <PaymentActions p={p} onDone={decided} size="middle" /> : undefined}
    >
      {p === undefined ? (
        <Spin />
      ) : p === null ? (
        <Alert type="warning" showIcon message={`ไม่พบรายการชำระเลขที่ ${id}`} />
      ) : (
        <>
          <SlipMatchAlert match={p.slipMatch} />
          <SlipReadDetails read={p.slipRead} />
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label="สมาชิก">{memberLabel(p)}</Descriptions.Item>
            <Descriptions.Item label="สัญญาออมทองเลขที่">{p.downId}</Descriptions.Item>
            <Descriptions.Item label="จำนวนเงิน">{formatBaht(p.amount)}</Descriptions.Item>
            <Descriptions.Item label="สถานะ">
              <StatusTag status={p.status} />
            </Descriptions.Item>
            <Descriptions.Item label="หมายเหตุ">{p.note || '—'}</Descriptions.Item>
            <Descriptions.Item label="ส่งเมื่อ">{formatThaiDateTime(p.createdAt)}</Descriptions.Item>
            {p.decidedAt && <Descriptions.Item label="พิจารณาเมื่อ">{formatThaiDateTime(p.decidedAt)}</Descriptions.Item>}
          </Descriptions>
          <Divider orientation="left">สลิป (คลิกเพื่อขยาย)</Divider>
          <PrivateImage src={p.proof} label="สลิปการโอนเงินของสมาชิก" width={260} />
        </>
      )}
    </DecisionDrawer>
  );
}
