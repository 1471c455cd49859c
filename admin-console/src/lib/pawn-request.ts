import { PAWN_REQUEST_KIND_TEXT, type PawnRequest } from '@goldshop/api/contract';
import { valueEnumOf } from './status';

/** The kinds as a ProTable filter. */
export const pawnKindValueEnum = valueEnumOf(PAWN_REQUEST_KIND_TEXT);

/** A redemption paid and approved: its item waits at the branch to be handed over. */
export const awaitingPickup = (r: Pick<PawnRequest, 'kind' | 'status'>) => r.kind === 'redeem' && r.status === 'approved';
