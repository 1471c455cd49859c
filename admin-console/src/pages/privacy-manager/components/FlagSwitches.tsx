import { useEffect, useState } from 'react';
import { ProCard } from '@ant-design/pro-components';
import { Alert, Flex, Skeleton, Typography } from 'antd';
import type { Flag } from '@goldshop/api/contract';
import { SavedSwitch } from '../../../components/SavedSwitch';
import { getFlag, setFlag, type FlagSwitchDef } from '../service';

type Loaded = Record<string, Flag | 'error'>;

/** The savings type's service switches, each showing what the server has saved. */
export function FlagSwitches({ defs }: { defs: FlagSwitchDef[] }) {
  const [values, setValues] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all(
      defs.map((d) =>
        getFlag(d).then(
          (v) => [d.key, v] as const,
          () => [d.key, 'error'] as const,
        ),
      ),
    ).then((pairs) => live && setValues(Object.fromEntries(pairs)));
    return () => {
      live = false;
    };
  }, [defs]);

  return (
    <ProCard title="การเปิดให้บริการ" bordered headerBordered style={{ marginBottom: 16 }}>
      {!values ? (
        <Skeleton active paragraph={{ rows: defs.length }} title={false} />
      ) : (
        <Flex vertical gap={16}>
          {defs.map((d) => {
            const v = values[d.key];
            return (
              <Flex key={d.key} justify="space-between" align="center" gap={16} wrap="wrap" data-testid={`flag-${d.key}`}>
                <div style={{ minWidth: 0, flex: '1 1 260px' }}>
                  <Typography.Text strong>{d.label}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{d.help}</Typography.Text>
                </div>
                {v === 'error' || v === undefined ? (
                  <Alert type="error" showIcon message="โหลดสถานะไม่สำเร็จ กรุณารีเฟรชหน้า" />
                ) : (
                  <SavedSwitch
                    label={d.label}
                    checked={v === 1}
                    save={(next) => setFlag(d, next)}
                    onSaved={(next) => setValues((old) => ({ ...old, [d.key]: next }))}
                  />
                )}
              </Flex>
            );
          })}
        </Flex>
      )}
    </ProCard>
  );
}
