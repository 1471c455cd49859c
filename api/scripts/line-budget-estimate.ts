/**
 * `pnpm line:estimate`: the LINE pushes a month the demo shop would send at 300, 3,000 and 30,000 members, by kind,
 * and what each LINE plan would push of them under the default thresholds (docs/decisions.md "The LINE message
 * budget"). Arithmetic only, no database: the per-member rates below are estimates, said where they come from.
 */
import { LINE_PLAN_CAPS } from '../contract/line-budget';
import { LINE_PRIORITY, type LineEvent } from '../src/lib/line/messages';

/**
 * Pushes per member a month, by kind. Estimated from the demo shop's shape and the figures in the LINE budget issue
 * (250 price-alert members and 400 pawn contracts ≈ 1,800 pushes a month):
 * - 40 % of members save (type 1) and deposit twice a month, receipts approved: deposit 0.8; 1 in 20 withdraws: 0.05.
 * - 10 % pay a type-2 instalment monthly: 0.1; requests and closes are rare: 0.01 each.
 * - 0.3 open pawn contracts a member (400 for ~1,300 members): one due-date reminder each a month (0.3), half paid in
 *   the app (0.15), 1 in 20 redeemed and picked up (0.015).
 * - New members 3 % a month: verification 0.03, savings accounts 0.01, followers 0.03; password resets 0.01.
 * - 25 % set a price alert that crosses about 3 times a month: 0.75 (a daily digest sends at most one a day).
 * Owner alerts are per shop (about 10 a month), not per member. Only members who linked LINE are pushed: 80 %.
 */
const PER_MEMBER: Partial<Record<LineEvent['kind'], number>> = {
  deposit: 0.8,
  withdrawal: 0.05,
  'down-payment': 0.1,
  'down-request': 0.01,
  'down-close': 0.01,
  'pawn-reminder': 0.3,
  'pawn-request': 0.15,
  'pawn-pickup': 0.015,
  verification: 0.03,
  'saving-account': 0.01,
  'password-reset': 0.01,
  'price-alert': 0.75,
  follow: 0.03,
};
const OWNER_ALERTS_A_MONTH = 10;
const LINKED = 0.8;
/** The defaults of shop_settings: price alerts (and promotional) in the app only from 70 %, reminders from 90 %. */
const THRESHOLDS = { alerts: 70, reminders: 90 };
const DAYS = 30;

function demand(members: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const [kind, rate] of Object.entries(PER_MEMBER)) out.set(kind, Math.round(members * LINKED * rate));
  out.set('owner-alert', OWNER_ALERTS_A_MONTH);
  return out;
}

/** A month day by day at an even rate: each kind pushed while its priority's threshold (or LINE's cap) allows. */
function underPlan(want: Map<string, number>, cap: number) {
  const pushed = new Map<string, number>([...want.keys()].map((k) => [k, 0]));
  let used = 0;
  for (let day = 1; day <= DAYS; day++) {
    for (const [kind, total] of want) {
      const today = Math.round((total * day) / DAYS) - Math.round((total * (day - 1)) / DAYS);
      const p = LINE_PRIORITY[kind as LineEvent['kind']];
      const limit = p === 1 ? 100 : p === 2 ? THRESHOLDS.reminders : THRESHOLDS.alerts;
      for (let i = 0; i < today; i++) {
        if (used >= cap || used * 100 >= limit * cap) break;
        used++;
        pushed.set(kind, pushed.get(kind)! + 1);
      }
    }
  }
  return { pushed, used };
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
for (const members of [300, 3_000, 30_000]) {
  const want = demand(members);
  const total = [...want.values()].reduce((a, b) => a + b, 0);
  const plans = Object.entries(LINE_PLAN_CAPS).map(([plan, cap]) => ({ plan, cap, ...underPlan(want, cap) }));
  console.log(
    `\n${members.toLocaleString('en-US')} members (${Math.round(members * LINKED).toLocaleString('en-US')} with LINE): ${total.toLocaleString('en-US')} pushes wanted a month`,
  );
  console.log(`${'kind'.padEnd(16)}${pad('wanted', 8)}${plans.map((p) => pad(`${p.plan} ${p.cap}`, 14)).join('')}`);
  for (const [kind, n] of [...want].sort((a, b) => b[1] - a[1])) {
    console.log(`${kind.padEnd(16)}${pad(n, 8)}${plans.map((p) => pad(p.pushed.get(kind)!, 14)).join('')}`);
  }
  console.log(`${'pushed'.padEnd(16)}${pad(total, 8)}${plans.map((p) => pad(p.used, 14)).join('')}`);
  console.log(`${'app only'.padEnd(16)}${pad('', 8)}${plans.map((p) => pad(total - p.used, 14)).join('')}`);
}
