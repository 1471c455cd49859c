import { Flex, QRCode, Typography } from 'antd';
import { formatBaht } from '../../../lib/money';

/**
 * A cash withdrawal to the member's PromptPay: the Thai QR for exactly the amount (the server made it), so
 * staff pay it by scanning with the shop's bank app instead of typing the number and the amount.
 */
export function PayoutQr({ payload, amount }: { payload: string; amount: number }) {
  return (
    <Flex gap={16} align="center" wrap data-testid="payout-qr">
      <QRCode value={payload} size={160} bordered={false} errorLevel="M" />
      <Typography.Text type="secondary" style={{ maxWidth: 260 }}>
        สแกนด้วยแอปธนาคารของร้านเพื่อโอน {formatBaht(amount)} เข้าพร้อมเพย์ของสมาชิก แล้วแนบหลักฐานการโอน
      </Typography.Text>
    </Flex>
  );
}
