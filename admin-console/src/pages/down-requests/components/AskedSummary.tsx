import { Alert, Space, Tag, Typography } from 'antd';
import type { AdminDownRequest } from '@goldshop/api/contract';
import { CellHint } from '../../../components/backoffice/CellLines';
import { formatBaht } from '../../../lib/money';
import { askedProductText } from '../asked';

/** What the member asked for, in one line for the queue: the product with today's price, and their words. */
export function AskedCell({ r }: { r: AdminDownRequest }) {
  if (!r.askedProduct && !r.askedNote) return <Typography.Text type="secondary">ไม่ได้ระบุ</Typography.Text>;
  return (
    <Space direction="vertical" size={0} style={{ maxWidth: '100%' }}>
      {r.askedProduct && (
        <>
          <span>
            <Tag color="gold" style={{ marginInlineEnd: 4 }}>
              {r.askedProduct.code}
            </Tag>
            {r.askedProduct.weight} {r.askedProduct.unit}
          </span>
          <Typography.Text type="secondary">
            {r.askedProduct.price != null ? `ราคาวันนี้ ${formatBaht(r.askedProduct.price)}` : 'ยังไม่มีราคา'}
          </Typography.Text>
        </>
      )}
      {r.askedNote && <CellHint tooltip={r.askedNote}>“{r.askedNote}”</CellHint>}
    </Space>
  );
}

/** The same above the approve form, so the prefilled fields can be checked against the request. */
export function AskedSummary({ r }: { r: AdminDownRequest }) {
  const parts = [
    r.askedProduct &&
      `${askedProductText(r.askedProduct)}${r.askedProduct.price != null ? ` ราคาวันนี้ ${formatBaht(r.askedProduct.price)}` : ' (ยังไม่มีราคา)'}`,
    r.askedNote && `“${r.askedNote}”`,
  ].filter(Boolean);
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="down-asked"
      message={parts.length ? `สมาชิกขอ: ${parts.join(' · ')}` : 'สมาชิกไม่ได้ระบุสินค้า กรุณากรอกตามที่ตกลงกับสมาชิก'}
    />
  );
}
