import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ProCard } from '@ant-design/pro-components';
import { Alert, Descriptions, Progress, Table, Typography } from 'antd';
import { LINE_PLAN_TEXT, type LineBudget } from '@goldshop/api/contract';
import { budgetRows, budgetSummary } from './rows';
import { fetchLineBudget } from './service';

const n = (v: number) => v.toLocaleString('en-US');

/**
 * This month's LINE pushes by kind against the plan, and the projection to month end (docs/decisions.md "The LINE
 * message budget"): the owner's, on the dashboard and the settings page.
 */
export function LineBudgetCard({ budget: given }: { budget?: LineBudget | null }) {
  const [loaded, setLoaded] = useState<LineBudget | null | 'error'>(null);
  useEffect(() => {
    if (given !== undefined) return;
    let live = true;
    fetchLineBudget().then(
      (b) => live && setLoaded(b),
      () => live && setLoaded('error'),
    );
    return () => {
      live = false;
    };
  }, [given]);
  const b = given ?? (loaded === 'error' ? null : loaded);

  return (
    <ProCard
      title="ข้อความ LINE เดือนนี้"
      bordered
      headerBordered
      style={{ marginBottom: 16 }}
      loading={given === undefined && loaded === null}
      extra={<Link to="/line-budget">ตั้งค่าแพ็กเกจ</Link>}
      data-testid="line-budget"
    >
      {!b ? <Alert type="error" showIcon message="โหลดข้อมูลข้อความ LINE ไม่สำเร็จ" /> : <LineBudgetBody b={b} />}
    </ProCard>
  );
}

function LineBudgetBody({ b }: { b: LineBudget }) {
  const s = budgetSummary(b);
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="แพ็กเกจ">{`${LINE_PLAN_TEXT[b.plan]} · ${n(b.monthlyCap)} ข้อความ/เดือน`}</Descriptions.Item>
        <Descriptions.Item label="ส่งแล้วเดือนนี้">{`${n(b.sent.total)} ข้อความ`}</Descriptions.Item>
        <Descriptions.Item label="LINE นับว่าใช้ไป">
          {b.lineConsumption === null ? 'ไม่ทราบ (ติดต่อ LINE ไม่ได้)' : `${n(b.lineConsumption)} ข้อความ`}
        </Descriptions.Item>
        <Descriptions.Item label="คาดว่าทั้งเดือน">
          <span data-testid="line-budget-projection">{`${n(b.projectedTotal)} ข้อความ (${s.projectedPercent}% ของแพ็กเกจ)`}</span>
        </Descriptions.Item>
      </Descriptions>
      <Progress
        percent={Math.min(100, s.usedPercent)}
        success={{ percent: 0 }}
        status={s.usedPercent >= 80 ? 'exception' : 'normal'}
        format={() => `${s.usedPercent}%`}
        aria-label={`ใช้ไป ${s.usedPercent}% ของแพ็กเกจ`}
      />
      {(b.inAppOnlyNow.alerts || b.inAppOnlyNow.reminders) && (
        <Alert
          type="warning"
          showIcon
          style={{ margin: '8px 0' }}
          message={
            b.inAppOnlyNow.reminders
              ? 'ตอนนี้การแจ้งเตือนราคาและการเตือนนัดชำระส่งเข้าข้อความในแอปเท่านั้น รายการเงินและบัญชียังส่งทาง LINE'
              : 'ตอนนี้การแจ้งเตือนราคาส่งเข้าข้อความในแอปเท่านั้น รายการเงินและบัญชียังส่งทาง LINE'
          }
        />
      )}
      {s.overCap && !b.inAppOnlyNow.alerts && (
        <Typography.Paragraph type="warning" style={{ margin: '8px 0' }}>
          ถ้าส่งในอัตรานี้ ข้อความจะเกินแพ็กเกจก่อนสิ้นเดือน
        </Typography.Paragraph>
      )}
      <Table
        size="small"
        rowKey="kind"
        pagination={false}
        dataSource={budgetRows(b)}
        locale={{ emptyText: 'ยังไม่มีข้อความ LINE เดือนนี้' }}
        columns={[
          { title: 'ประเภท', dataIndex: 'name' },
          { title: 'จำนวน', dataIndex: 'count', align: 'right', render: (v: number) => n(v) },
          { title: '% ของแพ็กเกจ', dataIndex: 'percent', align: 'right', render: (v: number) => `${v}%` },
        ]}
      />
    </>
  );
}
