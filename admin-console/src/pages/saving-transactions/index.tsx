import { AmlTags } from '../../components/AmlTags';
import { useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag, Typography } from 'antd';
import { FULFILMENT_TEXT, type AdminSavingTransaction, type SavingTransactionsQuery } from '@goldshop/api/contract';
import { CellLines, CellHint } from '../../components/backoffice/CellLines';
import { SlipCell } from '../../components/backoffice/SlipMatch';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { useOpenDrawer } from '../../lib/use-open-drawer';
import { decisionValueEnum, valueEnumOf } from '../../lib/status';
import { tableData } from '../../lib/table-query';
import { WIDE_ONLY } from '../../lib/table-width';
import { useTableWidth } from '../../lib/use-table-width';
import { TotalOwed } from '../saving-accounts/TotalOwed';
import { TransactionActions } from './components/TransactionActions';
import { TransactionDrawer } from './components/TransactionDrawer';
import { KIND_TEXT, receiveText } from './fulfilment';
import { listTransactions } from './service';

type Variant = 'deposits' | 'withdrawals' | 'fulfilment';
const TITLES: Record<Variant, { title: string; sub: string; table: string }> = {
  deposits: { title: 'รายการฝากออมทองประเภทที่ 1', sub: 'ตรวจสลิปแล้วอนุมัติ ยอดเงินจะเข้าบัญชีสมาชิกเมื่ออนุมัติ', table: 'รายการฝาก' },
  withdrawals: { title: 'รายการถอนออมทองประเภทที่ 1', sub: 'อนุมัติได้เมื่อยอดคงเหลือยังพอ ณ ขณะอนุมัติ', table: 'รายการถอน' },
  fulfilment: { title: 'ส่งมอบทอง / โอนเงิน', sub: 'รายการถอนที่อนุมัติแล้วและยังไม่ถึงมือสมาชิก', table: 'รอส่งมอบหรือโอนเงิน' },
};
const SLIP_FILTER = { flagged: { text: 'เฉพาะที่ต้องตรวจ' } };
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
  const action = useRef<ActionType>();
  // The open drawer lives in the address (?open=<id>), so a duplicate-slip link elsewhere can open it.
  const { openId, setOpenId, close } = useOpenDrawer();
  const [version, setVersion] = useState(0);
  const reload = () => {
    action.current?.reload();
    setVersion((v) => v + 1);
  };
  const fixed: Partial<SavingTransactionsQuery> =
    variant === 'deposits' ? { kind: 'deposit' } : variant === 'fulfilment' ? { kind: 'withdrawal', fulfilment: 'open' } : {};

  // What a decision needs stays in the row (who, how much, the slip or how it goes out, the buttons);
  // the note, the amount in words and the images at full size are in the drawer.
  const columns: ProColumns<AdminSavingTransaction>[] = [
    { title: 'เลขที่', dataIndex: 'id', search: false, width: 64, responsive: WIDE_ONLY },
    // For goods and money on their way what counts is what is left to do; the request date is in the drawer.
    {
      title: 'ทำรายการเมื่อ',
      dataIndex: 'createdAt',
      search: false,
      width: 130,
      responsive: WIDE_ONLY,
      hideInTable: variant === 'fulfilment',
      render: (_, t) => formatThaiDateTime(t.createdAt),
    },
    {
      title: 'สมาชิก',
      dataIndex: 'username',
      search: false,
      width: 140,
      render: (_, t) => (
        <Space direction="vertical" size={0}>
          <span>{t.username ?? `#${t.userId}`}</span>
          {t.customerName && <Typography.Text type="secondary">{t.customerName}</Typography.Text>}
          <AmlTags flags={t.amlFlags} />
        </Space>
      ),
    },
    { title: 'รหัสสมาชิก', dataIndex: 'userId', valueType: 'digit', hideInTable: true, fieldProps: { min: 1, precision: 0 } },
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
    {
      title: 'สถานะ',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: decisionValueEnum,
      width: 100,
      responsive: WIDE_ONLY, // the queue is filtered to one status already
      initialValue: variant === 'fulfilment' ? undefined : 'pending',
      search: variant === 'fulfilment' ? false : undefined,
      // The fulfilment queue holds approved withdrawals only.
      hideInTable: variant === 'fulfilment',
      render: (_, t) => <StatusTag status={t.status} />,
    },
    variant === 'deposits'
      ? {
          title: 'สลิป',
          // As a filter: only slips to look at twice (no QR read, a failed bank check, a repeat).
          dataIndex: 'slip',
          valueType: 'select',
          valueEnum: SLIP_FILTER,
          width: 100,
          render: (_, t) => <SlipCell image={t.slip} alt={`สลิปรายการ ${t.id}`} match={t.slipMatch} read={t.slipRead} />,
        }
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
    {
      title: 'จัดการ',
      valueType: 'option',
      fixed: 'right',
      width: 240,
      render: (_, t) => (
        <Space wrap size={[8, 4]}>
          <Button size="small" onClick={() => setOpenId(t.id)} aria-label={`รายละเอียดรายการ ${t.id}`}>
            รายละเอียด
          </Button>
          <TransactionActions t={t} onDone={reload} />
        </Space>
      ),
    },
  ];
  const width = useTableWidth(columns);
  const text = TITLES[variant];
  return (
    <PageContainer title={text.title} subTitle={text.sub} content={<TotalOwed version={version} />}>
      <ProTable<AdminSavingTransaction>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => tableData(await listTransactions(params, fixed))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle={text.table}
        scroll={{ x: width }}
      />
      <TransactionDrawer id={openId} onClose={close} onChanged={reload} />
    </PageContainer>
  );
}

export const SavingDeposits = () => <Transactions variant="deposits" />;
export const SavingWithdrawals = () => <Transactions variant="withdrawals" />;
export const SavingFulfilment = () => <Transactions variant="fulfilment" />;
export default SavingDeposits;
