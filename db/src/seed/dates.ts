// The seed dates everything relative to the moment it runs, so due dates sit around "today" in any year.
const DAY = 24 * 3600 * 1000;

export const daysFrom = (now: Date, days: number, hour = 10, minute = 0): Date => {
  const d = new Date(now.getTime() + days * DAY);
  // Bangkok office hours (UTC+7) for realism in the apps' Thai times.
  d.setUTCHours(hour - 7, minute, 0, 0);
  return d;
};

/** 'YYYY-MM-DD' in Bangkok, the contract's date-only format. */
export const ymd = (d: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(d);

export const iso = (d: Date): string => d.toISOString();

/** "27 ตุลาคม 2567" and "เวลา 09:26 น.", as the public gold price API writes them. */
export const thaiDate = (d: Date): string =>
  new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(d);
export const thaiTime = (d: Date): string =>
  `เวลา ${new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Bangkok' }).format(d)} น.`;

/** 150050 satang -> "1,500.50". */
export const bahtText = (satang: number): string =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
