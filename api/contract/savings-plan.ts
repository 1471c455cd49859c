import { Type, type Static } from '@sinclair/typebox';
import { Baht, Message } from './common';
import { endpoint } from './endpoint';
import { LineActionHeaders } from './saving';

// A monthly plan for either savings kind (docs/decisions.md "Monthly savings plan"): an amount and a day of the
// month; on that day the member is reminded with a link that opens the deposit with exactly that amount. No bank
// debit: the member pays each time.

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' });

export const SavingsPlanBody = Type.Object(
  {
    account: Type.Union([Type.Literal('saving'), Type.Literal('gold')]),
    amount: Type.Number({ minimum: 1, maximum: 100_000_000 }),
    day: Type.Integer({ minimum: 1, maximum: 31 }),
    /** A gold plan's goal in grams (at most four decimals), and the date to reach it by. */
    goalGrams: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9]{1,7}(?:\\.[0-9]{1,4})?$' }), Type.Null()])),
    goalDate: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }), Type.Null()])),
    /** A month (YYYY-MM) to skip: no reminder that month; null clears it. */
    skipMonth: Type.Optional(Type.Union([Month, Type.Null()])),
  },
  { additionalProperties: false },
);
export type SavingsPlanBody = Static<typeof SavingsPlanBody>;

export const SavingsPlan = Type.Object({
  account: Type.Union([Type.Literal('saving'), Type.Literal('gold')]),
  amount: Baht,
  day: Type.Integer(),
  /** The next day the member is reminded (YYYY-MM-DD, Bangkok), past a skipped month. */
  nextDate: Type.String(),
  skipMonth: Nullable(Type.String()),
  goalGrams: Nullable(Type.String()),
  goalDate: Nullable(Type.String()),
  /** A gold plan with a goal: the grams held now and the percent of the goal (capped at 100). */
  progress: Type.Union([Type.Object({ grams: Type.String(), percent: Type.Number() }), Type.Null()]),
});
export type SavingsPlan = Static<typeof SavingsPlan>;

export const savingsPlanCalls = {
  get: endpoint({
    summary: "The member's monthly plan, or null.",
    method: 'GET',
    path: '/api/savings-plan',
    access: 'verified',
    answer: Type.Union([SavingsPlan, Type.Null()]),
  }),
  put: endpoint({
    summary: 'Set the monthly plan: the account, the amount, the day, a goal; a month to skip.',
    method: 'PUT',
    path: '/api/savings-plan',
    access: 'verified',
    headers: LineActionHeaders,
    body: SavingsPlanBody,
    answer: SavingsPlan,
  }),
  remove: endpoint({
    summary: 'End the monthly plan.',
    method: 'DELETE',
    path: '/api/savings-plan',
    access: 'verified',
    answer: Message,
  }),
};
