// The seed dates everything relative to the moment it runs, so due dates sit around "today" in any year.
// "Today" is the shop's: Bangkok's calendar day (UTC+7 all year, no daylight saving), whatever the
// machine's zone and hour. Between 00:00 and 07:00 Bangkok the UTC day is still yesterday.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BANGKOK = 7 * HOUR;

/** `days` Bangkok days from `now`'s Bangkok day, at `hour`:`minute` Bangkok time (office hours by default). */
export const daysFrom = (now: Date, days: number, hour = 10, minute = 0): Date => {
  const bangkokDay = Math.floor((now.getTime() + BANGKOK) / DAY) + days;
  return new Date(bangkokDay * DAY + hour * HOUR + minute * MINUTE - BANGKOK);
};

/** 'YYYY-MM-DD' in Bangkok, the contract's date-only format. */
export const ymd = (d: Date): string => new Date(d.getTime() + BANGKOK).toISOString().slice(0, 10);

export const iso = (d: Date): string => d.toISOString();

/** "27 ตุลาคม 2567" and "เวลา 09:26 น.", as the public gold price API writes them. */
export const thaiDate = (d: Date): string =>
  new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(d);
export const thaiTime = (d: Date): string =>
  `เวลา ${new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Bangkok' }).format(d)} น.`;

/** 150050 satang -> "1,500.50". */
export const bahtText = (satang: number): string =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
