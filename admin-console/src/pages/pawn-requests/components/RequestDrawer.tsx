import { Alert, Descriptions, Divider, Spin } from 'antd';
import { referenceOf, type AdminPawnRequest, type PawnReceipt } from '@goldshop/api/contract';
import { DecisionDrawer } from '../../../components/backoffice/DecisionDrawer';
import { PrivateImage } from '../../../components/backoffice/PrivateImage';
import { SlipMatchAlert } from '../../../components/backoffice/SlipMatch';
import { SlipReadDetails } from '../../../components/backoffice/SlipRead';
import { StatusTag } from '../../../components/backoffice/StatusTag';
import { formatThaiDate, formatThaiDateTime } from '../../../lib/date';
import { formatBaht } from '../../../lib/money';
import { pawnRequestWhat as requestWhat } from '@goldshop/api/contract';
import { memberLabel } from '../../../lib/member';
import { awaitingPickup } from '../../../lib/pawn-request';
import { useOpenRecord } from '../../../lib/use-open-record';
import type { QueueDrawerProps } from '../../../lib/use-queue';
import { findPawnRequest } from '../service';
import { QuoteBreakdown } from './QuoteBreakdown';
import { RequestActions } from './RequestActions';

/** The e-receipt the shop issued: the written evidence the member received in LINE. */
function Receipt({ r }: { r: PawnReceipt }) {
  return (
    <Descriptions bordered size="small" column={1} title={`ใบรับเงิน ${r.number}`} data-testid="pawn-receipt">
      <Descriptions.Item label="ออกเมื่อ">{formatThaiDateTime(r.issuedAt)}</Descriptions.Item>
      <Descriptions.Item label="ผู้รับเงิน">{r.staffName}</Descriptions.Item>
      <Descriptions.Item label="รับชำระ">{formatBaht(r.amount)}</Descriptions.Item>
      {r.dueDate && <Descriptions.Item label="กำหนดชำระ">{formatThaiDate(r.dueDate)}</Descriptions.Item>}
      <Descriptions.Item label="เงินต้นคงเหลือ">{formatBaht(r.principalAfter)}</Descriptions.Item>
    </Descriptions>
  );
}

/**
 * One member's pawn payment: what the slip says, the quote the member paid on, the contract now and the due
 * date an approval gives, the slip at full size; the decision pinned at the bottom. `known` is the table's
 * row when opened from it; a link (?open=<id>) looks it up.
 */
export function RequestDrawer(props: QueueDrawerProps<AdminPawnRequest>) {
  const { id, onClose } = props;
  const { record: r, decided } = useOpenRecord(props, findPawnRequest, { known: props.known });
  const canDecide = r && (r.status === 'pending' || awaitingPickup(r));

  return (
    <DecisionDrawer
      open={id !== null}
      onClose={onClose}
      width={760}
      title={
        r
          ? `${requestWhat(r)} สัญญา ${r.jn_id} ${referenceOf('pawnRequest', r.id)}`
          : `การชำระขายฝาก ${id ? referenceOf('pawnRequest', id) : ''}`
      }
      decision={canDecide ? <RequestActions r={r} onDone={decided} size="middle" /> : undefined}
    >
      {r === undefined ? (
        <Spin />
      ) : r === null ? (
        <Alert type="warning" showIcon message={`ไม่พบรายการเลขที่ ${id}`} />
      ) : (
        <>
          <SlipMatchAlert match={r.slipMatch} />
          <SlipReadDetails read={r.slipRead} />
          <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="สมาชิก">
              {memberLabel(r)} ({r.customerName})
            </Descriptions.Item>
            <Descriptions.Item label="สถานะ">
              <StatusTag status={r.status} lifecycle="pawn" />
            </Descriptions.Item>
            <Descriptions.Item label="กำหนดชำระตอนนี้">{formatThaiDate(r.dueDate)}</Descriptions.Item>
            {r.resultingDueDate && (
              <Descriptions.Item label={r.status === 'pending' ? 'กำหนดชำระเมื่ออนุมัติ' : 'กำหนดชำระใหม่'}>
                {formatThaiDate(r.resultingDueDate)}
              </Descriptions.Item>
            )}
            {r.kind === 'redeem' && (
              <Descriptions.Item label="นัดรับสินค้า">
                สาขา{r.branch} {r.pickupDate && formatThaiDate(r.pickupDate)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="ส่งเมื่อ">{formatThaiDateTime(r.createdAt)}</Descriptions.Item>
            {r.decidedAt && (
              <Descriptions.Item label="พิจารณาเมื่อ">
                {formatThaiDateTime(r.decidedAt)}
                {r.decidedBy ? ` โดย ${r.decidedBy}` : ''}
              </Descriptions.Item>
            )}
            {r.note && <Descriptions.Item label="เหตุผลที่ไม่อนุมัติ">{r.note}</Descriptions.Item>}
          </Descriptions>
          <QuoteBreakdown quote={r.quote} />
          {r.receipt && (
            <>
              <Divider />
              <Receipt r={r.receipt} />
            </>
          )}
          <Divider orientation="left">สลิป (คลิกเพื่อขยาย)</Divider>
          <PrivateImage src={r.proof} label="สลิปการโอนเงินของสมาชิก" width={260} />
        </>
      )}
    </DecisionDrawer>
  );
}
