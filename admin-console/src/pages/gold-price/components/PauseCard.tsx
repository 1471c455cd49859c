import { useState } from 'react';
import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Popconfirm, Typography } from 'antd';
import type { PriceInUseAnswer } from '@goldshop/api/contract';
import { useSession } from '../../../auth/session';
import { notifySuccess } from '../../../services/feedback';
import { formatThaiDateTime } from '../../../lib/date';
import { setPaused } from '../service';

/**
 * The price pause of a volatile day: while on, customers see "prices paused" instead of product prices, the
 * savings recommendations and the buy-back estimate, and cannot ask for goods; price alerts wait. The owner's.
 */
export function PauseCard({ answer, onSaved }: { answer: PriceInUseAnswer; onSaved: (next: PriceInUseAnswer) => void }) {
  const owner = useSession().access.canMakeOwnerDecisions;
  const [busy, setBusy] = useState(false);
  const paused = Boolean(answer.pausedAt);
  const toggle = async () => {
    setBusy(true);
    try {
      onSaved(await setPaused(!paused));
      notifySuccess(paused ? 'เปิดราคาแล้ว' : 'พักราคาแล้ว');
    } catch {
      // The request's error handler has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <ProCard title="พักราคาทอง" bordered headerBordered data-testid="price-pause" style={{ marginTop: 16 }}>
      {paused ? (
        <Alert
          type="warning"
          showIcon
          message={`พักราคาอยู่ตั้งแต่ ${formatThaiDateTime(answer.pausedAt!)}`}
          description="ลูกค้าไม่เห็นราคาสินค้า และขอถอนเป็นทองไม่ได้จนกว่าจะเปิดราคา"
          style={{ marginBottom: 12 }}
        />
      ) : (
        <Typography.Paragraph type="secondary">
          วันที่ราคาผันผวน พักราคาไว้ก่อน ลูกค้าจะเห็นว่าร้านพักราคาแทนราคาที่อาจไม่ทันสมัย การแจ้งเตือนราคาจะรอจนเปิดราคา
        </Typography.Paragraph>
      )}
      {owner ? (
        <Popconfirm title={paused ? 'เปิดราคาอีกครั้ง?' : 'พักราคาทองตอนนี้?'} okText="ยืนยัน" cancelText="ยกเลิก" onConfirm={() => void toggle()}>
          <Button type={paused ? 'primary' : 'default'} danger={!paused} loading={busy} data-testid="price-pause-toggle">
            {paused ? 'เปิดราคา' : 'พักราคา'}
          </Button>
        </Popconfirm>
      ) : (
        <Typography.Text type="secondary">เฉพาะเจ้าของร้านพักหรือเปิดราคาได้</Typography.Text>
      )}
    </ProCard>
  );
}
