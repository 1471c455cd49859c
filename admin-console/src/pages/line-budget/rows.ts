import type { LineBudget, LineBudgetBody } from '@goldshop/api/contract';

/** The LINE event kinds in the owner's words (the outbox names them by code: api/src/lib/line/messages.ts). */
export const LINE_KIND_TEXT: Record<string, string> = {
  verification: 'ผลการยืนยันตัวตน',
  'saving-account': 'ผลการเปิดบัญชีออมทอง',
  deposit: 'รายการฝาก',
  withdrawal: 'รายการถอน',
  'down-request': 'คำขอออมทอง 2',
  'down-payment': 'งวดออมทอง 2',
  'down-close': 'ปิดออมทอง 2',
  'pawn-request': 'ชำระขายฝาก',
  'pawn-pickup': 'รับของคืน',
  'pawn-reminder': 'เตือนนัดชำระขายฝาก',
  'password-reset': 'ลิงก์ตั้งรหัสผ่านใหม่',
  'owner-alert': 'แจ้งเตือนเจ้าของร้าน',
  'owner-line-linked': 'เชื่อม LINE เจ้าของร้าน',
  'price-alert': 'แจ้งเตือนราคาทอง',
  'price-digest': 'สรุปราคาทองรายวัน',
  'pickup-reminder': 'เตือนนัดรับสินค้า',
  'pickup-missed': 'ไม่มารับสินค้าตามนัด',
  follow: 'ข้อความต้อนรับ',
};

export interface BudgetRow {
  kind: string;
  name: string;
  count: number;
  /** Share of the month's cap, whole percent. */
  percent: number;
}

/** This month's pushes by kind, most first, each with its share of the cap. */
export function budgetRows(b: Pick<LineBudget, 'sent' | 'monthlyCap'>): BudgetRow[] {
  return Object.entries(b.sent.byKind)
    .map(([kind, count]) => ({
      kind,
      name: LINE_KIND_TEXT[kind] ?? 'อื่น ๆ',
      count,
      percent: Math.round((count * 100) / Math.max(1, b.monthlyCap)),
    }))
    .sort((a, z) => z.count - a.count || a.name.localeCompare(z.name));
}

/** The month's use (the larger of the shop's count and LINE's) and projection against the cap, as the dashboard says it. */
export function budgetSummary(b: LineBudget) {
  const used = Math.max(b.sent.total, b.lineConsumption ?? 0);
  const pct = (n: number) => Math.round((n * 100) / Math.max(1, b.monthlyCap));
  return {
    used,
    usedPercent: pct(used),
    projectedPercent: pct(b.projectedTotal),
    /** The projection runs past the cap: lower priorities will go to the app only, or LINE will stop. */
    overCap: b.projectedTotal > b.monthlyCap,
  };
}

export interface FormValues {
  plan: LineBudget['plan'];
  monthlyCap?: number;
  alerts: number;
  reminders: number;
}

/** The form's values as the server's body: a named plan's cap is LINE's, not the form's. */
export const toBody = (v: FormValues): LineBudgetBody => ({
  plan: v.plan,
  ...(v.plan === 'custom' ? { monthlyCap: Number(v.monthlyCap) } : {}),
  inAppOnlyFrom: { alerts: Number(v.alerts), reminders: Number(v.reminders) },
});
