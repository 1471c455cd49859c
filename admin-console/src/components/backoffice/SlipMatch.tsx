import { Link } from 'react-router-dom';
import { Alert, Image, Space, Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { imageSrc, type SlipMatch, type SlipReading } from '@goldshop/api/contract';
import { SlipReadTag } from './SlipRead';
import { slipMatchPath, slipMatchText } from '../../lib/slip-match';

/** The queue's mark on a row whose slip was sent before: red, so it is seen before the approve button. */
export function SlipMatchTag({ match }: { match: SlipMatch | null | undefined }) {
  if (!match) return null;
  return (
    <Tooltip title={`ซ้ำกับ${slipMatchText(match)}`}>
      <Tag color="red" icon={<WarningOutlined />} data-testid="slip-match-tag" style={{ marginInlineEnd: 0 }}>
        สลิปซ้ำ
      </Tag>
    </Tooltip>
  );
}

/** The drawer's warning: which earlier transaction used the same slip, with a link that opens it. */
export function SlipMatchAlert({ match }: { match: SlipMatch | null | undefined }) {
  if (!match) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="slip-match"
      style={{ marginBottom: 16 }}
      message="สลิปนี้เคยส่งมาแล้ว ตรวจสอบก่อนอนุมัติ"
      description={
        <>
          สลิปรูปเดียวกันใช้กับ{slipMatchText(match)} <Link to={slipMatchPath(match)}>เปิดรายการเดิม</Link>
        </>
      }
    />
  );
}

/** A slip or receipt as a small picture that opens large, or a dash when there is none. */
export function SlipThumb({ image, alt }: { image: string | null | undefined; alt: string }) {
  return image ? <Image src={imageSrc(image)} alt={alt} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} /> : <>—</>;
}

/**
 * A queue's slip cell: the picture, what its QR said (or that it had none), and the repeat mark when the
 * same picture came before.
 */
export function SlipCell({
  image,
  alt,
  match,
  read,
}: {
  image: string | null | undefined;
  alt: string;
  match: SlipMatch | null | undefined;
  read?: SlipReading | null;
}) {
  return (
    <Space direction="vertical" size={4} align="start">
      <SlipThumb image={image} alt={alt} />
      <SlipReadTag read={read} />
      <SlipMatchTag match={match} />
    </Space>
  );
}
