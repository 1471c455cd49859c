import { ProCard } from '@ant-design/pro-components';
import { Alert, Space, Table, Tag, Typography } from 'antd';
import type { PriceInUseAnswer } from '@goldshop/api/contract';
import { formatThaiDateTime } from '../../../lib/date';
import { formatBaht } from '../../../lib/money';
import { pairView, priceAge, priceNumber } from '../price-view';

const SOURCE_TEXT = { upstream: 'ราคาจากระบบ', staff: 'ราคาที่ร้านกรอก' } as const;

interface PairRow {
  gold: string;
  pair: { sellOut: number; buyBack: number } | undefined;
}

/** The price every product and savings estimate uses now: both pairs, the product basis, source and age. */
export function PriceInUseCard({ answer, loading }: { answer: PriceInUseAnswer | null; loading: boolean }) {
  const price = answer?.price ?? null;
  const bar = pairView(price?.price.gold_bar, 'bar');
  // The shop's ornament pair, as customers are quoted: products' sell-out and the buy-back by the owner's rule.
  // The source's own ornament figures are shown apart, named as the source's (docs/decisions.md "One ornament buy-back price").
  const ornament =
    answer?.ornament != null && answer.ornamentBuyback != null ? { sellOut: answer.ornament, buyBack: answer.ornamentBuyback } : undefined;
  const sourceOrnament = pairView(price?.price.gold, 'ornament');
  const change = priceNumber(price?.price.change.compare_previous);
  return (
    <ProCard title="ราคาที่ใช้อยู่ตอนนี้" bordered headerBordered loading={loading && !answer} data-testid="price-in-use">
      {answer && !price ? (
        <Alert type="warning" showIcon message="ยังไม่มีราคาทอง" description="สินค้าจะยังไม่แสดงราคา กรอกราคาด้านล่างเพื่อเริ่มใช้" />
      ) : answer && price ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap size={[8, 8]}>
            <Tag color={answer.source === 'staff' ? 'orange' : 'blue'} data-testid="price-source">
              {answer.source ? SOURCE_TEXT[answer.source] : '—'}
            </Tag>
            {!answer.today && <Tag color="red">ไม่ใช่ราคาของวันนี้</Tag>}
            <Typography.Text type={answer.today ? undefined : 'danger'} data-testid="price-time">
              ประกาศ {answer.at ? formatThaiDateTime(answer.at) : `${price.date} ${price.update_time}`}
              {priceAge(answer.at) && ` (${priceAge(answer.at)})`}
            </Typography.Text>
          </Space>
          {/* One row per gold, sell-out then buy-back, as the shop's price board reads. */}
          <div data-testid="price-pairs" style={{ maxWidth: 640 }}>
            <Table<PairRow>
              size="small"
              bordered
              pagination={false}
              rowKey="gold"
              dataSource={[
                { gold: 'ทองคำแท่ง 96.5%', pair: bar },
                { gold: 'ทองรูปพรรณ 96.5%', pair: ornament },
              ]}
              columns={[
                { title: 'ทอง', dataIndex: 'gold' },
                {
                  title: 'ขายออก',
                  align: 'right',
                  render: (_, r) => (r.pair ? formatBaht(r.pair.sellOut) : 'ไม่มี'),
                  onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
                },
                {
                  title: 'รับซื้อ',
                  align: 'right',
                  render: (_, r) => (r.pair ? formatBaht(r.pair.buyBack) : 'ไม่มี'),
                  onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
                },
              ]}
            />
          </div>
          <Typography.Text type="secondary" data-testid="price-ornament-rule">
            ทองรูปพรรณรับซื้อ = ราคารับซื้อทองคำแท่ง หัก {answer.ornamentBuybackDiscountPercent}% (เกณฑ์ของร้าน) ราคาเดียวกับที่ลูกค้าเห็น
            {sourceOrnament &&
              ` · ตามแหล่งราคา: ขายออก ${formatBaht(sourceOrnament.sellOut)} รับซื้อ ${formatBaht(sourceOrnament.buyBack)} (ไม่ใช้รับซื้อ)`}
          </Typography.Text>
          <Typography.Text>
            เปลี่ยนแปลง: {change === undefined ? '—' : `${change > 0 ? '+' : ''}${change.toLocaleString('en-US')} บาท`}
          </Typography.Text>
          <div data-testid="price-ornament">
            <Typography.Text>ราคาทองรูปพรรณที่ใช้คิดราคาสินค้า: </Typography.Text>
            <Typography.Text strong style={{ fontSize: 18 }}>
              {formatBaht(answer.ornament)}
            </Typography.Text>
            <Typography.Text> ต่อบาททอง</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {answer.basis === 'ornament'
                ? 'จากราคาขายออกทองรูปพรรณ'
                : `ราคาขายออกทองคำแท่ง + ส่วนต่างทองรูปพรรณ ${formatBaht(answer.ornamentPremium)} (ราคานี้ไม่มีราคาทองรูปพรรณ)`}
              {' · '}ราคาสินค้า = น้ำหนัก (บาททอง) × ราคานี้ + ค่ากำเหน็จ ปัดขึ้นเป็นบาท
            </Typography.Text>
          </div>
        </Space>
      ) : null}
    </ProCard>
  );
}
