import { PAWN_REQUEST_KIND_TEXT, type PawnRequest } from '@goldshop/api/contract';

/** What a member's pawn payment is for, in one phrase: 'ต่อดอก 2 เดือน', 'ลดต้น', 'ไถ่ถอน'. */
export const requestWhat = (r: Pick<PawnRequest, 'kind' | 'months'>): string =>
  r.kind === 'interest' && r.months ? `${PAWN_REQUEST_KIND_TEXT.interest} ${r.months} เดือน` : PAWN_REQUEST_KIND_TEXT[r.kind];

/** The kinds as a ProTable filter. */
export const pawnKindValueEnum = Object.fromEntries(Object.entries(PAWN_REQUEST_KIND_TEXT).map(([k, text]) => [k, { text }]));

/** A redemption paid and approved: its item waits at the branch to be handed over. */
export const awaitingPickup = (r: Pick<PawnRequest, 'kind' | 'status'>) => r.kind === 'redeem' && r.status === 'approved';
