import { THAI_MONTHS, THAI_WEEKDAYS, type PublicBranch } from '@goldshop/api/contract';
import { bangkokClock, bangkokDay, pad2 } from './thai-date';

// How /branches words a branch's hours (docs/product.md "Member app: branches (/branches)"): the server says
// whether it is open now and when it opens next (Bangkok time); these put that in the words customers read.

/** 'HH:MM' of an ISO time in Bangkok. */
const clock = (iso: string) => {
  const d = bangkokClock(iso)!;
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
};

/** A Bangkok date 'YYYY-MM-DD' as "วันจันทร์ที่ 30 พฤศจิกายน". */
export function thaiDayName(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `วัน${THAI_WEEKDAYS[d.getUTCDay()]}ที่ ${d.getUTCDate()} ${THAI_MONTHS[d.getUTCMonth()]}`;
}

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** When something happens, from `now`'s point of view: "วันนี้ 09:00 น.", "พรุ่งนี้ 08:30 น.", or the day named. */
export function whenText(iso: string, now: Date): string {
  const day = bangkokDay(iso)!;
  const gap = daysBetween(bangkokDay(now)!, day);
  const on = gap === 0 ? 'วันนี้' : gap === 1 ? 'พรุ่งนี้' : thaiDayName(day);
  return `${on} เวลา ${clock(iso)} น.`;
}

/** The line under a branch's name: open until when, or when it opens next. */
export function openText(b: Pick<PublicBranch, 'openNow' | 'closesAt' | 'nextOpenAt'>, now: Date): string {
  if (b.openNow) return b.closesAt ? `เปิดอยู่ ถึง ${clock(b.closesAt)} น.` : 'เปิดอยู่';
  return b.nextOpenAt ? `ปิดอยู่ เปิดอีกครั้ง${whenText(b.nextOpenAt, now)}` : 'ปิดทำการชั่วคราว';
}

/** Today's closure of a branch, if it has one. */
export const todayClosure = (b: Pick<PublicBranch, 'closures'>, now: Date) => b.closures.find((c) => c.date === bangkokDay(now));

export interface HoursRow {
  day: number;
  name: string;
  text: string;
  today: boolean;
}

/** The week as the shop's door shows it: Monday first, "08:30–17:30 น." or "ปิด", today marked. */
export function hoursRows(hours: PublicBranch['hours'], now: Date): HoursRow[] {
  const today = bangkokClock(now)!.getUTCDay();
  return [1, 2, 3, 4, 5, 6, 0].map((day) => {
    const h = hours.find((x) => x.day === day);
    return {
      day,
      name: `วัน${THAI_WEEKDAYS[day]}`,
      text: h?.open && h.close ? `${h.open}–${h.close} น.` : 'ปิด',
      today: day === today,
    };
  });
}
