import type { ProColumns } from '@ant-design/pro-components';
import type { AdminGoldTransaction, GoldKind } from '@goldshop/api/contract';
import { ApproveOrReject } from '../../components/backoffice/ApproveOrReject';
import { CellLines } from '../../components/backoffice/CellLines';
import { PrivateImage } from '../../components/backoffice/PrivateImage';
import { QueueTable } from '../../components/QueueTable';
import { actionColumn, idColumn, memberColumn, sentColumn, statusColumn } from '../../components/queue-columns';
import { formatBaht } from '../../lib/money';
import { goldValueEnum, valueEnumOf } from '../../lib/status';
import { PayoutQr } from '../saving-transactions/components/PayoutQr';
import { useQueue } from '../../lib/use-queue';
import { FlagSwitches } from '../privacy-manager/components/FlagSwitches';
import { GoldRulesCard } from './components/GoldRulesCard';
import { approveGold, GOLD_FLAGS, listGoldTransactions, rejectGold } from './service';

/** The kinds of gold request in staff's words. */
export const GOLD_KIND_TEXT: Record<GoldKind, string> = {
  deposit: 'ฝากซื้อทอง',
  withdraw_bar: 'ถอนทองแท่ง',
  sell: 'ขายคืน',
  ornament: 'แลกทองรูปพรรณ',
};

function GoldActions({ t, onDone }: { t: AdminGoldTransaction; onDone: () => void }) {
  if (t.status !== 'pending') return null;
  const what = `${GOLD_KIND_TEXT[t.kind]} ${t.grams} กรัม`;
  return (
    <ApproveOrReject
      onDone={onDone}
      approve={{
        label: 'อนุมัติ',
        title: `อนุมัติ${what}?`,
        description:
          t.kind === 'deposit'
            ? `เครดิต ${t.grams} กรัม ที่ราคา ${formatBaht(t.price)} บาทต่อบาททองคำ (ราคาเมื่อรับสลิป) ตรวจยอด ${formatBaht(t.amount)} บาท กับบัญชีของร้านก่อน`
            : t.kind === 'ornament'
              ? `ส่งมอบทองรูปพรรณ รหัส ${t.productCode ?? ''} ให้สมาชิก (ตรวจสลิปค่ากำเหน็จ ${formatBaht(t.amount)} บาท แล้ว) แล้วหัก ${t.grams} กรัม และตัดสต็อกของสาขาที่นัดรับ`
              : t.kind === 'sell'
                ? `โอน ${formatBaht(t.amount)} บาท ให้สมาชิก แล้วหัก ${t.grams} กรัม หากเลยเวลาเสนอราคาและราคารับซื้อเปลี่ยน ระบบจะเสนอราคาใหม่ให้สมาชิกยืนยันแทนการอนุมัติ`
                : `หัก ${t.grams} กรัม ออกจากบัญชีของสมาชิก`,
        action: () => approveGold(t.id),
      }}
      reject={{
        name: `gold-reject-${t.id}`,
        title: `ไม่อนุมัติ${what}`,
        fieldLabel:
          t.kind === 'deposit'
            ? 'เหตุผล (ไม่เครดิตทอง)'
            : t.kind === 'ornament'
              ? 'เหตุผล (คืนทองที่จองไว้ และโอนค่ากำเหน็จคืนสมาชิก)'
              : 'เหตุผล (คืนทองที่จองไว้ให้สมาชิก)',
        action: (note) => rejectGold(t.id, note),
      }}
    />
  );
}

/** The gold account's queue (docs/product.md "Member app: gold account (/gold-account)"): deposits and bar gold to decide. */
export default function GoldAccountQueue() {
  const q = useQueue<AdminGoldTransaction>();
  const columns: ProColumns<AdminGoldTransaction>[] = [
    idColumn({}, 'gold'),
    statusColumn(goldValueEnum, (t) => t.status),
    {
      title: 'รายการ',
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: valueEnumOf(GOLD_KIND_TEXT),
      width: 170,
      render: (_, t) => (
        <CellLines gap={2}>
          <span>{GOLD_KIND_TEXT[t.kind]}</span>
          <strong>{t.grams} กรัม</strong>
          {t.kind !== 'withdraw_bar' && t.kind !== 'ornament' && (
            <span>
              {formatBaht(t.amount)} บาท @ {formatBaht(t.price)}
            </span>
          )}
          {t.kind === 'sell' && (
            <span data-testid={`gold-payout-${t.id}`}>
              โอนเข้า {t.bank} {t.accountNumber} ({t.accountName})
            </span>
          )}
          {t.kind === 'ornament' && (
            <span data-testid={`gold-piece-${t.id}`}>
              ทองรูปพรรณ รหัส {t.productCode} · ค่ากำเหน็จ {formatBaht(t.amount)} บาท
            </span>
          )}
          {t.kind === 'ornament' && t.status === 'rejected' && (
            <span data-testid={`gold-refund-${t.id}`}>
              คืนค่ากำเหน็จเข้า {t.bank} {t.accountNumber} ({t.accountName})
              {t.payoutPromptpay && <PayoutQr payload={t.payoutPromptpay} amount={t.amount} />}
            </span>
          )}
          {t.note && <span>{t.note}</span>}
        </CellLines>
      ),
    },
    memberColumn(undefined, { width: 150 }),
    sentColumn('ส่งเมื่อ', { width: 140 }),
    {
      title: 'สลิป',
      dataIndex: 'proof',
      search: false,
      width: 110,
      render: (_, t) =>
        t.proof ? (
          <PrivateImage src={t.proof} label="สลิป" width={80} />
        ) : t.payoutPromptpay ? (
          <PayoutQr payload={t.payoutPromptpay} amount={t.amount} />
        ) : (
          '—'
        ),
    },
    actionColumn(200, (t) => <GoldActions t={t} onDone={q.reload} />),
  ];
  return (
    <QueueTable
      queue={q}
      title="ออมทองเป็นน้ำหนัก"
      subTitle="ฝากซื้อทองคิดกรัมที่ราคาขายออกเมื่อร้านได้รับสลิป; ถอนทองแท่ง แลกทองรูปพรรณ และขายคืนจองกรัมไว้จนกว่าจะอนุมัติหรือไม่อนุมัติ"
      above={
        <>
          <FlagSwitches defs={GOLD_FLAGS} />
          <GoldRulesCard />
        </>
      }
      headerTitle="รายการออมทองเป็นน้ำหนัก"
      columns={columns}
      list={listGoldTransactions}
    />
  );
}
