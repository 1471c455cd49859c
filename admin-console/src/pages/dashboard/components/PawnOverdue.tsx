import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ProCard } from '@ant-design/pro-components';
import { Alert, Flex, List, Space, Statistic, Typography } from 'antd';
import { pawnCalls, type OverduePawnContract, type Paged } from '@goldshop/api/contract';
import { formatThaiShortDate } from '../../../lib/date';
import { telHref } from '../../../lib/phone';
import { request } from '../../../services/request';

/** How many the dashboard lists; the queue page has the rest. */
const SHOWN = 5;

/**
 * The dashboard's overdue pawn contracts, beside "due this week": the count and the five most
 * overdue with the phone to call. The dashboard answer has no overdue field, so this asks the overdue
 * queue itself; `refresh` changes when the dashboard reloads. A failure shows a quiet line, no toast: the
 * dashboard's own error covers a dead server.
 */
export function PawnOverdue({ refresh, branchId }: { refresh?: unknown; branchId?: number }) {
  const [page, setPage] = useState<Paged<OverduePawnContract> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    request(
      pawnCalls.overdue,
      { query: { pageSize: SHOWN, ...(branchId === undefined ? {} : { branch_id: branchId }) } },
      { skipErrorHandler: true },
    ).then(
      (p) => {
        if (!live) return;
        setPage(p);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [refresh, branchId]);

  const total = page?.total ?? 0;
  return (
    <ProCard
      title="สัญญาขายฝากเกินกำหนด"
      bordered
      headerBordered
      loading={!page && !failed}
      style={{ marginBottom: 16 }}
      extra={<Link to="/pawn-overdue">ดูทั้งหมด</Link>}
      data-testid="dashboard-pawn-overdue"
    >
      {failed ? (
        <Alert type="warning" showIcon message="โหลดรายการสัญญาที่เกินกำหนดไม่สำเร็จ" />
      ) : (
        <Flex gap={32} wrap align="flex-start">
          <Statistic title="เกินกำหนด (ยังไม่ไถ่ถอน)" value={total} suffix="สัญญา" valueStyle={{ color: total > 0 ? '#cf1322' : '#389e0d' }} />
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>
            <List<OverduePawnContract>
              size="small"
              dataSource={page?.data ?? []}
              locale={{ emptyText: 'ไม่มีสัญญาที่เกินกำหนด' }}
              renderItem={(c) => (
                <List.Item data-testid="dashboard-overdue-row">
                  <Space wrap size={[12, 0]}>
                    <Typography.Text strong>{c.jn_id}</Typography.Text>
                    <Typography.Text type="danger" strong>
                      เกิน {c.days_overdue} วัน
                    </Typography.Text>
                    <span>{c.customerName}</span>
                    {c.customerTel && <a href={telHref(c.customerTel)}>{c.customerTel}</a>}
                    <Typography.Text type="secondary">ครบ {formatThaiShortDate(c.due_date)}</Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          </div>
        </Flex>
      )}
    </ProCard>
  );
}
