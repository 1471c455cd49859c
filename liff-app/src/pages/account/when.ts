import { THAI_MONTHS } from '@goldshop/api/contract';
import { thaiDateTime } from '../../lib/thai-date';

/** '2026-10' → 'ตุลาคม 2569'. */
export const thaiMonth = (month: string) => `${THAI_MONTHS[Number(month.slice(5, 7)) - 1]} ${Number(month.slice(0, 4)) + 543}`;

/** A time as the member reads it, Bangkok's: '27 พฤศจิกายน 2569 14:20 น.' */
export const when = (iso: string | null) => {
  const t = thaiDateTime(iso);
  return t ? `${t.date} ${t.time.slice(0, 5)} น.` : '';
};
