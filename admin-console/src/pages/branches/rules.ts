import { bareBranchName, HHMM, THAI_WEEKDAYS, type AdminBranch, type BranchBody, type ReceiverSettings } from '@goldshop/api/contract';

// The owner's branch form as the API takes it (branchCalls.create / update), and the checks that say in Thai
// what to fix before the server's 400 would. The week is edited Monday first, as the shop's door shows it.

/** Monday first; `day` 0 is Sunday as the API counts. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const dayName = (day: number) => `วัน${THAI_WEEKDAYS[day]}`;

const HHMM_PATTERN = new RegExp(HHMM.pattern ?? '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$');

export interface BranchFormValues {
  name?: string;
  code?: string;
  address?: string;
  phone?: string;
  mapUrl?: string;
  /** Indexed by `day` (0 = Sunday): both empty on a day the branch does not open. */
  hours?: { open?: string; close?: string }[];
  takesPickups?: boolean;
  slotMinutes?: number;
  slotCapacity?: number;
  /** Its own PromptPay receiver; off: the shop's. */
  ownPromptpay?: boolean;
  promptpay?: Partial<ReceiverSettings>;
  /** Its own bank account; off: the shop's. */
  ownBank?: boolean;
  bankAccount?: { bank?: string; accName?: string; accNo?: string };
}

/** What is wrong with one day's hours ('' for both: shut that day), or null. */
export function hoursProblem(open: string | undefined, close: string | undefined): string | null {
  const o = (open ?? '').trim();
  const c = (close ?? '').trim();
  if (!o && !c) return null;
  if (!o || !c) return 'ใส่ทั้งเวลาเปิดและเวลาปิด หรือเว้นว่างทั้งสองช่องถ้าปิดทั้งวัน';
  if (!HHMM_PATTERN.test(o) || !HHMM_PATTERN.test(c)) return 'เขียนเวลาแบบ 24 ชั่วโมง เช่น 09:00 หรือ 17:30';
  if (o >= c) return 'เวลาเปิดต้องก่อนเวลาปิด';
  return null;
}

const t = (s: string | undefined) => (s ?? '').trim();

/** The form's values as the API takes them: text trimmed, a day with no hours shut, null for the shop's accounts. */
export function toBranchBody(v: BranchFormValues): BranchBody {
  return {
    // As the server keeps it: 'สาขาหาดสำราญ' typed by habit is the branch หาดสำราญ.
    name: bareBranchName(t(v.name)),
    code: t(v.code).toUpperCase(),
    address: t(v.address),
    phone: t(v.phone),
    mapUrl: t(v.mapUrl),
    hours: Array.from({ length: 7 }, (_, day) => {
      const h = v.hours?.[day];
      const open = t(h?.open);
      const close = t(h?.close);
      return open && close ? { day, open, close } : { day, open: null, close: null };
    }),
    takesPickups: v.takesPickups ?? true,
    slotMinutes: v.slotMinutes ?? 30,
    slotCapacity: v.slotCapacity ?? 2,
    promptpay: v.ownPromptpay ? { type: v.promptpay?.type ?? 'mobile', id: t(v.promptpay?.id), name: t(v.promptpay?.name) } : null,
    bankAccount: v.ownBank ? { bank: t(v.bankAccount?.bank), accName: t(v.bankAccount?.accName), accNo: t(v.bankAccount?.accNo) } : null,
  };
}

/** A branch as the form starts from; a new one is open 09:00–17:00 every day but Sunday and takes the shop's accounts. */
export function toFormValues(b?: AdminBranch): BranchFormValues {
  if (!b) {
    return {
      hours: Array.from({ length: 7 }, (_, day) => (day === 0 ? {} : { open: '09:00', close: '17:00' })),
      takesPickups: true,
      slotMinutes: 30,
      slotCapacity: 2,
      ownPromptpay: false,
      promptpay: { type: 'mobile' },
      ownBank: false,
    };
  }
  return {
    name: b.name,
    code: b.code,
    address: b.address,
    phone: b.phone,
    mapUrl: b.mapUrl,
    hours: Array.from({ length: 7 }, (_, day) => {
      const h = b.hours.find((x) => x.day === day);
      return h?.open && h.close ? { open: h.open, close: h.close } : {};
    }),
    takesPickups: b.takesPickups,
    slotMinutes: b.slotMinutes,
    slotCapacity: b.slotCapacity,
    ownPromptpay: b.promptpay !== null,
    promptpay: b.promptpay ? { type: b.promptpay.type, id: b.promptpay.id, name: b.promptpay.name } : { type: 'mobile' },
    ownBank: b.bankAccount !== null,
    bankAccount: b.bankAccount ? { bank: b.bankAccount.bank, accName: b.bankAccount.accName, accNo: b.bankAccount.accNo } : undefined,
  };
}

/** A week's hours in one line for the table: "จ.–ส. 09:00–17:00" is too clever; each open day's hours, shut days named. */
export function weekSummary(hours: AdminBranch['hours']): string {
  const shut = WEEK_ORDER.filter((d) => !hours.find((h) => h.day === d)?.open).map(dayName);
  const times = [...new Set(hours.filter((h) => h.open && h.close).map((h) => `${h.open}–${h.close}`))];
  if (!times.length) return 'ไม่มีวันเปิด';
  return `${times.join(', ')} น.${shut.length ? ` (ปิด${shut.join(' ')})` : ''}`;
}

/** An antd rule from a check. */
export const ruleOf = (problem: (v: string | undefined) => string | null) => ({
  validator: (_: unknown, v: string | undefined) => {
    const p = problem(v);
    return p ? Promise.reject(new Error(p)) : Promise.resolve();
  },
});
