import type { DecisionStatus, DownStatus } from '@goldshop/api/contract';
import type { Tone } from '../ui/Badge';

/** Every status code a member's answers carry (contract statusCode fields). */
export type StatusCode = DecisionStatus | DownStatus | 'active';

/**
 * A status's badge tone, by its code (never its Thai text): waiting yellow, refused red, anything else green
 * (docs/product.md "Member app: savings type 1 (/saving)": pending yellow, anything else green; a refusal red, docs/decisions.md).
 */
export function statusTone(code: StatusCode): Tone {
  switch (code) {
    case 'pending':
      return 'warning';
    case 'rejected':
      return 'danger';
    default:
      return 'success';
  }
}

/** The row class of a money list by a status code: refused rows show their reason in red. */
export const rowTone = (code: StatusCode): string | undefined =>
  code === 'rejected' ? 'is-rejected' : code === 'pending' ? 'is-pending' : undefined;
