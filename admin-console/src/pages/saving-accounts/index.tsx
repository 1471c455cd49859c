import type { ProColumns } from '@ant-design/pro-components';
import type { AdminSavingAccount } from '@goldshop/api/contract';
import { CellHint, CellLines } from '../../components/backoffice/CellLines';
import { ConfirmAction } from '../../components/backoffice/ConfirmAction';
import { QueueTable } from '../../components/QueueTable';
import { WIDE_ONLY } from '../../lib/table-width';
import { actionColumn, idColumn, RowActions, sentColumn, statusColumn } from '../../components/queue-columns';
import { formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { savingValueEnum } from '../../lib/status';
import { useQueue } from '../../lib/use-queue';
import { MoveBranchForm } from './MoveBranchForm';
import { useBranches } from '../../services/branches';
import { approveSavingAccount, listSavingAccounts, rejectSavingAccount } from './service';
import { TotalOwed } from './TotalOwed';

/** Savings type 1 account requests: pending → active (deposit, withdraw and history open) or rejected. */
export default function SavingAccounts() {
  const q = useQueue<AdminSavingAccount>();
  const branches = useBranches();
  const branchName = (id: number) => branches.find((b) => b.id === id)?.name;
  const columns: ProColumns<AdminSavingAccount>[] = [
    idColumn(),
    statusColumn(savingValueEnum, (a) => a.status, 'saving', { width: 105 }),
    { title: 'ชื่อผู้ใช้', dataIndex: 'username', search: false, width: 115 },
    { title: 'ลูกค้า', dataIndex: 'customerName', search: false, width: 130, render: (_, a) => a.customerName ?? '—' },
    {
      title: 'สาขา',
      dataIndex: 'branchId',
      search: false,
      width: 85,
      responsive: WIDE_ONLY,
      render: (_, a) => branchName(a.branchId) ?? '—',
    },
    { title: 'ยอดคงเหลือ', dataIndex: 'balance', search: false, align: 'right', width: 100, render: (_, a) => formatBaht(a.balance) },
    sentColumn('ขอเมื่อ', {
      width: 135,
      // When it was decided matters for the record, not for the decision: under the request date.
      render: (_, a) => (
        <CellLines>
          <span>{formatThaiDateTime(a.createdAt)}</span>
          {a.decidedAt && <CellHint>พิจารณา {formatThaiDateTime(a.decidedAt)}</CellHint>}
        </CellLines>
      ),
    }),
    // Three small buttons wrap onto two lines rather than widen the table past 1280 px.
    actionColumn(200, (a) =>
      a.status === 'pending' ? (
        <RowActions>
          <ConfirmAction
            label="อนุมัติ"
            title={`อนุมัติบัญชีออมทองของ ${a.username ?? a.customerName}?`}
            action={() => approveSavingAccount(a.id)}
            onDone={q.reload}
          />
          <ConfirmAction
            label="ไม่อนุมัติ"
            type="default"
            danger
            title={`ไม่อนุมัติบัญชีออมทองของ ${a.username ?? a.customerName}?`}
            action={() => rejectSavingAccount(a.id)}
            onDone={q.reload}
          />
          <MoveBranchForm account={a} branches={branches} onSaved={q.reload} />
        </RowActions>
      ) : a.status === 'active' ? (
        <MoveBranchForm account={a} branches={branches} onSaved={q.reload} />
      ) : (
        '—'
      ),
    ),
  ];
  return (
    <QueueTable
      queue={q}
      title="คำขอเปิดบัญชีออมทองประเภทที่ 1"
      content={<TotalOwed version={q.version} />}
      headerTitle="บัญชีออมทอง"
      columns={columns}
      list={listSavingAccounts}
    />
  );
}
