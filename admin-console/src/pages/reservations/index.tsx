import { useCallback, useEffect, useState } from 'react';
import { Radio, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminBranch, AdminReservation, ReservationsView } from '@goldshop/api/contract';
import { useSession } from '../../auth/session';
import { accessFor } from '../../access';
import { ConfirmAction } from '../../components/backoffice/ConfirmAction';
import { PrivateImage } from '../../components/backoffice/PrivateImage';
import { ReasonAction } from '../../components/backoffice/ReasonAction';
import { formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { stackedOnPhone, usePhone } from '../../lib/stacked-columns';
import { cancelReservation, confirmReservation, listBranches, listReservations, refundReservation } from './service';
import { SettingsCard } from './SettingsCard';
import { EMPTY_TEXT, refundsDue, viewOptions } from './views';

const STATUS_COLOR: Record<AdminReservation['status'], string> = {
  pending: 'gold',
  confirmed: 'blue',
  collected: 'green',
  cancelled: 'default',
  expired: 'red',
};

/**
 * การจองสินค้า (docs/product.md "Console: reservations"): the reservations at the staff member's branches (the
 * server lists only theirs; the owner filters by branch), confirmed or cancelled with the reason the member reads;
 * a deposit owed back stays in the default view, tagged, until its refund is recorded.
 */
export default function ReservationsPage() {
  const { me } = useSession();
  const canFilter = accessFor(me?.role).canFilterPickupBranches;
  const owner = accessFor(me?.role).canMakeOwnerDecisions;
  const phone = usePhone();
  const [branches, setBranches] = useState<AdminBranch[]>([]);
  const [branchId, setBranchId] = useState<number>();
  const [show, setShow] = useState<ReservationsView>('open');
  const [rows, setRows] = useState<AdminReservation[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await listReservations(branchId, show));
    } finally {
      setLoading(false);
    }
  }, [branchId, show]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (canFilter) void listBranches().then(setBranches);
  }, [canFilter]);

  const columns: ColumnsType<AdminReservation> = [
    {
      title: 'สินค้า',
      key: 'piece',
      render: (_, r) => (
        <>
          <strong>{r.code}</strong>
          <div>
            <Typography.Text type="secondary">{r.name}</Typography.Text>
          </div>
        </>
      ),
    },
    { title: 'ผู้จอง', key: 'who', render: (_, r) => r.memberName },
    { title: 'สาขา', key: 'branch', width: 110, render: (_, r) => `สาขา${r.branchName}` },
    { title: 'นัดรับ', key: 'when', width: 170, render: (_, r) => formatThaiDateTime(r.start) },
    {
      title: 'สถานะ',
      key: 'status',
      width: 170,
      render: (_, r) => (
        <>
          <Tag color={STATUS_COLOR[r.status]} data-testid="reservation-status">
            {r.statusText}
          </Tag>
          {r.depositState === 'refund_due' && (
            <Tag color="red" data-testid="refund-due">
              ต้องคืนมัดจำ
            </Tag>
          )}
          {r.reason && (
            <div>
              <Typography.Text type="secondary">{r.reason}</Typography.Text>
            </div>
          )}
          {r.decidedBy && (
            <div>
              <Typography.Text type="secondary">{r.decidedBy}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      title: 'มัดจำ',
      key: 'deposit',
      width: 170,
      render: (_, r) =>
        r.deposit > 0 ? (
          <>
            <strong>{formatBaht(r.deposit)}</strong>
            <div>
              <Typography.Text type="secondary" data-testid="reservation-deposit">
                {r.depositText}
              </Typography.Text>
            </div>
            <div>
              <Typography.Text type="secondary">{r.depositRule === 'keep' ? 'ไม่มารับ: ริบ' : 'ไม่มารับ: คืน'}</Typography.Text>
            </div>
            <PrivateImage src={r.depositProof} label="สลิปมัดจำ" width={80} />
          </>
        ) : (
          <Typography.Text type="secondary">ไม่มี</Typography.Text>
        ),
    },
    {
      title: '',
      key: 'actions',
      width: 200,
      render: (_, r) =>
        r.depositState === 'refund_due' ? (
          <ReasonAction
            name={`refund-reservation-${r.id}`}
            label="บันทึกการคืนมัดจำ"
            title={`คืนมัดจำ ${formatBaht(r.deposit)} ให้ ${r.memberName}`}
            fieldLabel="เลขอ้างอิงการโอนคืน"
            required
            action={(note) => refundReservation(r.id, note)}
            successText="บันทึกการคืนมัดจำแล้ว"
            onDone={load}
          />
        ) : r.status === 'pending' || r.status === 'confirmed' ? (
          <Space wrap>
            {r.status === 'pending' && (
              <ConfirmAction
                label="ยืนยัน"
                title={`ยืนยันการจอง ${r.code} ของ ${r.memberName}?`}
                description="กันสินค้าชิ้นนี้ไว้ให้ลูกค้าตามนัด"
                action={() => confirmReservation(r.id)}
                successText="ยืนยันการจองแล้ว"
                onDone={load}
              />
            )}
            <ReasonAction
              name={`cancel-reservation-${r.id}`}
              label="ยกเลิก"
              title={`ยกเลิกการจอง ${r.code}`}
              action={(reason) => cancelReservation(r.id, reason)}
              successText="ยกเลิกการจองแล้ว"
              onDone={load}
            />
          </Space>
        ) : null,
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          การจองสินค้า
        </Typography.Title>
        {canFilter && (
          <Select
            aria-label="สาขา"
            style={{ minWidth: 180 }}
            allowClear
            placeholder="ทุกสาขา"
            value={branchId}
            onChange={(v) => setBranchId(v)}
            options={branches.map((b) => ({ value: b.id, label: `สาขา${b.name}` }))}
          />
        )}
        <Radio.Group
          aria-label="แสดง"
          optionType="button"
          buttonStyle="solid"
          size={phone ? 'small' : 'middle'}
          value={show}
          onChange={(e) => setShow(e.target.value as ReservationsView)}
          options={viewOptions(refundsDue(rows))}
          data-testid="reservations-view"
        />
      </Space>
      <Table<AdminReservation>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        columns={stackedOnPhone(columns, phone)}
        showHeader={!phone}
        pagination={false}
        scroll={phone ? undefined : { x: 'max-content' }}
        locale={{ emptyText: EMPTY_TEXT[show] }}
        data-testid="reservations-table"
      />
      {/* The work first; the rules under it (staff read them, the owner sets them). */}
      <SettingsCard owner={owner} />
    </Space>
  );
}
