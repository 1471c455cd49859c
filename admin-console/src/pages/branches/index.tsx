import type { ProColumns } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import type { AdminBranch } from '@goldshop/api/contract';
import { ConfirmAction } from '../../components/backoffice/ConfirmAction';
import { QueueTable } from '../../components/QueueTable';
import { actionColumn, AddButton, EditButton, RowActions } from '../../components/queue-columns';
import { useQueue } from '../../lib/use-queue';
import { BranchForm } from './components/BranchForm';
import { ClosuresForm } from './components/ClosuresForm';
import { weekSummary } from './rules';
import { closeBranch, deleteBranch, listBranches, reopenBranch } from './service';

/** What a branch keeps that is still running, a line each. */
const holdsLines = (h: AdminBranch['holds']) => {
  const lines = [
    h.savingAccounts && `ออมทอง ${h.savingAccounts} บัญชี`,
    h.downContracts && `ดาวน์ทอง ${h.downContracts} สัญญา`,
    h.pawnContracts && `ขายฝาก ${h.pawnContracts} สัญญา`,
  ].filter((l): l is string => Boolean(l));
  return lines.length ? lines.map((l) => <div key={l}>{l}</div>) : '—';
};

/**
 * สาขา (owner only, docs/product.md "Console: branches"): every branch with its hours, whether it is open now,
 * where its members pay and what it keeps; the owner adds and edits branches, sets closures, closes a branch to
 * new accounts, and deletes one only when nothing has ever named it. The server refuses staff every change.
 */
export default function BranchesPage() {
  const q = useQueue<AdminBranch>();
  const columns: ProColumns<AdminBranch>[] = [
    {
      title: 'สาขา',
      dataIndex: 'name',
      width: 190,
      render: (_, b) => (
        <>
          <strong>สาขา{b.name}</strong> <Typography.Text type="secondary">({b.code})</Typography.Text>
          {b.phone && <div>{b.phone}</div>}
          <div>
            {b.closedAt ? (
              <Tag color="red">ปิดรับรายการใหม่</Tag>
            ) : (
              <Tag color={b.openNow ? 'green' : 'default'}>{b.openNow ? 'เปิดอยู่ตอนนี้' : 'ปิดอยู่ตอนนี้'}</Tag>
            )}
            {!b.takesPickups && <Tag>ไม่รับนัดรับสินค้า</Tag>}
          </div>
        </>
      ),
    },
    { title: 'เวลาทำการ', dataIndex: 'hours', width: 160, render: (_, b) => weekSummary(b.hours) },
    {
      title: 'บัญชีรับเงิน',
      dataIndex: 'promptpay',
      width: 220,
      render: (_, b) => (
        <>
          <div>พร้อมเพย์: {b.promptpay ? `${b.promptpay.name} ${b.promptpay.masked}` : 'ของร้าน'}</div>
          <div>บัญชี: {b.bankAccount ? `${b.bankAccount.bank} ${b.bankAccount.accNo}` : 'ของร้าน'}</div>
        </>
      ),
    },
    { title: 'ที่ดูแลอยู่', dataIndex: 'holds', width: 130, render: (_, b) => holdsLines(b.holds) },
    actionColumn(250, (b) => (
      <RowActions>
        <BranchForm branch={b} trigger={<EditButton what={`สาขา${b.name}`} />} onSaved={q.reload} />
        <ClosuresForm branch={b} onSaved={q.reload} />
        {b.closedAt ? (
          <ConfirmAction
            label="เปิดรับรายการใหม่"
            type="default"
            title={`เปิดสาขา${b.name}รับบัญชีและสัญญาใหม่อีกครั้ง?`}
            action={() => reopenBranch(b.id)}
            successText={`สาขา${b.name}เปิดรับรายการใหม่แล้ว`}
            onDone={q.reload}
          />
        ) : (
          <ConfirmAction
            label="ปิดรับรายการใหม่"
            type="default"
            danger
            title={`ปิดสาขา${b.name}ไม่ให้รับบัญชีและสัญญาใหม่?`}
            description="บัญชีและสัญญาที่มีอยู่ยังอยู่ที่สาขานี้ สมาชิกยังชำระได้ตามเดิม และสาขาจะไม่แสดงให้ลูกค้าเลือก"
            action={() => closeBranch(b.id)}
            successText={`ปิดรับรายการใหม่ของสาขา${b.name}แล้ว`}
            onDone={q.reload}
          />
        )}
        {b.deletable && (
          <ConfirmAction
            label="ลบ"
            type="default"
            danger
            title={`ลบสาขา${b.name}?`}
            description="ลบได้เฉพาะสาขาที่ยังไม่เคยมีรายการใดอ้างถึง"
            action={() => deleteBranch(b.id)}
            onDone={q.reload}
          />
        )}
      </RowActions>
    )),
  ];
  return (
    <QueueTable
      queue={q}
      title="สาขา"
      subTitle="เฉพาะเจ้าของร้าน: เวลาทำการ วันปิด และบัญชีรับเงินของแต่ละสาขา ที่ลูกค้าเห็นในหน้า สาขาของเรา"
      headerTitle="สาขาทั้งหมด"
      columns={columns}
      list={listBranches}
      search={false}
      pagination={false}
      addForm={<BranchForm trigger={<AddButton label="เพิ่มสาขา" />} onSaved={q.reload} />}
    />
  );
}
