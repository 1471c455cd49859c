import type { ProColumns } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import { FULFILMENT_TEXT, type AdminSavingTransaction, type SavingTransactionsQuery } from '@goldshop/api/contract';
import { AmlTags } from '../../components/AmlTags';
import { CellHint, CellLines } from '../../components/backoffice/CellLines';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { QueueTable } from '../../components/QueueTable';
import { idColumn, memberColumn, numberFilter, openColumn, sentColumn, slipColumn, statusColumn } from '../../components/queue-columns';
import { formatBaht } from '../../lib/money';
import { decisionValueEnum, valueEnumOf } from '../../lib/status';
import { WIDE_ONLY } from '../../lib/table-width';
import { useQueue } from '../../lib/use-queue';
import { TotalOwed } from '../saving-accounts/TotalOwed';
import { TransactionActions } from './components/TransactionActions';
import { TransactionDrawer } from './components/TransactionDrawer';
import { KIND_TEXT, receiveText } from './fulfilment';
import { listTransactions } from './service';

type Variant = 'deposits' | 'withdrawals' | 'fulfilment';
const TITLES: Record<Variant, { title: string; subTitle: string; headerTitle: string }> = {
  deposits: { title: 'รายการฝากออมทองประเภทที่ 1', subTitle: 'ตรวจสลิปแล้วอนุมัติ ยอดเงินจะเข้าบัญชีสมาชิกเมื่ออนุมัติ', headerTitle: 'รายการฝาก' },
  withdrawals: { title: 'รายการถอนออมทองประเภทที่ 1', subTitle: 'อนุมัติได้เมื่อยอดคงเหลือยังพอ ณ ขณะอนุมัติ', headerTitle: 'รายการถอน' },
  fulfilment: { title: 'ส่งมอบทอง / โอนเงิน', subTitle: 'รายการถอนที่อนุมัติแล้วและยังไม่ถึงมือสมาชิก', headerTitle: 'รอส่งมอบหรือโอนเงิน' },
};
const WITHDRAW_KINDS = {
  withdrawal: { text: 'ถอนทั้งหมด' },
  withdraw_goods: { text: 'ถอนเป็นทองคำ' },
  withdraw_cash: { text: 'ถอนเป็นเงินสด' },
};
const FULFIL_FILTER = {
  none: { text: 'ยังไม่เริ่ม' },
  ...valueEnumOf(FULFILMENT_TEXT),
  open: { text: 'ยังไม่ส่งมอบ (ทั้งหมด)' },
};

/** Savings type 1 transactions, one screen per queue (the variant fixes the queue's filter). */
function Transactions({ variant }: { variant: Variant }) {
  // The open drawer lives in the address (?open=<id>), so a duplicate-slip link elsewhere can open it.
  const q = useQueue<AdminSavingTransaction>({ linkable: true });
  const fixed: Partial<SavingTransactionsQuery> =
    variant === 'deposits' ? { kind: 'deposit' } : variant === 'fulfilment' ? { kind: 'withdrawal', fulfilment: 'open' } : {};

  // What a decision needs stays in the row (who, how much, the slip or how it goes out, the buttons);
  // the note, the amount in words and the images at full size are in the drawer.
  const columns: ProColumns<AdminSavingTransaction>[] = [
    idColumn({}, 'saving'),
    // For goods and money on their way what counts is what is left to do; the request date is in the drawer.
    sentColumn('ทำรายการเมื่อ', { hideInTable: variant === 'fulfilment' }),
    memberColumn(
      (t) => (
        <>
          {t.customerName && <Typography.Text type="secondary">{t.customerName}</Typography.Text>}
          <AmlTags flags={t.amlFlags} />
        </>
      ),
      { width: 140 },
    ),
    numberFilter('รหัสสมาชิก', 'userId'),
    {
      title: 'ประเภท',
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: WITHDRAW_KINDS,
      width: 110,
      // On a tablet the fulfilment queue keeps what is left to do; the kind shows in it too.
      responsive: variant === 'fulfilment' ? WIDE_ONLY : undefined,
      initialValue: variant === 'withdrawals' ? 'withdrawal' : undefined,
      search: variant === 'withdrawals' ? undefined : false,
      // Every row of the deposits queue is a deposit: the column would only take room.
      hideInTable: variant === 'deposits',
      render: (_, t) => <Tag color={t.kind === 'deposit' ? 'green' : 'red'}>{KIND_TEXT[t.kind]}</Tag>,
    },
    {
      title: 'จำนวนเงิน',
      dataIndex: 'amount',
      search: false,
      align: 'right',
      width: 105,
      responsive: variant === 'fulfilment' ? WIDE_ONLY : undefined,
      render: (_, t) => formatBaht(t.amount),
    },
    // The fulfilment queue holds approved withdrawals only.
    statusColumn(decisionValueEnum, (t) => t.status, undefined, {
      initialValue: variant === 'fulfilment' ? undefined : 'pending',
      search: variant === 'fulfilment' ? false : undefined,
      hideInTable: variant === 'fulfilment',
    }),
    variant === 'deposits'
      ? slipColumn(
          (t) => t.slip,
          (t) => `สลิปรายการ ${t.id}`,
          { width: 100 },
        )
      : {
          title: 'การส่งมอบ',
          dataIndex: 'fulfilment',
          valueType: 'select',
          valueEnum: FULFIL_FILTER,
          width: 210,
          search: variant === 'withdrawals' ? undefined : false,
          // Waiting withdrawals have not gone anywhere yet: the column is a filter there, shown in the drawer.
          hideInTable: variant === 'withdrawals',
          render: (_, t) => (
            <CellLines>
              {t.fulfilment ? (
                <StatusTag status={t.fulfilment} lifecycle="fulfilment" />
              ) : (
                <Typography.Text type="secondary">ยังไม่เริ่ม</Typography.Text>
              )}
              <CellHint tooltip>{t.kind === 'withdraw_goods' ? receiveText(t) : `${t.bank ?? ''} ${t.accountNumber ?? ''}`}</CellHint>
            </CellLines>
          ),
        },
    openColumn(
      240,
      q.open,
      (t) => ({ label: 'รายละเอียด', name: `รายละเอียดรายการ ${t.id}` }),
      (t) => <TransactionActions t={t} onDone={q.reload} />,
    ),
  ];
  return (
    <QueueTable
      queue={q}
      {...TITLES[variant]}
      content={<TotalOwed version={q.version} />}
      columns={columns}
      list={(params) => listTransactions(params, fixed)}
    >
      <TransactionDrawer {...q.drawer} />
    </QueueTable>
  );
}

export const SavingDeposits = () => <Transactions variant="deposits" />;
export const SavingWithdrawals = () => <Transactions variant="withdrawals" />;
export const SavingFulfilment = () => <Transactions variant="fulfilment" />;
export default SavingDeposits;
