import { Flex, Image, Typography } from 'antd';
import { imageSrc } from '@goldshop/api/contract';

/**
 * A private image (slip, ID card, selfie, proof) from its short-lived signed URL, with a caption; click to
 * enlarge (antd preview).
 */
export function PrivateImage({ src, label, width = 180 }: { src: string | null | undefined; label: string; width?: number }) {
  const url = imageSrc(src);
  return (
    <Flex vertical gap={4} align="flex-start">
      <Typography.Text type="secondary">{label}</Typography.Text>
      {url ? (
        <Image
          src={url}
          alt={label}
          width={width}
          style={{ maxHeight: 240, objectFit: 'contain', background: '#fafafa', borderRadius: 6 }}
        />
      ) : (
        <Typography.Text type="secondary">ไม่มีรูป</Typography.Text>
      )}
    </Flex>
  );
}
