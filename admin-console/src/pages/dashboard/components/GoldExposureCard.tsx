import { useCallback, useEffect, useState } from 'react';
import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Flex, Input, Statistic, Typography } from 'antd';
import { goldAccountCalls, type GoldExposure } from '@goldshop/api/contract';
import { notifySuccess } from '../../../services/feedback';
import { request } from '../../../services/request';

const GRAMS = /^[0-9]{1,7}(?:\.[0-9]{1,4})?$/;

/**
 * The owner's exposure (shown to the owner only; docs/decisions.md "Gold account: the exposure alert"): the grams
 * the shop owes its gold savers against the grams the owner records as set aside, red when owed is more, and the
 * owner's record of what is set aside.
 */
export function GoldExposureCard() {
  const [e, setE] = useState<GoldExposure | null | 'error'>(null);
  const [grams, setGrams] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      setE(await request(goldAccountCalls.exposure, {}, { skipErrorHandler: true }));
    } catch {
      setE('error');
    }
  }, []);
  useEffect(() => void load(), [load]);
  const save = async () => {
    if (!GRAMS.test(grams.trim())) return;
    setBusy(true);
    try {
      setE(await request(goldAccountCalls.setAside, { body: { grams: grams.trim() } }));
      setGrams('');
      notifySuccess('บันทึกทองที่กันไว้แล้ว');
    } catch {
      // the request helper showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <ProCard title="ทองที่ร้านต้องคืนสมาชิกออมทองเป็นน้ำหนัก" bordered headerBordered style={{ marginBottom: 16 }} data-testid="gold-exposure">
      {e === null ? null : e === 'error' ? (
        <Alert type="error" showIcon message="โหลดยอดทองไม่สำเร็จ กรุณารีเฟรชหน้า" />
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={32} wrap="wrap">
            <Statistic title="ต้องคืนสมาชิก (กรัม)" value={e.owedGrams} valueStyle={e.short ? { color: '#cf1322' } : undefined} />
            <Statistic title="กันไว้แล้ว (กรัม)" value={e.setAsideGrams} />
          </Flex>
          {e.short && <Alert type="error" showIcon message="ทองที่ต้องคืนมากกว่าทองที่กันไว้ ร้านอาจคืนทองให้สมาชิกไม่ครบ" />}
          <Flex gap={8} wrap="wrap" align="center">
            <Input
              aria-label="ทองที่กันไว้ (กรัม)"
              value={grams}
              onChange={(ev) => setGrams(ev.target.value)}
              placeholder="เช่น 152.44"
              addonAfter="กรัม"
              style={{ width: 220 }}
              status={grams && !GRAMS.test(grams.trim()) ? 'error' : undefined}
              onPressEnter={() => void save()}
            />
            <Button type="primary" onClick={() => void save()} loading={busy} disabled={!GRAMS.test(grams.trim())}>
              บันทึกทองที่กันไว้
            </Button>
          </Flex>
          <Typography.Text type="secondary">เมื่อทองที่ต้องคืนมากกว่าทองที่กันไว้ ระบบแจ้งเจ้าของร้านหนึ่งครั้งต่อการข้ามเส้น</Typography.Text>
        </Flex>
      )}
    </ProCard>
  );
}
