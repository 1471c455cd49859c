import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { LINE_PLAN_CAPS, type LineBudget, type LineBudgetBody } from '../../../contract/line-budget';
import type { Config } from '../../config';
import { addDays, bangkokDayStartIso, bangkokToday } from '../dates';
import { eventKindOfKey, priorityOfKey, type LinePriority } from './messages';

// The LINE message budget (docs/decisions.md "The LINE message budget"): the owner's plan and thresholds, this
// month's pushes counted from the outbox's own sent rows (no second record), LINE's quota and consumption read
// at most hourly, and at the moment of sending which priorities reach members in the app only.

const { shopSettings, lineNotifications: outbox, ownerAlerts } = schema;

/** At this share of the cap the owner is told, once a month. */
export const NEAR_CAP_PERCENT = 80;
/** Why a row was not pushed: its priority's threshold was passed; the member has it in the app's messages. */
export const BUDGET_WITHHELD = "withheld: past the owner's LINE budget threshold for its kind (the member has it in the app's messages)";

export type BudgetSettings = Pick<LineBudget, 'plan' | 'monthlyCap' | 'thresholds'>;

export function lineBudgetSettings(db: Db): BudgetSettings {
  const r = db
    .select({
      plan: shopSettings.lineBudgetPlan,
      customCap: shopSettings.lineBudgetCustomCap,
      alerts: shopSettings.lineAlertsInAppFromPercent,
      reminders: shopSettings.lineRemindersInAppFromPercent,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .get();
  const plan = r?.plan ?? 'free';
  return {
    plan,
    monthlyCap: plan === 'custom' ? (r?.customCap ?? LINE_PLAN_CAPS.free) : LINE_PLAN_CAPS[plan],
    thresholds: { alerts: r?.alerts ?? 70, reminders: r?.reminders ?? 90 },
  };
}

/** What the owner's body stores, or the Thai reason it cannot (a 400). */
export function budgetValues(
  body: LineBudgetBody,
): { error: { code: string; message: string } } | { values: Partial<typeof shopSettings.$inferInsert> } {
  const { plan, monthlyCap, inAppOnlyFrom: t } = body;
  if (plan === 'custom' && (monthlyCap === undefined || monthlyCap === null))
    return { error: { code: 'CAP_REQUIRED', message: 'กรุณาระบุจำนวนข้อความต่อเดือนสำหรับแพ็กเกจที่กำหนดเอง' } };
  if (plan !== 'custom' && monthlyCap !== undefined && monthlyCap !== null && monthlyCap !== LINE_PLAN_CAPS[plan])
    return {
      error: {
        code: 'PLAN_CAP',
        message: `แพ็กเกจนี้มี ${LINE_PLAN_CAPS[plan].toLocaleString('en-US')} ข้อความต่อเดือน หากต้องการจำนวนอื่นเลือก "กำหนดเอง"`,
      },
    };
  // Reminders matter more than price alerts: they stop being pushed no earlier.
  if (t.reminders < t.alerts)
    return { error: { code: 'THRESHOLD_ORDER', message: 'เกณฑ์ของการแจ้งเตือนนัดชำระต้องไม่ต่ำกว่าเกณฑ์ของการแจ้งเตือนราคา' } };
  return {
    values: {
      lineBudgetPlan: plan,
      lineBudgetCustomCap: plan === 'custom' ? monthlyCap! : null,
      lineAlertsInAppFromPercent: t.alerts,
      lineRemindersInAppFromPercent: t.reminders,
    },
  };
}

/** Bangkok's month around `at`: its name, first moment, the next month's first moment, its days and today's number. */
export function bangkokMonth(at: Date) {
  const today = bangkokToday(at);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const first = `${today.slice(0, 7)}-01`;
  const nextFirst = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const days = Number(addDays(nextFirst, -1).slice(8, 10));
  return { month: today.slice(0, 7), startIso: bangkokDayStartIso(first), endIso: bangkokDayStartIso(nextFirst), days, day: d };
}

// Service messages (via 'service') are free: not counted against the plan.
const sentIn = (startIso: string, endIso: string) =>
  and(eq(outbox.status, 'sent'), eq(outbox.via, 'push'), gte(outbox.sentAt, startIso), lt(outbox.sentAt, endIso));

/** The month's pushes LINE accepted from this server (one message each, one recipient). */
export function sentThisMonth(db: Db, at: Date): number {
  const { startIso, endIso } = bangkokMonth(at);
  return db.select({ n: count() }).from(outbox).where(sentIn(startIso, endIso)).get()?.n ?? 0;
}

/** The same, by event kind (the dedupe key's head). */
export function sentByKind(db: Db, at: Date): Record<string, number> {
  const { startIso, endIso } = bangkokMonth(at);
  const byKind: Record<string, number> = {};
  for (const { key } of db.select({ key: outbox.dedupeKey }).from(outbox).where(sentIn(startIso, endIso)).all()) {
    const kind = eventKindOfKey(key);
    byKind[kind] = (byKind[kind] ?? 0) + 1;
  }
  return byKind;
}

/** The month's total at the rate so far (Bangkok days, today counted), to its last day. */
export const projectTotal = (sent: number, day: number, days: number) => Math.round((sent / Math.max(1, day)) * days);

/** Whether a message of this priority reaches the member in the app only, with `used` messages of the cap gone. */
export function inAppOnly(priority: LinePriority, used: number, s: BudgetSettings): boolean {
  if (priority === 1) return false;
  const from = priority === 2 ? s.thresholds.reminders : s.thresholds.alerts;
  return used * 100 >= from * s.monthlyCap;
}

/**
 * Whether price alerts (and promotional messages), and reminders, reach members in the app only now: what the
 * member app says where they are set up. `reading`: LINE's figures if known.
 */
export function inAppOnlyNow(db: Db, reading: LineQuotaReading | null, at: Date = new Date()) {
  const settings = lineBudgetSettings(db);
  const used = Math.max(sentThisMonth(db, at), reading?.consumption ?? 0);
  return { alerts: inAppOnly(3, used, settings), reminders: inAppOnly(2, used, settings) };
}

export interface LineQuotaReading {
  quota: { type: 'none' | 'limited'; value: number | null } | null;
  consumption: number | null;
}

const QUOTA_TTL_MS = 3_600_000;
/** A LINE that did not answer is asked again after this long, not on every push. */
const QUOTA_RETRY_MS = 10 * 60_000;
const QUOTA_TIMEOUT_MS = 5_000;

/**
 * LINE's own figures for the month (GET /v2/bot/message/quota and /quota/consumption), kept an hour. LINE down or
 * not configured: each figure is null (unknown), and nothing fails.
 */
export function createLineQuota(line: Config['line']) {
  let held: { reading: LineQuotaReading; until: number; month: string } | undefined;
  const ask = async (path: string): Promise<Record<string, unknown> | null> => {
    const res = await fetch(`${line.apiBase.replace(/\/+$/, '')}${path}`, {
      signal: AbortSignal.timeout(QUOTA_TIMEOUT_MS),
      headers: { authorization: `Bearer ${line.channelAccessToken}` },
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`LINE answered ${res.status}`);
    const json: unknown = JSON.parse(body);
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  };
  async function read(): Promise<LineQuotaReading> {
    if (!line.channelAccessToken) return { quota: null, consumption: null };
    const [q, c] = await Promise.allSettled([ask('/v2/bot/message/quota'), ask('/v2/bot/message/quota/consumption')]);
    const qv = q.status === 'fulfilled' ? q.value : null;
    const cv = c.status === 'fulfilled' ? c.value : null;
    return {
      quota:
        qv && (qv.type === 'none' || qv.type === 'limited')
          ? { type: qv.type, value: Number.isInteger(qv.value) ? (qv.value as number) : null }
          : null,
      consumption: cv && Number.isInteger(cv.totalUsage) ? (cv.totalUsage as number) : null,
    };
  }
  return {
    /** The reading held, without asking LINE (null: none yet this month): for answers that must not wait on LINE. */
    peek(at: Date = new Date()): LineQuotaReading | null {
      return held && held.month === bangkokToday(at).slice(0, 7) ? held.reading : null;
    },
    /** The held reading, or a fresh one when it is older than an hour or from another month. */
    async get(at: Date = new Date()): Promise<LineQuotaReading> {
      const month = bangkokToday(at).slice(0, 7);
      const now = Date.now();
      if (held && now < held.until && held.month === month) return held.reading;
      const reading = await read();
      const known = reading.quota !== null && reading.consumption !== null;
      held = { reading, until: now + (known ? QUOTA_TTL_MS : QUOTA_RETRY_MS), month };
      return reading;
    },
  };
}
export type LineQuota = ReturnType<typeof createLineQuota>;

/** Whether the owner was told this month that the budget is near its end. */
const nearCapAlerted = (db: Db, month: string) =>
  Boolean(
    db
      .select({ id: ownerAlerts.id })
      .from(ownerAlerts)
      .where(and(eq(ownerAlerts.kind, 'line_budget_near'), eq(sql`json_extract(${ownerAlerts.details}, '$.month')`, month)))
      .get(),
  );

/**
 * The budget at the moment of sending (push.ts asks once a drain): the month's use is the larger of this server's
 * count and LINE's consumption (which also counts what the shop sends from LINE's own manager); each row's
 * priority decides whether it is pushed; each push is counted; crossing NEAR_CAP_PERCENT tells the owner once a month.
 */
export async function openBudget(db: Db, quota: LineQuota, at: Date, onNearCap: (d: { month: string; used: number; cap: number }) => void) {
  const settings = lineBudgetSettings(db);
  const { month } = bangkokMonth(at);
  const reading = await quota.get(at);
  let used = Math.max(sentThisMonth(db, at), reading.consumption ?? 0);
  let alerted = nearCapAlerted(db, month);
  const check = () => {
    if (alerted || used * 100 < NEAR_CAP_PERCENT * settings.monthlyCap) return;
    alerted = true;
    onNearCap({ month, used, cap: settings.monthlyCap });
  };
  check();
  return {
    withhold: (key: string): string | null => (inAppOnly(priorityOfKey(key), used, settings) ? BUDGET_WITHHELD : null),
    sent: () => {
      used++;
      check();
    },
  };
}
export type BudgetGate = Awaited<ReturnType<typeof openBudget>>;
