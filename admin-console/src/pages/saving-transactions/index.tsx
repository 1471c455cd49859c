import { useCallback, useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Image, Space, Tag, Typography } from 'antd';
import { FULFILMENT_TEXT, imageSrc, type AdminSavingTransaction, type SavingTransactionsQuery } from '@goldshop/api/contract';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { decisionValueEnum, valueEnumOf } from '../../lib/status';
import { tableData } from '../../lib/table-query';
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
const WITHDRAW_KINDS = { withdrawal: { text: 'ถอนทั้งหมด' }, withdraw_goods: { text: 'ถอนเป็นทองคำ' }, withdraw_cash: { text: 'ถอนเป็นเงินสด' } };
const FULFIL_FILTER = {
  none: { text: 'ยังไม่เริ่ม' },
  ...valueEnumOf(FULFILMENT_TEXT),
  open: { text: 'ยังไม่ส่งมอบ (ทั้งหมด)' },
};

/** Savings type 1 transactions, one screen per queue (the variant fixes the queue's filter). */
function Transactions({ variant }: { variant: Variant }) {
  const action = useRef<ActionType>();
  const [openId, setOpenId] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const close = useCallback(() => setOpenId(null), []);
  const reload = () => {
    action.current?.reload();
    setVersion((v) => v + 1);
  };
  const fixed: Partial<SavingTransactionsQuery> =
    variant === 'deposits' ? { kind: 'deposit' } : variant === 'fulfilment' ? { kind: 'withdrawal', fulfilment: 'open' } : {};

  const columns: ProColumns<AdminSavingTransaction>[] = [
    { title: 'เลขที่', dataIndex: 'id', search: false, width: 70 },
    { title: 'ทำรายการเมื่อ', dataIndex: 'createdAt', search: false, render: (_, t) => formatThaiDateTime(t.createdAt) },
    {
      title: 'สมาชิก',
      dataIndex: 'username',
      search: false,
      render: (_, t) => (
        <Space direction="vertical" size={0}>
          <span>{t.username ?? `#${t.userId}`}</span>
          {t.customerName && <Typography.Text type="secondary">{t.customerName}</Typography.Text>}
        </Space>
      ),
    },
    { title: 'รหัสสมาชิก', dataIndex: 'userId', valueType: 'digit', hideInTable: true, fieldProps: { min: 1, precision: 0 } },
    {
      title: 'ประเภท',
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: WITHDRAW_KINDS,
      initialValue: variant === 'withdrawals' ? 'withdrawal' : undefined,
      search: variant === 'withdrawals' ? undefined : false,
      render: (_, t) => <Tag color={t.kind === 'deposit' ? 'green' : 'red'}>{KIND_TEXT[t.kind]}</Tag>,
    },
    { title: 'จำนวนเงิน', dataIndex: 'amount', search: false, align: 'right', render: (_, t) => formatBaht(t.amount) },
    {
      title: 'สถานะ',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: decisionValueEnum,
      initialValue: variant === 'fulfilment' ? undefined : 'pending',
      search: variant === 'fulfilment' ? false : undefined,
      render: (_, t) => <StatusTag status={t.status} />,
    },
    {
      title: variant === 'deposits' ? 'สลิป' : 'การส่งมอบ',
      dataIndex: variant === 'deposits' ? 'slip' : 'fulfilment',
      valueType: 'select',
      valueEnum: FULFIL_FILTER,
      search: variant === 'withdrawals' ? undefined : false,
      render: (_, t) =>
        t.kind === 'deposit' ? (
          t.slip ? (
            <Image src={imageSrc(t.slip)} alt={`สลิปรายการ ${t.id}`} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
          ) : (
            '—'
          )
        ) : (
          <Space direction="vertical" size={0}>
            {t.fulfilment ? <StatusTag status={t.fulfilment} lifecycle="fulfilment" /> : <Typography.Text type="secondary">—</Typography.Text>}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t.kind === 'withdraw_goods' ? receiveText(t) : `${t.bank ?? ''} ${t.accountNumber ?? ''}`}
            </Typography.Text>
          </Space>
        ),
    },
    { title: 'หมายเหตุ', dataIndex: 'note', search: false, ellipsis: true, render: (_, t) => t.note || '—' },
    {
      title: 'จัดการ',
      valueType: 'option',
      width: 250,
      render: (_, t) => (
        <Space wrap>
          <Button size="small" onClick={() => setOpenId(t.id)} aria-label={`รายละเอียดรายการ ${t.id}`}>
            รายละเอียด
          </Button>
          <TransactionActions t={t} onDone={reload} />
        </Space>
      ),
    },
  ];
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
        scroll={{ x: 1150 }}
      />
      <TransactionDrawer id={openId} onClose={close} onChanged={reload} />
    </PageContainer>
  );
}

export const SavingDeposits = () => <Transactions variant="deposits" />;
export const SavingWithdrawals = () => <Transactions variant="withdrawals" />;
export const SavingFulfilment = () => <Transactions variant="fulfilment" />;
export default SavingDeposits;
