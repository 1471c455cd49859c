import { PAWN_REQUEST_KIND_TEXT, type PawnRequest } from '@goldshop/api/contract';

/** The kinds as a ProTable filter. */
export const pawnKindValueEnum = Object.fromEntries(Object.entries(PAWN_REQUEST_KIND_TEXT).map(([k, text]) => [k, { text }]));

/** A redemption paid and approved: its item waits at the branch to be handed over. */
export const awaitingPickup = (r: Pick<PawnRequest, 'kind' | 'status'>) => r.kind === 'redeem' && r.status === 'approved';
