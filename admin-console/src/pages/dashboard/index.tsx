import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer, ProCard, ProTable, StatisticCard } from '@ant-design/pro-components';
import { Alert, Button, Descriptions, Select, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { AdminPawnContract, DashboardAnswer } from '@goldshop/api/contract';
import { formatThaiDate, formatThaiDateTime } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { QUEUES } from '../../lib/pending';
import { refreshPendingCounts } from '../../services/pending-counts';
import { fetchDashboard } from './service';
import { GoldPriceWarning } from './components/GoldPriceWarning';
import { PawnOverdue } from './components/PawnOverdue';
import { OwnerAlerts } from './components/OwnerAlerts';
import { OwnerLineLink } from './components/OwnerLineLink';
import { useSession } from '../../auth/session';
import { useBranches } from '../../services/branches';
import { BranchDays } from './components/BranchDays';
import { LineBudgetCard } from '../line-budget/LineBudgetCard';
import { GoldExposureCard } from './components/GoldExposureCard';

/** The console's landing page: what waits in each queue, today's price, what the shop owes, pawns due. */
export default function Dashboard() {
  const [data, setData] = useState<DashboardAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const owner = useSession().access.canMakeOwnerDecisions;
  const branches = useBranches();
  // The owner's view of one branch (docs/access.md "Branches"); staff see their own branches already.
  const [branchId, setBranchId] = useState<number | undefined>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await fetchDashboard(branchId));
      setFailed(false);
      void refreshPendingCounts();
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [branchId]);
  useEffect(() => void load(), [load]);

  const price = data?.goldPrice?.response;
  return (
    <PageContainer
      title="แดชบอร์ด"
      subTitle="งานที่รอดำเนินการและภาพรวมของร้าน"
      extra={
        <Space wrap>
          {owner && (
            <Select<number | 'all'>
              aria-label="ดูสาขา"
              style={{ minWidth: 160 }}
              value={branchId ?? 'all'}
              onChange={(v) => setBranchId(v === 'all' ? undefined : v)}
              options={[{ value: 'all' as const, label: 'ทุกสาขา' }, ...branches.map((b) => ({ value: b.id, label: `สาขา${b.name}` }))]}
            />
          )}
          <Button icon={<ReloadOutlined />} onClick={() => void load()} loading={loading}>
            รีเฟรช
          </Button>
        </Space>
      }
    >
      {failed && <Alert type="error" showIcon message="โหลดข้อมูลแดชบอร์ดไม่สำเร็จ" style={{ marginBottom: 16 }} />}
      {/* The daily database check and the backups: what someone must look at before it costs data. */}
      {data?.warnings.map((w) => (
        <Alert key={w.code} type="error" showIcon message={w.message} data-testid={`warning-${w.code}`} style={{ marginBottom: 16 }} />
      ))}
      <OwnerAlerts alerts={data?.ownerAlerts} />
      <GoldPriceWarning refresh={data} />
      <ProCard title="งานที่รออยู่" gutter={[16, 16]} wrap bordered headerBordered loading={loading && !data} style={{ marginBottom: 16 }}>
        {QUEUES.map((q) => {
          const n = data?.pending[q.key] ?? 0;
          return (
            <ProCard key={q.key} colSpan={{ xs: 24, sm: 12, md: 8, xl: 6 }} bordered>
              <Link to={q.path} aria-label={`${q.label} ${n} รายการ`} data-testid={`queue-${q.key}`}>
                <StatisticCard
                  statistic={{
                    // Same height for every tile whether its name takes one line or two.
                    title: <div style={{ minHeight: 44 }}>{q.label}</div>,
                    value: n,
                    suffix: 'รายการ',
                    valueStyle: { color: n > 0 ? '#d46b08' : '#389e0d' },
                  }}
                />
              </Link>
            </ProCard>
          );
        })}
      </ProCard>

      <BranchDays days={data?.branches} loading={loading && !data} />

      <ProCard gutter={16} wrap style={{ marginBottom: 16 }} ghost>
        <ProCard title="ราคาทองวันนี้ (ทองคำแท่ง 96.5%)" colSpan={{ xs: 24, md: 12 }} bordered headerBordered loading={loading && !data}>
          {price ? (
            <Descriptions column={1} size="small" data-testid="dashboard-gold-price">
              {/* docs/product.md "Console: dashboard": the API's `buy` is the shop's sell-out price and `sell` its buy-back price. */}
              <Descriptions.Item label="ขายออก">{price.price.gold_bar.buy} บาท</Descriptions.Item>
              <Descriptions.Item label="รับซื้อ">{price.price.gold_bar.sell} บาท</Descriptions.Item>
              <Descriptions.Item label="เปลี่ยนแปลง">{price.price.change.compare_previous}</Descriptions.Item>
              <Descriptions.Item label="ประกาศ">
                {price.update_times ? formatThaiDateTime(price.update_times) : `${price.date} ${price.update_time}`}
              </Descriptions.Item>
              <Descriptions.Item label="ที่มา">
                {data?.goldPrice?.source === 'staff' ? 'พนักงานบันทึก' : 'ดึงจากแหล่งราคาอัตโนมัติ'} · บันทึกเมื่อ{' '}
                {formatThaiDateTime(data!.goldPrice!.createdAt)}
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Alert type="info" showIcon message="ยังไม่มีราคาทอง" />
          )}
        </ProCard>
        <ProCard title="ยอดเงินออมที่ร้านต้องคืนสมาชิก" colSpan={{ xs: 24, md: 12 }} bordered headerBordered loading={loading && !data}>
          <StatisticCard
            statistic={{ title: 'ยอดรวมออมทองประเภทที่ 1 (อนุมัติแล้ว)', value: formatBaht(data?.totalSavingsOwed ?? 0) }}
            footer={<Typography.Text type="secondary">ผลรวมของทุกรายการในสมุดบัญชีออมทอง (ฝากบวก ถอนลบ)</Typography.Text>}
            data-testid="dashboard-total-owed"
          />
        </ProCard>
      </ProCard>

      <PawnOverdue refresh={data} branchId={branchId} />
      {owner && <GoldExposureCard />}
      {owner && <OwnerLineLink />}
      {owner && <LineBudgetCard />}
      <ProTable<AdminPawnContract>
        headerTitle="สัญญาขายฝากที่ครบกำหนดภายใน 7 วัน"
        rowKey="jn_id"
        search={false}
        options={false}
        loading={loading && !data}
        dataSource={data?.pawnDueThisWeek ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        toolBarRender={() => [
          <Link key="all" to="/pawn-due-soon">
            ดูทั้งหมด
          </Link>,
        ]}
        locale={{ emptyText: 'ไม่มีสัญญาที่ครบกำหนดในสัปดาห์นี้' }}
        columns={[
          { title: 'เลขที่สัญญา', dataIndex: 'jn_id' },
          { title: 'ลูกค้า', dataIndex: 'customerName' },
          { title: 'กำหนดชำระ', dataIndex: 'due_date', render: (_, c) => formatThaiDate(c.due_date) },
          { title: 'ยอดขายฝาก', dataIndex: 'Net_Total', align: 'right', render: (_, c) => formatBaht(c.Net_Total) },
          { title: 'สถานะ', dataIndex: 'jn_Status' },
        ]}
      />
      <Space style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">จัดการเนื้อหาหน้าเว็บได้ที่</Typography.Text>
        <Link to="/home-manager">หน้าแรก</Link>
      </Space>
    </PageContainer>
  );
}
