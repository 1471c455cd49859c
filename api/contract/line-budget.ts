import { Type, type Static } from '@sinclair/typebox';
import { lineBudgetPlans } from '@goldshop/db/enums';
import { endpoint } from './endpoint';

/**
 * The shop's LINE message budget (docs/decisions.md "The LINE message budget"): the plan and its monthly cap, and
 * from what percent of the cap price alerts (with anything promotional) and then reminders reach members in the
 * app's messages only. Decisions, receipts and the like are always pushed until LINE's own limit.
 */
export const LINE_PLAN_CAPS = { free: 300, basic: 15_000, pro: 35_000 } as const;
export const LINE_PLAN_TEXT: Record<(typeof lineBudgetPlans)[number], string> = {
  free: 'ฟรี (300 ข้อความ/เดือน)',
  basic: 'เบสิก (15,000 ข้อความ/เดือน)',
  pro: 'โปร (35,000 ข้อความ/เดือน)',
  custom: 'กำหนดเอง',
};

const Percent = Type.Integer({ minimum: 1, maximum: 100 });
export const LineBudgetThresholds = Type.Object(
  {
    /** Price alerts and promotional messages: in the app only from this percent of the cap. */
    alerts: Percent,
    /** Reminders (pawn due dates, pickups, the monthly plan): in the app only from this percent. */
    reminders: Percent,
  },
  { additionalProperties: false },
);
export type LineBudgetThresholds = Static<typeof LineBudgetThresholds>;

const Plan = Type.Union(lineBudgetPlans.map((p) => Type.Literal(p)));

export const LineBudgetBody = Type.Object(
  {
    plan: Plan,
    /** Messages a month: required for `custom`; for a named plan, absent or the plan's own number. */
    monthlyCap: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 10_000_000 }), Type.Null()])),
    inAppOnlyFrom: LineBudgetThresholds,
  },
  { additionalProperties: false },
);
export type LineBudgetBody = Static<typeof LineBudgetBody>;

export const LineBudget = Type.Object({
  plan: Plan,
  monthlyCap: Type.Integer(),
  /** Percent of the cap (the body's inAppOnlyFrom). */
  thresholds: LineBudgetThresholds,
  /** Bangkok's month, YYYY-MM. */
  month: Type.String(),
  /** The server's own pushes sent this month, by event kind ('deposit', 'price-alert' …). */
  sent: Type.Object({ byKind: Type.Record(Type.String(), Type.Integer()), total: Type.Integer() }),
  /** LINE's own figures, read at most hourly; null when LINE could not be asked (unknown, not zero). */
  lineQuota: Type.Union([
    Type.Object({ type: Type.Union([Type.Literal('none'), Type.Literal('limited')]), value: Type.Union([Type.Integer(), Type.Null()]) }),
    Type.Null(),
  ]),
  lineConsumption: Type.Union([Type.Integer(), Type.Null()]),
  /** This month's pushes at the rate so far, to the month's last Bangkok day. */
  projectedTotal: Type.Integer(),
  /** What the thresholds mean now: whether price alerts, and reminders, go to the app only. */
  inAppOnlyNow: Type.Object({ alerts: Type.Boolean(), reminders: Type.Boolean() }),
});
export type LineBudget = Static<typeof LineBudget>;

/** The owner's: the plan is what the shop pays LINE (docs/access.md). */
export const lineBudgetCalls = {
  budget: endpoint({
    summary: "This month's LINE pushes against the shop's plan, and the budget settings (owner).",
    method: 'GET',
    path: '/api/admin/line/budget',
    access: 'owner',
    answer: LineBudget,
  }),
  setBudget: endpoint({
    summary: "Set the shop's LINE plan, cap and in-app-only thresholds (owner, audited).",
    method: 'PUT',
    path: '/api/admin/line/budget',
    access: 'owner',
    body: LineBudgetBody,
    answer: LineBudget,
  }),
};
