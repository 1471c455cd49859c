import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from 'antd';
import { goldPriceCalls, type PriceInUseAnswer } from '@goldshop/api/contract';
import { formatThaiDateTime } from '../../../lib/date';
import { request } from '../../../services/request';

/** What the warning says, or null when the price in use is today's and from the source. */
export function goldPriceWarning(p: PriceInUseAnswer): string | null {
  if (!p.price || !p.at) return 'ยังไม่มีราคาทอง สินค้าจะไม่แสดงราคาและลูกค้าจะไม่เห็นยอดออมเป็นทอง';
  const at = formatThaiDateTime(p.at);
  if (!p.today && p.source === 'staff') return `ราคาทองที่ใช้อยู่เป็นราคาที่ร้านกรอกเมื่อ ${at} ไม่ใช่ราคาของวันนี้`;
  if (!p.today) return `ราคาทองที่ใช้อยู่ไม่ใช่ราคาของวันนี้ (ประกาศ ${at}) ดึงราคาจากระบบไม่ได้`;
  if (p.source === 'staff') return `ราคาทองที่ใช้อยู่เป็นราคาที่ร้านกรอกเอง (${at}) ไม่ใช่ราคาจากระบบ`;
  return null;
}

/**
 * The dashboard's gold price warning: every product price and savings estimate follows the
 * price in use, so staff should know when it is stale or one they typed. `refresh` changes when the
 * dashboard reloads, and the warning is asked again with it. A failed check shows nothing (no toast):
 * the dashboard's own error covers a dead server.
 */
export function GoldPriceWarning({ refresh }: { refresh?: unknown }) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    request(goldPriceCalls.inUse, {}, { skipErrorHandler: true }).then(
      (p) => live && setMessage(goldPriceWarning(p)),
      () => live && setMessage(null),
    );
    return () => {
      live = false;
    };
  }, [refresh]);
  if (!message) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="gold-price-warning"
      message={message}
      action={<Link to="/gold-price">ไปหน้าราคาทอง</Link>}
      style={{ marginBottom: 16 }}
    />
  );
}
