import { useCallback, useEffect, useState } from 'react';
import { ProCard } from '@ant-design/pro-components';
import { Button, Flex, Typography } from 'antd';
import { staffCalls, type LineLinkCode } from '@goldshop/api/contract';
import { formatThaiDateTime } from '../../../lib/date';
import { notifySuccess } from '../../../services/feedback';
import { request } from '../../../services/request';

/**
 * The owner's LINE for owner alerts (shown to the owner only): linked or not; linking is a one-time code the
 * owner sends to the shop's LINE official account, which proves both sides (api/src/areas/staff/line-link.ts).
 */
export function OwnerLineLink() {
  const [linked, setLinked] = useState<boolean | null>(null);
  const [code, setCode] = useState<LineLinkCode | null>(null);
  const [busy, setBusy] = useState(false);
  const check = useCallback(async () => {
    try {
      const state = await request(staffCalls.lineLink, {}, { skipErrorHandler: true });
      setLinked(state.linked);
      if (state.linked) setCode(null);
    } catch {
      setLinked(null);
    }
  }, []);
  useEffect(() => void check(), [check]);

  const ask = async () => {
    setBusy(true);
    try {
      setCode(await request(staffCalls.lineLinkCode, { body: {} }));
    } finally {
      setBusy(false);
    }
  };
  const unlink = async () => {
    setBusy(true);
    try {
      await request(staffCalls.unlinkLine);
      notifySuccess('ยกเลิกการแจ้งเตือนทาง LINE แล้ว');
      await check();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProCard title="LINE แจ้งเตือนเจ้าของร้าน" bordered headerBordered style={{ marginBottom: 16 }} data-testid="owner-line">
      {linked ? (
        <Flex justify="space-between" align="center" gap={16} wrap="wrap">
          <Typography.Text>เชื่อมต่อแล้ว: การเปลี่ยนบัญชีรับเงินและราคาที่พนักงานกรอกเองจะแจ้งไปที่ LINE ของคุณ</Typography.Text>
          <Button onClick={() => void unlink()} loading={busy}>
            ยกเลิกการเชื่อมต่อ
          </Button>
        </Flex>
      ) : code ? (
        <Flex vertical gap={8}>
          <Typography.Text>
            ส่งรหัส{' '}
            <Typography.Text strong copyable data-testid="owner-line-code">
              {code.code}
            </Typography.Text>{' '}
            ในแชท LINE ของร้าน ({code.lineBasicId}) จาก LINE ของคุณ ภายใน {formatThaiDateTime(code.expiresAt)}
          </Typography.Text>
          <Flex gap={8} wrap="wrap">
            <Button type="primary" onClick={() => void check()}>
              ส่งแล้ว ตรวจสอบ
            </Button>
            <Button onClick={() => void ask()} loading={busy}>
              ขอรหัสใหม่
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Flex justify="space-between" align="center" gap={16} wrap="wrap">
          <Typography.Text type="secondary">
            {linked === null ? 'ตรวจสอบการเชื่อมต่อไม่สำเร็จ' : 'ยังไม่เชื่อมต่อ: แจ้งเตือนแสดงบนแดชบอร์ดเท่านั้น'}
          </Typography.Text>
          <Button type="primary" onClick={() => void ask()} loading={busy}>
            เชื่อมต่อ LINE
          </Button>
        </Flex>
      )}
    </ProCard>
  );
}
