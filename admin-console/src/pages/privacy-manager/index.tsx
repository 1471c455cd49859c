import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { Policy } from '@goldshop/api/contract';
import { DeleteAction } from '../../components/backoffice/DeleteAction';
import { QueueTable } from '../../components/QueueTable';
import { actionColumn, AddButton, EditButton, RowActions } from '../../components/queue-columns';
import { SavedSwitch } from '../../components/SavedSwitch';
import { useQueue } from '../../lib/use-queue';
import { FlagSwitches } from './components/FlagSwitches';
import { MinimumCard } from './components/MinimumCard';
import { PolicyForm } from './components/PolicyForm';
import { deletePolicy, FLAGS, listPolicies, setPolicyVisible, type SavingType } from './service';

/** privacy-manager1/2 (docs/product.md "Console: savings terms (privacy-manager1, privacy-manager2)"): a savings type's terms (add, edit, delete, show/hide) and its switches. */
function PrivacyManager({ type }: { type: SavingType }) {
  const q = useQueue<Policy>();
  const columns: ProColumns<Policy>[] = [
    { title: 'ข้อ', dataIndex: 'index', valueType: 'indexBorder', width: 56 },
    {
      title: 'เงื่อนไข',
      dataIndex: 'rules',
      render: (_, p) => (
        <Typography.Paragraph className="admin-pre-line" style={{ marginBottom: 0 }}>
          {p.rules}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'แสดงให้ลูกค้าเห็น',
      dataIndex: 'isVisible',
      width: 150,
      render: (_, p) => (
        <SavedSwitch
          label={`แสดงเงื่อนไขข้อที่ ${p.id}`}
          checked={p.isVisible === 1}
          checkedChildren="แสดง"
          unCheckedChildren="ซ่อน"
          save={(v) => setPolicyVisible(type, p.id, v)}
          onSaved={q.reload}
        />
      ),
    },
    actionColumn(180, (p) => (
      <RowActions>
        <PolicyForm type={type} policy={p} onSaved={q.reload} trigger={<EditButton />} />
        <DeleteAction title="ลบเงื่อนไขนี้?" action={() => deletePolicy(type, p.id)} successText="ลบเงื่อนไขแล้ว" onDone={q.reload} />
      </RowActions>
    )),
  ];

  return (
    <QueueTable
      queue={q}
      title={`เงื่อนไขออมทองประเภทที่ ${type}`}
      subTitle="การเปิดให้บริการ ยอดขั้นต่ำ และเงื่อนไขการออมที่สมาชิกเห็น"
      above={
        <>
          <FlagSwitches defs={FLAGS[type]} />
          <MinimumCard type={type} />
        </>
      }
      headerTitle="เงื่อนไขการออม"
      columns={columns}
      list={() => listPolicies(type)}
      search={false}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 640 }}
      locale={{ emptyText: 'ยังไม่มีเงื่อนไข' }}
      addForm={<PolicyForm type={type} onSaved={q.reload} trigger={<AddButton label="เพิ่มเงื่อนไข" />} />}
    />
  );
}

export const PrivacyManager1 = () => <PrivacyManager type={1} />;
export const PrivacyManager2 = () => <PrivacyManager type={2} />;
