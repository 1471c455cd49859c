import { useRef } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Space, Tag } from 'antd';
import type { AdminStaff } from '@goldshop/api/contract';
import { useSession } from '../../auth/session';
import { ConfirmAction } from '../../components/backoffice/ConfirmAction';
import { formatThaiDateTime } from '../../lib/date';
import { AddStaffForm, ResetPasswordForm, ROLE_TEXT } from './components/StaffForms';
import { disableStaff, enableStaff, listStaff } from './service';

/** Owner only (menu via access.ts canManageStaff; the server refuses others): add, disable/enable, reset. */
export default function StaffAccounts() {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();
  const { me } = useSession();
  const columns: ProColumns<AdminStaff>[] = [
    { title: 'รหัส', dataIndex: 'id', width: 70 },
    { title: 'ชื่อผู้ใช้', dataIndex: 'username' },
    { title: 'บทบาท', dataIndex: 'role', render: (_, s) => <Tag color={s.role === 'owner' ? 'gold' : 'blue'}>{ROLE_TEXT[s.role]}</Tag> },
    {
      title: 'สถานะ',
      dataIndex: 'disabled',
      render: (_, s) => (s.disabled ? <Tag color="red">ถูกระงับ</Tag> : <Tag color="green">ใช้งานได้</Tag>),
    },
    { title: 'สร้างเมื่อ', dataIndex: 'createdAt', render: (_, s) => formatThaiDateTime(s.createdAt) },
    {
      title: 'จัดการ',
      valueType: 'option',
      width: 260,
      render: (_, s) =>
        s.id === me?.id ? (
          'บัญชีของคุณ'
        ) : (
          <Space>
            {s.disabled ? (
              <ConfirmAction
                label="เปิดใช้งาน"
                type="default"
                title={`เปิดใช้งานบัญชี ${s.username}?`}
                action={() => enableStaff(s.id)}
                successText={`เปิดใช้งาน ${s.username} แล้ว`}
                onDone={reload}
              />
            ) : (
              <ConfirmAction
                label="ระงับ"
                type="default"
                danger
                title={`ระงับบัญชี ${s.username}?`}
                description="ผู้ใช้นี้จะถูกออกจากระบบทันทีและเข้าสู่ระบบไม่ได้"
                action={() => disableStaff(s.id)}
                successText={`ระงับ ${s.username} แล้ว`}
                onDone={reload}
              />
            )}
            <ResetPasswordForm staff={s} />
          </Space>
        ),
    },
  ];
  return (
    <PageContainer title="บัญชีพนักงาน" subTitle="เฉพาะเจ้าของร้าน">
      <ProTable<AdminStaff>
        rowKey="id"
        actionRef={action}
        columns={columns}
        search={false}
        request={async () => {
          const rows = await listStaff();
          return { data: rows, total: rows.length, success: true };
        }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle="พนักงานทั้งหมด"
        toolBarRender={() => [<AddStaffForm key="add" onSaved={reload} />]}
      />
    </PageContainer>
  );
}
