import { Alert, Flex, Typography } from 'antd';
import type { OwnerAlertItem } from '@goldshop/api/contract';
import { formatThaiDateTime } from '../../../lib/date';

/**
 * Changes the owner is told about (the receiving account, a price by hand, the owner's LINE link) of the
 * last 24 hours, as the owner's LINE said them. Every staff member sees them: a change nobody expected is
 * noticed by more eyes. Nothing shows when there are none.
 */
export function OwnerAlerts({ alerts }: { alerts: readonly OwnerAlertItem[] | undefined }) {
  if (!alerts?.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="owner-alerts"
      message={`แจ้งเตือนถึงเจ้าของร้าน ใน 24 ชั่วโมงที่ผ่านมา (${alerts.length} รายการ)`}
      description={
        <Flex vertical gap={4} component="ul" style={{ margin: 0, paddingInlineStart: 20 }}>
          {alerts.map((a) => (
            <li key={a.id} data-testid={`owner-alert-${a.kind}`}>
              <Typography.Text>{a.text}</Typography.Text>{' '}
              <Typography.Text type="secondary">· {formatThaiDateTime(a.createdAt)}</Typography.Text>
            </li>
          ))}
        </Flex>
      }
    />
  );
}
