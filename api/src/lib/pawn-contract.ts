import type { schema } from '@goldshop/db';
import type { PawnContract } from '../../contract/pawn';
import { satangToBaht } from './money';

/** A stored pawn contract in the contract's shape (SPEC §3): money in baht. Members and staff both see it. */
export function toPawnContract(c: typeof schema.pawnContracts.$inferSelect): PawnContract {
  return {
    jn_id: c.jnId,
    jn_date: c.jnDate,
    Net_Total: satangToBaht(c.netTotalSatang),
    Rate_In: satangToBaht(c.rateInSatang),
    fee: satangToBaht(c.feeSatang),
    jn_Status: c.jnStatus,
    due_date: c.dueDate,
  };
}
