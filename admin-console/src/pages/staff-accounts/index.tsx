import type { ProColumns } from '@ant-design/pro-components';
import { Space, Tag, Typography } from 'antd';
import type { AdminStaff } from '@goldshop/api/contract';
import { useSession } from '../../auth/session';
import { ConfirmAction } from '../../components/backoffice/ConfirmAction';
import { QueueTable } from '../../components/QueueTable';
import { actionColumn, createdColumn } from '../../components/queue-columns';
import { useQueue } from '../../lib/use-queue';
import { useBranches } from '../../services/branches';
import { AddStaffForm, DisplayNameForm, ResetPasswordForm, ROLE_TEXT, StaffBranchesForm } from './components/StaffForms';
import { disableStaff, enableStaff, listStaff } from './service';

/** Owner only (menu via access.ts canManageStaff; the server refuses others): add, disable/enable, reset. */
export default function StaffAccounts() {
  const q = useQueue<AdminStaff>();
  const { me } = useSession();
  const branches = useBranches();
  const branchName = (id: number) => branches.find((b) => b.id === id)?.name ?? `#${id}`;
  const columns: ProColumns<AdminStaff>[] = [
    { title: 'รหัส', dataIndex: 'id', width: 70 },
    { title: 'ชื่อผู้ใช้', dataIndex: 'username' },
    {
      title: 'ชื่อที่แสดงต่อสมาชิก',
      dataIndex: 'displayName',
      render: (_, s) => s.displayName ?? <Typography.Text type="secondary">{`${s.username} (ยังไม่ได้ตั้ง)`}</Typography.Text>,
    },
    { title: 'บทบาท', dataIndex: 'role', render: (_, s) => <Tag color={s.role === 'owner' ? 'gold' : 'blue'}>{ROLE_TEXT[s.role]}</Tag> },
    {
      title: 'สาขาที่ประจำ',
      dataIndex: 'branchIds',
      width: 150,
      render: (_, s) =>
        s.role === 'owner' ? (
          <Typography.Text type="secondary">ทุกสาขา</Typography.Text>
        ) : s.branchIds.length === 0 ? (
          <Typography.Text type="danger">ยังไม่ได้กำหนด</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {s.branchIds.map((id) => (
              <Tag key={id}>{branchName(id)}</Tag>
            ))}
          </Space>
        ),
    },
    {
      title: 'สถานะ',
      dataIndex: 'disabled',
      render: (_, s) => (s.disabled ? <Tag color="red">ถูกระงับ</Tag> : <Tag color="green">ใช้งานได้</Tag>),
    },
    createdColumn('สร้างเมื่อ'),
    actionColumn(290, (s) =>
      s.id === me?.id ? (
        <Space>
          <DisplayNameForm staff={s} onSaved={q.reload} />
          <span>บัญชีของคุณ</span>
        </Space>
      ) : (
        <Space wrap>
          <DisplayNameForm staff={s} onSaved={q.reload} />
          {s.role === 'staff' && <StaffBranchesForm staff={s} branches={branches} onSaved={q.reload} />}
          {s.disabled ? (
            <ConfirmAction
              label="เปิดใช้งาน"
              type="default"
              title={`เปิดใช้งานบัญชี ${s.username}?`}
              action={() => enableStaff(s.id)}
              successText={`เปิดใช้งาน ${s.username} แล้ว`}
              onDone={q.reload}
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
              onDone={q.reload}
            />
          )}
          <ResetPasswordForm staff={s} />
        </Space>
      ),
    ),
  ];
  return (
    <QueueTable
      queue={q}
      title="บัญชีพนักงาน"
      subTitle="เฉพาะเจ้าของร้าน"
      headerTitle="พนักงานทั้งหมด"
      columns={columns}
      list={listStaff}
      search={false}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      addForm={<AddStaffForm branches={branches} onSaved={q.reload} />}
    />
  );
}
