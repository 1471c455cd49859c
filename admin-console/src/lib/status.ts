import {
  DOWN_STATUS_TEXT,
  GOLD_STATUS_TEXT,
  FULFILMENT_TEXT,
  PAWN_REQUEST_STATUS_TEXT,
  REQUEST_STATUS_TEXT,
  SAVING_STATUS_TEXT,
  VERIFICATION,
  VERIFICATION_TEXT,
  type DecisionStatus,
} from '@goldshop/api/contract';

/** The queue filter's choices: the API's decision status, in the Thai words the member also sees. */
export const decisionOptions = (Object.keys(REQUEST_STATUS_TEXT) as DecisionStatus[]).map((value) => ({
  value,
  label: REQUEST_STATUS_TEXT[value],
}));
/** ProTable valueEnum for a status column/filter, from one lifecycle's map (code → Thai text). */
export const valueEnumOf = <C extends string | number>(map: Record<C, string>) =>
  Object.fromEntries(Object.entries(map).map(([code, text]) => [code, { text }])) as Record<C, { text: string }>;
export const decisionValueEnum = valueEnumOf(REQUEST_STATUS_TEXT);
export const goldValueEnum = valueEnumOf(GOLD_STATUS_TEXT);
export const savingValueEnum = valueEnumOf(SAVING_STATUS_TEXT);
export const downValueEnum = valueEnumOf(DOWN_STATUS_TEXT);
export const pawnRequestValueEnum = valueEnumOf(PAWN_REQUEST_STATUS_TEXT);

/** The lifecycle a status code belongs to decides its words; codes are the API's, texts the contract's. */
const LIFECYCLES = {
  request: REQUEST_STATUS_TEXT,
  saving: SAVING_STATUS_TEXT,
  down: DOWN_STATUS_TEXT,
  fulfilment: FULFILMENT_TEXT,
  pawn: PAWN_REQUEST_STATUS_TEXT,
} as const;
export type Lifecycle = keyof typeof LIFECYCLES;

/** Colour of a status tag by its code: waiting gold, in force green, refused red, in between blue. */
export function statusColor(code: string | null | undefined): string {
  switch (code) {
    case 'pending':
      return 'gold';
    case 'approved':
    case 'active':
    case 'closed':
    case 'shipped':
    case 'picked_up':
    case 'transferred':
      return 'green';
    case 'rejected':
      return 'red';
    case 'closing':
    case 'prepared':
      return 'blue';
    default:
      return 'default';
  }
}

/** Thai text of a status code in its lifecycle (a decision unless said otherwise). */
export function statusText(code: string | null | undefined, lifecycle: Lifecycle = 'request'): string {
  if (!code) return '-';
  const map = LIFECYCLES[lifecycle] as Record<string, string>;
  return map[code] ?? code;
}

/** verificationStatus values in the contract (docs/product.md "Verification status")'s words, the ones the member's badge shows too. */
export const VERIFICATION_STATUS_TEXT: Record<number, string> = VERIFICATION_TEXT;
const VERIFICATION_COLOR: Record<number, string> = {
  [VERIFICATION.unverified]: 'red',
  [VERIFICATION.waiting]: 'gold',
  [VERIFICATION.verified]: 'green',
  [VERIFICATION.suspended]: 'default',
};
export const verificationColor = (v: number) => VERIFICATION_COLOR[v] ?? 'default';
