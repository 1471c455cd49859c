import type { ProColumns } from '@ant-design/pro-components';
import { Space, Typography } from 'antd';
import type { AdminPawnContract } from '@goldshop/api/contract';
import { formatThaiDate } from '../../lib/date';
import { formatBaht } from '../../lib/money';

/** The contract columns both the contract list and the due-soon list show. */
export const contractColumns: ProColumns<AdminPawnContract>[] = [
  { title: 'เลขที่สัญญา', dataIndex: 'jn_id', search: false, render: (_, c) => <Typography.Text strong>{c.jn_id}</Typography.Text> },
  {
    title: 'ลูกค้า',
    dataIndex: 'customerName',
    search: false,
    render: (_, c) => (
      <Space direction="vertical" size={0}>
        <span>{c.customerName}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>รหัส {c.customerId}</Typography.Text>
      </Space>
    ),
  },
  { title: 'วันที่ขายฝาก', dataIndex: 'jn_date', search: false, render: (_, c) => formatThaiDate(c.jn_date) },
  { title: 'ยอดขายฝาก', dataIndex: 'Net_Total', search: false, align: 'right', render: (_, c) => formatBaht(c.Net_Total) },
  { title: 'ดอกเบี้ย + ค่าธรรมเนียม', dataIndex: 'Rate_In', search: false, align: 'right', render: (_, c) => formatBaht(c.Rate_In + c.fee) },
  { title: 'ชำระแล้ว', dataIndex: 'paid', search: false, align: 'right', render: (_, c) => formatBaht(c.paid) },
  { title: 'สถานะ', dataIndex: 'jn_Status', search: false },
  { title: 'กำหนดชำระ', dataIndex: 'due_date', search: false, render: (_, c) => formatThaiDate(c.due_date) },
];
