import type { VerificationStatus } from '@goldshop/db/schema';
import { VERIFICATION } from '../../../contract/lifecycles';

/** SPEC §4 verificationStatus, by name: the contract's names, which both apps use too. */
export const MEMBER_STATUS = VERIFICATION;

/**
 * Where each step takes a member, as data. A step a member's status is not listed under is refused by the
 * step's own rule (identity.ts, decisions.ts).
 */
export const MEMBER_TRANSITIONS = {
  /** The member sends a request: only from unverified. */
  ask: { from: [MEMBER_STATUS.unverified], to: MEMBER_STATUS.waiting },
  /** Staff approve: a suspended member stays suspended until reinstated (approving is refused). */
  approve: { from: [MEMBER_STATUS.unverified, MEMBER_STATUS.waiting, MEMBER_STATUS.verified], to: MEMBER_STATUS.verified },
  /**
   * Staff reject: back to unverified (the member may try again). A suspended or already verified member
   * keeps that state: a stale duplicate request must not undo it.
   */
  reject: { from: [MEMBER_STATUS.unverified, MEMBER_STATUS.waiting], to: MEMBER_STATUS.unverified },
  suspend: { from: [MEMBER_STATUS.unverified, MEMBER_STATUS.waiting, MEMBER_STATUS.verified], to: MEMBER_STATUS.suspended },
} as const;

/** A reinstated member returns to what they had earned: verified if staff once linked a customer record. */
export const reinstatedStatus = (customerId: number | null): VerificationStatus =>
  customerId ? MEMBER_STATUS.verified : MEMBER_STATUS.unverified;

export const may = (step: keyof typeof MEMBER_TRANSITIONS, status: number): boolean =>
  (MEMBER_TRANSITIONS[step].from as readonly number[]).includes(status);
