import { Alert, Descriptions, Flex, Image, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { imageSrc, type SlipMatch, type SlipReading } from '@goldshop/api/contract';
import { formatBaht } from '../../lib/money';
import { slipMatchText } from '../../lib/slip-match';
import { slipLines, slipTag, slipWarnings, type SlipTone } from '../../lib/slip-read';

const TAG_COLOR: Record<SlipTone, string> = { ok: 'green', warn: 'orange', bad: 'red' };

/** The queue's mark under a slip: what was read (or not), coloured by how much it needs a second look. */
export function SlipReadTag({ read }: { read: SlipReading | null | undefined }) {
  if (!read) return null;
  const tag = slipTag(read);
  return (
    <Tag color={TAG_COLOR[tag.tone]} data-testid="slip-read-tag" style={{ marginInlineEnd: 0 }}>
      {tag.text}
    </Tag>
  );
}

/** The drawer's account of the slip: warnings first, then the bank, the reference and the check. */
export function SlipReadDetails({ read }: { read: SlipReading | null | undefined }) {
  if (!read) return null;
  const warnings = slipWarnings(read);
  return (
    <Space direction="vertical" size={8} style={{ width: '100%', marginBottom: 16 }} data-testid="slip-read">
      {warnings.map((w) => (
        <Alert key={w} type={read.check === 'mismatch' || read.check === 'not_found' ? 'error' : 'warning'} showIcon message={w} />
      ))}
      <Descriptions bordered size="small" column={1} title="ข้อมูลจาก QR บนสลิป">
        {slipLines(read).map((l) => (
          <Descriptions.Item key={l.label} label={l.label}>
            {l.value}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Space>
  );
}

/**
 * What an approval is asked on: the slip picture beside the amount and what the slip says, so one click
 * never approves a slip nobody looked at; then `extra` (what the approval gives), and the earlier
 * transaction that used the same slip, if any.
 */
export function SlipEvidence({
  image,
  amount,
  read,
  match,
  extra,
}: {
  image: string | null | undefined;
  amount: number;
  read: SlipReading | null | undefined;
  match: SlipMatch | null | undefined;
  extra?: ReactNode;
}) {
  const warnings = read ? slipWarnings(read) : [];
  return (
    <>
      {/* The slip wide enough to read its amount (360 px, a click opens it full size to zoom), the amount the member
          declared beside it: staff compare the two by eye before every approval. */}
      {/* An explicit width: a popover near the window's edge would otherwise shrink to the room left beside it. */}
      <Flex gap={16} align="start" wrap style={{ width: 'min(600px, calc(100vw - 64px))' }} data-testid="slip-evidence">
        {image && (
          <div style={{ flex: 'none' }}>
            <Image
              src={imageSrc(image)}
              alt="สลิปการโอนเงินของสมาชิก"
              width="min(360px, calc(100vw - 64px))"
              style={{ borderRadius: 4, maxHeight: 520, objectFit: 'contain' }}
              preview={{ mask: 'ดูเต็มจอ / ซูม' }}
              data-testid="slip-evidence-image"
            />
          </div>
        )}
        <Space direction="vertical" size={4} style={{ minWidth: 200, maxWidth: 300 }}>
          <Typography.Text>ยอดที่สมาชิกแจ้ง</Typography.Text>
          <Typography.Text strong style={{ fontSize: 22 }} data-testid="slip-evidence-amount">
            {formatBaht(amount)}
          </Typography.Text>
          {read &&
            slipLines(read).map((l) => (
              <Typography.Text key={l.label} type="secondary">
                {l.label}: {l.value}
              </Typography.Text>
            ))}
          {warnings.map((w) => (
            <Typography.Text key={w} type="danger">
              {w}
            </Typography.Text>
          ))}
        </Space>
      </Flex>
      {extra}
      {match && <div>สลิปนี้เคยใช้กับ{slipMatchText(match)}</div>}
    </>
  );
}
