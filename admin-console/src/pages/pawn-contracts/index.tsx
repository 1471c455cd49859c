import { useCallback, useState } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import type { AdminPawnContract, OverduePawnContract } from '@goldshop/api/contract';
import { QUEUE_PAGINATION, QueueTable } from '../../components/QueueTable';
import { actionColumn, AddButton, EditButton, numberFilter, OpenButton, RowActions, textSearch } from '../../components/queue-columns';
import { useQueue, type Queue } from '../../lib/use-queue';
import { contractColumns, overdueColumns } from './columns';
import { ContractForm } from './components/ContractForm';
import { PaymentsDrawer } from './components/PaymentsDrawer';
import { dueSoon, listContracts, listOverdue } from './service';

/** Each contract list's row buttons (edit, payments) and the payments drawer they open. */
function useContractActions<C extends AdminPawnContract>(q: Queue<C>) {
  const [open, setOpen] = useState<AdminPawnContract | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const column = actionColumn<C>(170, (c) => (
    <RowActions>
      <ContractForm contract={c} onSaved={q.reload} trigger={<EditButton what={c.jn_id} />} />
      <OpenButton label="การชำระ" name={`การชำระ ${c.jn_id}`} onClick={() => setOpen(c)} />
    </RowActions>
  ));
  const drawer = <PaymentsDrawer contract={open} onClose={close} onChanged={q.reload} />;
  return { column, drawer };
}

/** Pawn (ขายฝาก) contracts: search by contract number or customer, create, edit, record payments. */
export default function PawnContracts() {
  const q = useQueue<AdminPawnContract>();
  const { column, drawer } = useContractActions(q);
  const columns: ProColumns<AdminPawnContract>[] = [
    textSearch('เลขที่สัญญา หรือชื่อลูกค้า'),
    numberFilter('รหัสลูกค้า', 'customerId'),
    ...contractColumns,
    column,
  ];
  return (
    <QueueTable
      queue={q}
      title="สัญญาขายฝาก"
      subTitle="สัญญาที่ลูกค้าเห็นในหน้ารายการขายฝาก"
      headerTitle="รายการสัญญา"
      rowKey="jn_id"
      columns={columns}
      list={listContracts}
      addForm={<ContractForm onSaved={q.reload} trigger={<AddButton label="เพิ่มสัญญา" />} />}
    >
      {drawer}
    </QueueTable>
  );
}

/** Contracts due from today to N days ahead (7 by default), soonest first. */
export function PawnDueSoon() {
  const q = useQueue<AdminPawnContract>();
  const { column, drawer } = useContractActions(q);
  const columns: ProColumns<AdminPawnContract>[] = [
    numberFilter('ภายใน (วัน)', 'days', { initialValue: 7, fieldProps: { min: 0, max: 366, precision: 0 } }),
    ...contractColumns,
    column,
  ];
  return (
    <QueueTable
      queue={q}
      title="สัญญาใกล้ครบกำหนด"
      subTitle="สัญญาที่ครบกำหนดชำระตั้งแต่วันนี้"
      headerTitle="ใกล้ครบกำหนด"
      rowKey="jn_id"
      columns={columns}
      list={(params) => dueSoon(Number(params.days ?? 7))}
      locale={{ emptyText: 'ไม่มีสัญญาที่ใกล้ครบกำหนด' }}
    >
      {drawer}
    </QueueTable>
  );
}

/**
 * Open contracts past their due date, most overdue first (the API's order): who to call today, their
 * phone, and whether the LINE reminder already reached them. The menu badge counts them: a contract marked
 * redeemed leaves the queue and the badge (the queue's reload refreshes both).
 */
export function PawnOverdue() {
  const q = useQueue<OverduePawnContract>();
  const { column, drawer } = useContractActions(q);
  return (
    <QueueTable
      queue={q}
      title="สัญญาขายฝากเกินกำหนด"
      subTitle="สัญญาที่ยังไม่ไถ่ถอนและเลยกำหนดชำระแล้ว เกินนานที่สุดอยู่บนสุด"
      headerTitle="เกินกำหนด"
      rowKey="jn_id"
      columns={[...overdueColumns, column]}
      list={listOverdue}
      search={false}
      pagination={{ ...QUEUE_PAGINATION, showTotal: (t) => `ทั้งหมด ${t} สัญญา` }}
      locale={{ emptyText: 'ไม่มีสัญญาที่เกินกำหนด' }}
    >
      {drawer}
    </QueueTable>
  );
}
