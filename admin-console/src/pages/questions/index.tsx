import { useState } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Input, Modal, Space, Tag, Typography } from 'antd';
import type { ProductQuestion } from '@goldshop/api/contract';
import { QueueTable } from '../../components/QueueTable';
import { actionColumn, createdColumn } from '../../components/queue-columns';
import { formatThaiDateTime } from '../../lib/date';
import { useQueue } from '../../lib/use-queue';
import { listQuestions, replyQuestion } from './service';

/**
 * Customers' questions about pieces (docs/product.md "Asking the shop about a piece"): newest first, each with its
 * piece; staff call the customer back and record the reply they gave, once.
 */
export default function Questions() {
  const q = useQueue<ProductQuestion>();
  const [open, setOpen] = useState<ProductQuestion | null>(null);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!open || !reply.trim()) return;
    setBusy(true);
    try {
      await replyQuestion(open.id, reply.trim());
      setOpen(null);
      setReply('');
      q.reload();
    } finally {
      setBusy(false);
    }
  };
  const columns: ProColumns<ProductQuestion>[] = [
    {
      title: 'สถานะ',
      dataIndex: 'answered',
      valueType: 'select',
      valueEnum: { 0: { text: 'รอตอบ' }, 1: { text: 'ตอบแล้ว' } },
      width: 100,
      render: (_, r) => (r.repliedAt ? <Tag color="green">ตอบแล้ว</Tag> : <Tag color="gold">รอตอบ</Tag>),
    },
    {
      title: 'สินค้า',
      dataIndex: 'productCode',
      search: false,
      render: (_, r) => (
        <a href={`/shop/${encodeURIComponent(r.productCode)}`} target="_blank" rel="noopener noreferrer">
          {r.productCode}
          {r.productName ? ` ${r.productName}` : ''}
        </a>
      ),
    },
    { title: 'ชื่อ', dataIndex: 'name', search: false },
    { title: 'เบอร์โทร', dataIndex: 'phone', search: false, render: (_, r) => <a href={`tel:${r.phone}`}>{r.phone}</a> },
    {
      title: 'คำถาม',
      dataIndex: 'question',
      search: false,
      render: (_, r) => <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{r.question}</Typography.Paragraph>,
    },
    {
      title: 'คำตอบ',
      dataIndex: 'reply',
      search: false,
      render: (_, r) =>
        r.reply ? (
          <Space direction="vertical" size={0}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{r.reply}</span>
            <Typography.Text type="secondary">
              {r.repliedBy} {r.repliedAt && formatThaiDateTime(r.repliedAt)}
            </Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    createdColumn('ถามเมื่อ'),
    actionColumn(110, (r) =>
      r.repliedAt ? (
        '—'
      ) : (
        <Button size="small" type="primary" onClick={() => setOpen(r)}>
          บันทึกคำตอบ
        </Button>
      ),
    ),
  ];
  return (
    <>
      <QueueTable
        queue={q}
        title="คำถามลูกค้า"
        subTitle="คำถามเกี่ยวกับสินค้าจากหน้าสินค้า: โทรกลับลูกค้าแล้วบันทึกคำตอบที่ให้"
        headerTitle="คำถามเกี่ยวกับสินค้า"
        columns={columns}
        list={listQuestions}
        scroll={{ x: 1000 }}
      />
      <Modal
        open={open !== null}
        title={open ? `ตอบคำถามเรื่อง ${open.productCode}` : ''}
        okText="บันทึกคำตอบ"
        cancelText="ยกเลิก"
        confirmLoading={busy}
        okButtonProps={{ disabled: !reply.trim() }}
        onOk={save}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {open && <Typography.Paragraph>{open.question}</Typography.Paragraph>}
        <Input.TextArea aria-label="คำตอบ" rows={4} maxLength={2000} value={reply} onChange={(e) => setReply(e.target.value)} />
      </Modal>
    </>
  );
}
