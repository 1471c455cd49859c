import { useRef } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Policy } from '@goldshop/api/contract';
import { SavedSwitch } from '../../components/SavedSwitch';
import { notifySuccess } from '../../services/feedback';
import { FlagSwitches } from './components/FlagSwitches';
import { MinimumCard } from './components/MinimumCard';
import { PolicyForm } from './components/PolicyForm';
import { deletePolicy, FLAGS, listPolicies, setPolicyVisible, type SavingType } from './service';

/** privacy-manager1/2 (docs/product.md "Console: savings terms (privacy-manager1, privacy-manager2)"): a savings type's terms (add, edit, delete, show/hide) and its switches. */
function PrivacyManager({ type }: { type: SavingType }) {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();
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
          onSaved={reload}
        />
      ),
    },
    {
      title: 'จัดการ',
      valueType: 'option',
      width: 180,
      render: (_, p) => (
        <Space size="small" wrap>
          <PolicyForm
            type={type}
            policy={p}
            onSaved={reload}
            trigger={
              <Button size="small" icon={<EditOutlined />}>
                แก้ไข
              </Button>
            }
          />
          <Popconfirm
            title="ลบเงื่อนไขนี้?"
            okText="ลบ"
            cancelText="ยกเลิก"
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              try {
                await deletePolicy(type, p.id);
              } catch {
                return;
              }
              notifySuccess('ลบเงื่อนไขแล้ว');
              reload();
            }}
          >
            <Button size="small" danger icon={<DeleteOutlined />}>
              ลบ
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={`เงื่อนไขออมทองประเภทที่ ${type}`} subTitle="การเปิดให้บริการ ยอดขั้นต่ำ และเงื่อนไขการออมที่สมาชิกเห็น">
      <FlagSwitches defs={FLAGS[type]} />
      <MinimumCard type={type} />
      <ProTable<Policy>
        rowKey="id"
        actionRef={action}
        columns={columns}
        search={false}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        options={{ density: false, setting: false, reload: true }}
        request={async () => ({ data: await listPolicies(type), success: true })}
        scroll={{ x: 640 }}
        headerTitle="เงื่อนไขการออม"
        locale={{ emptyText: 'ยังไม่มีเงื่อนไข' }}
        toolBarRender={() => [
          <PolicyForm
            key="add"
            type={type}
            onSaved={reload}
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                เพิ่มเงื่อนไข
              </Button>
            }
          />,
        ]}
      />
    </PageContainer>
  );
}

export const PrivacyManager1 = () => <PrivacyManager type={1} />;
export const PrivacyManager2 = () => <PrivacyManager type={2} />;
