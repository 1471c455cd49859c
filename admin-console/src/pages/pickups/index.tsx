import { useCallback, useEffect, useState } from 'react';
import { Card, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PICKUP_WHAT_TEXT, type AdminBranch, type AdminPickup } from '@goldshop/api/contract';
import { useSession } from '../../auth/session';
import { accessFor } from '../../access';
import { ConfirmAction } from '../../components/backoffice/ConfirmAction';
import { ThaiDatePicker } from '../../components/backoffice/ThaiDatePicker';
import { formatThaiDate, formatThaiDateTime } from '../../lib/date';
import { stackedOnPhone, usePhone } from '../../lib/stacked-columns';
import { depositLine, handoverChecks } from './deposit';
import { handedOver, listBranches, listDay, missed } from './service';

const BANGKOK_MS = 7 * 3600_000;
/** A Bangkok calendar day, `plus` days from today. */
const bangkokDay = (plus: number) => new Date(Date.now() + BANGKOK_MS + plus * 86_400_000).toISOString().slice(0, 10);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The first day shown: ?date= (a day looked up ahead), else today. */
const firstDay = () => {
  const asked = new URLSearchParams(window.location.search).get('date');
  return asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : bangkokDay(0);
};
const hhmm = (iso: string) => new Date(Date.parse(iso) + BANGKOK_MS).toISOString().slice(11, 16);

const STATUS_COLOR: Record<AdminPickup['status'], string> = { booked: 'blue', handed_over: 'green', missed: 'red', cancelled: 'default' };

/**
 * รับของวันนี้ (docs/product.md "Console: pickups (รับของวันนี้)"): today's and tomorrow's pickups at the staff
 * member's branches (the server lists only theirs; the owner filters by branch), who comes for what with the ID
 * to check, and the handover or the no-show.
 */
export default function PickupsPage() {
  const { me } = useSession();
  const canFilter = accessFor(me?.role).canFilterPickupBranches;
  const phone = usePhone();
  const [branches, setBranches] = useState<AdminBranch[]>([]);
  const [branchId, setBranchId] = useState<number>();
  const [days, setDays] = useState<{ date: string; rows: AdminPickup[] }[]>([]);
  const [loading, setLoading] = useState(true);
  const [from, setFrom] = useState(firstDay);
  const today = bangkokDay(0);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const dates = [from, nextDay(from)];
      setDays(await Promise.all(dates.map(async (date) => ({ date, rows: await listDay(date, branchId) }))));
    } finally {
      setLoading(false);
    }
  }, [branchId, from]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (canFilter) void listBranches().then(setBranches);
  }, [canFilter]);

  const columns = (): ColumnsType<AdminPickup> => [
    { title: 'เวลา', key: 'time', width: 110, render: (_, p) => `${hhmm(p.start)}–${hhmm(p.end)}` },
    { title: 'สาขา', key: 'branch', width: 110, render: (_, p) => `สาขา${p.branchName}` },
    {
      title: 'ผู้มารับ',
      key: 'who',
      width: 200,
      render: (_, p) => (
        <>
          <strong>{p.memberName}</strong>
          <div>
            <Typography.Text type="secondary">บัตรประชาชน </Typography.Text>
            <span data-testid="pickup-id">{p.idToCheck ?? '—'}</span>
          </div>
        </>
      ),
    },
    {
      title: 'รับอะไร',
      key: 'what',
      render: (_, p) => (
        <>
          <div>{PICKUP_WHAT_TEXT[p.what]}</div>
          <Typography.Text type="secondary">{p.label}</Typography.Text>
          {depositLine(p) && (
            <div>
              <Typography.Text strong data-testid="pickup-deposit">
                {depositLine(p)}
              </Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      title: 'สถานะ',
      key: 'status',
      width: 150,
      render: (_, p) => (
        <>
          <Tag color={STATUS_COLOR[p.status]}>{p.statusText}</Tag>
          {p.handedOverAt && (
            <div>
              <Typography.Text type="secondary">{`${p.handedOverBy ?? ''} ${formatThaiDateTime(p.handedOverAt)}`}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 210,
      render: (_, p) =>
        p.status === 'booked' ? (
          <Space wrap>
            <ConfirmAction
              label="ส่งมอบแล้ว"
              title={`ส่งมอบ${PICKUP_WHAT_TEXT[p.what]}ให้ ${p.memberName}?`}
              description={
                <div data-testid="handover-checks">
                  {handoverChecks(p).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </div>
              }
              action={() => handedOver(p.id)}
              successText="บันทึกการส่งมอบแล้ว"
              onDone={load}
            />
            {Date.now() >= Date.parse(p.start) && (
              <ConfirmAction
                label="ไม่มาตามนัด"
                title="บันทึกว่าไม่มาตามนัด? สมาชิกจะได้รับข้อความให้นัดใหม่"
                action={() => missed(p.id)}
                successText="บันทึกแล้ว แจ้งสมาชิกให้นัดใหม่แล้ว"
                onDone={load}
                type="default"
                danger
              />
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          รับของวันนี้
        </Typography.Title>
        <div style={{ width: 170 }}>
          <ThaiDatePicker id="pickups-from" value={from} onChange={(d) => d && setFrom(d)} />
        </div>
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
      </Space>
      {days.map((d, i) => (
        <div key={d.date} data-testid={`pickups-day-${i}`}>
          <Card
            title={`${d.date === today ? 'วันนี้ ' : d.date === nextDay(today) ? 'พรุ่งนี้ ' : ''}${formatThaiDate(d.date)} (${d.rows.length} นัด)`}
          >
            <Table<AdminPickup>
              rowKey="id"
              size="small"
              loading={loading}
              dataSource={d.rows}
              columns={stackedOnPhone(columns(), phone)}
              showHeader={!phone}
              pagination={false}
              scroll={phone ? undefined : { x: 'max-content' }}
              locale={{ emptyText: 'ไม่มีนัดรับสินค้า' }}
            />
          </Card>
        </div>
      ))}
    </Space>
  );
}
