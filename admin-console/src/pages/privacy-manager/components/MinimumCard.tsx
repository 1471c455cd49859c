import { useEffect, useState } from 'react';
import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Flex, InputNumber, Skeleton, Typography } from 'antd';
import { contentCalls } from '@goldshop/api/contract';
import { formatBaht } from '../../../lib/money';
import { notifySuccess } from '../../../services/feedback';
import { request } from '../../../services/request';
import type { SavingType } from '../service';
import { useSession } from '../../../auth/session';

/** Each savings type's minimum, as members see it beside the amount field (and the server enforces). */
const RULE: Record<SavingType, { key: 'minDeposit' | 'minInstalment'; label: string; help: string }> = {
  1: { key: 'minDeposit', label: 'ยอดฝากขั้นต่ำ', help: 'สมาชิกฝากน้อยกว่านี้ไม่ได้ แอปสมาชิกแสดงยอดนี้ใต้ช่องจำนวนเงินในหน้าฝากเงิน' },
  2: { key: 'minInstalment', label: 'ยอดชำระขั้นต่ำต่องวด', help: 'สมาชิกส่งยอดชำระน้อยกว่านี้ไม่ได้ แอปสมาชิกแสดงยอดนี้ใต้ช่องจำนวนเงินในหน้าชำระเงิน' },
};
export const MIN_LIMIT = { min: 1, max: 1_000_000 } as const;

/** The minimum amount of a savings type: shows what is saved; the owner edits and saves it (audited). */
export function MinimumCard({ type }: { type: SavingType }) {
  const rule = RULE[type];
  // A rule that moves money: the owner's (the server refuses staff with 403).
  const owner = useSession().access.canMakeOwnerDecisions;
  const [saved, setSaved] = useState<number | null | 'error'>(null);
  const [value, setValue] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    request(contentCalls.moneyRules, {}, { skipErrorHandler: true }).then(
      (r) => {
        if (!live) return;
        setSaved(r[rule.key]);
        setValue(r[rule.key]);
      },
      () => live && setSaved('error'),
    );
    return () => {
      live = false;
    };
  }, [rule.key]);

  const problem =
    value === null
      ? 'กรุณากรอกยอดขั้นต่ำ'
      : value < MIN_LIMIT.min || value > MIN_LIMIT.max
        ? `ยอดขั้นต่ำต้องอยู่ระหว่าง ${formatBaht(MIN_LIMIT.min)} ถึง ${formatBaht(MIN_LIMIT.max)}`
        : null;
  const save = async () => {
    if (problem || value === null) return;
    setBusy(true);
    try {
      const next = await request(contentCalls.setMoneyRules, { body: { [rule.key]: value } });
      setSaved(next[rule.key]);
      setValue(next[rule.key]);
      notifySuccess(`บันทึก${rule.label} ${formatBaht(next[rule.key])} แล้ว`);
    } catch {
      // the request helper showed the server's message; the saved value stays on screen
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProCard title={rule.label} bordered headerBordered style={{ marginBottom: 16 }} data-testid={`minimum-${rule.key}`}>
      {saved === null ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : saved === 'error' ? (
        <Alert type="error" showIcon message="โหลดยอดขั้นต่ำไม่สำเร็จ กรุณารีเฟรชหน้า" />
      ) : (
        <Flex justify="space-between" align="center" gap={16} wrap="wrap">
          <div style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Typography.Text strong>ตอนนี้ {formatBaht(saved)}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{rule.help}</Typography.Text>
          </div>
          {owner ? (
            <Flex vertical gap={4}>
              <Flex gap={8}>
                <InputNumber<number>
                  aria-label={`${rule.label} (บาท)`}
                  value={value}
                  onChange={(v) => setValue(v)}
                  min={MIN_LIMIT.min}
                  max={MIN_LIMIT.max}
                  precision={2}
                  addonAfter="บาท"
                  status={problem ? 'error' : undefined}
                  style={{ width: 200 }}
                  onPressEnter={() => void save()}
                />
                <Button type="primary" onClick={() => void save()} loading={busy} disabled={!!problem || value === saved}>
                  บันทึก
                </Button>
              </Flex>
              {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
            </Flex>
          ) : (
            <Typography.Text type="secondary" data-testid="owner-only">
              เฉพาะเจ้าของร้านแก้ไขยอดขั้นต่ำได้
            </Typography.Text>
          )}
        </Flex>
      )}
    </ProCard>
  );
}
