import { Alert } from 'antd';

/**
 * What staff see where a setting is the owner's to change (docs/access.md): the value stays on screen, the
 * form does not, and they are told whom to ask. The server refuses staff with 403 anyway.
 */
export function OwnerOnlyNote({ what }: { what: string }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="owner-only"
      message={`${what}: เฉพาะเจ้าของร้านแก้ไขได้`}
      description="เป็นการตัดสินใจที่เกี่ยวกับเงินของร้าน หากต้องเปลี่ยน กรุณาแจ้งเจ้าของร้าน"
    />
  );
}
