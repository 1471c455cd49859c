import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';

/**
 * A queue cell of several lines (the member, then the contract; the amount, then what is paid): the queues
 * fit at 1280 px by stacking what used to be columns, and every stacked cell looks the same.
 */
export function CellLines({ children, gap = 0 }: { children: ReactNode; gap?: number }) {
  return (
    <Space direction="vertical" size={gap}>
      {children}
    </Space>
  );
}

/** A cell's second line: small and grey, what helps the decision without competing with the first line. */
export function CellHint({ children, tooltip }: { children: ReactNode; tooltip?: ReactNode | boolean }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={tooltip === undefined ? undefined : { tooltip }}>
      {children}
    </Typography.Text>
  );
}
