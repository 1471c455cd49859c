import { Descriptions, Divider, Flex, Space, Spin, Statistic } from 'antd';
import { referenceOf } from '@goldshop/api/contract';
import { DecisionDrawer } from '../../../components/backoffice/DecisionDrawer';
import { PrivateImage } from '../../../components/backoffice/PrivateImage';
import { SlipMatchAlert } from '../../../components/backoffice/SlipMatch';
import { SlipReadDetails } from '../../../components/backoffice/SlipRead';
import { PayoutQr } from './PayoutQr';
import { StatusTag } from '../../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../../lib/date';
import { memberWithCustomer } from '../../../lib/member';
import { formatBaht } from '../../../lib/money';
import { useOpenRecord } from '../../../lib/use-open-record';
import type { QueueDrawerProps } from '../../../lib/use-queue';
import { KIND_TEXT, nextStep, receiveText } from '../fulfilment';
import { getTransaction } from '../service';
import { TransactionActions } from './TransactionActions';

/** One deposit or withdrawal with the member's balance now, the images, and what can be done next (pinned at the bottom). */
export function TransactionDrawer(props: QueueDrawerProps<unknown>) {
  const { id, onClose } = props;
  const { record: t, decided } = useOpenRecord(props, getTransaction, { closeOnFailure: true });
  return (
    <DecisionDrawer
      open={id !== null}
      onClose={onClose}
      width={720}
      title={t ? `${KIND_TEXT[t.kind]} ${referenceOf('saving', t.id)}` : 'รายการ'}
      decision={t && (t.status === 'pending' || nextStep(t)) ? <TransactionActions t={t} onDone={decided} size="middle" /> : undefined}
    >
      {!t ? (
        <Spin />
      ) : (
        <>
          <SlipMatchAlert match={t.slipMatch} />
          <SlipReadDetails read={t.slipRead} />
          <Flex gap={32} wrap style={{ marginBottom: 16 }}>
            <Statistic title="ยอดคงเหลือของสมาชิก (อนุมัติแล้ว)" value={formatBaht(t.balance)} data-testid="tx-balance" />
            <Statistic title="ถอนได้ (หักรายการถอนที่รออนุมัติ)" value={formatBaht(t.available)} data-testid="tx-available" />
          </Flex>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label="สมาชิก">{memberWithCustomer(t)}</Descriptions.Item>
            <Descriptions.Item label="ประเภท">{KIND_TEXT[t.kind]}</Descriptions.Item>
            <Descriptions.Item label="จำนวนเงิน">{formatBaht(t.amount)}</Descriptions.Item>
            <Descriptions.Item label="จำนวนเงิน (ตัวอักษร)">{t.amountString || '—'}</Descriptions.Item>
            <Descriptions.Item label="สถานะ">
              <Space>
                <StatusTag status={t.status} />
                {t.fulfilment && <StatusTag status={t.fulfilment} lifecycle="fulfilment" />}
              </Space>
            </Descriptions.Item>
            {t.kind === 'withdraw_goods' && (
              <>
                <Descriptions.Item label="รายละเอียดสินค้า">{t.productDetail ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="การรับสินค้า">{receiveText(t)}</Descriptions.Item>
              </>
            )}
            {t.kind === 'withdraw_cash' && (
              <Descriptions.Item label="บัญชีรับเงิน">
                {t.bank ?? '—'} · {t.accountNumber ?? '—'} · {t.accountName ?? '—'}
              </Descriptions.Item>
            )}
            {t.payoutPromptpay && (
              <Descriptions.Item label="QR พร้อมเพย์สำหรับโอนให้สมาชิก">
                <PayoutQr payload={t.payoutPromptpay} amount={t.amount} />
              </Descriptions.Item>
            )}
            <Descriptions.Item label="หมายเหตุ">{t.note || '—'}</Descriptions.Item>
            <Descriptions.Item label="ทำรายการเมื่อ">{formatThaiDateTime(t.createdAt)}</Descriptions.Item>
            {t.decidedAt && (
              <Descriptions.Item label="พิจารณาเมื่อ">
                {formatThaiDateTime(t.decidedAt)} โดย {t.decidedBy ?? '—'}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Divider orientation="left">รูปภาพ (คลิกเพื่อขยาย)</Divider>
          <Flex gap={24} wrap>
            {t.kind === 'deposit' && <PrivateImage src={t.slip} label="สลิปการโอนเงินของสมาชิก" width={260} />}
            {t.kind !== 'deposit' && (
              <>
                <PrivateImage src={t.idCardImage} label="บัตรประชาชน (ด้านหน้า)" width={260} />
                <PrivateImage src={t.idCardImageBack} label="บัตรประชาชน (ด้านหลัง)" width={260} />
              </>
            )}
            {t.payoutProof && <PrivateImage src={t.payoutProof} label="หลักฐานการโอนเงินของร้าน" width={260} />}
          </Flex>
        </>
      )}
    </DecisionDrawer>
  );
}
