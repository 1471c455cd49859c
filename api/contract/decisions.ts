import { Type, type Static } from '@sinclair/typebox';
import { Text } from './common';

// The staff side of every member flow: /api/admin/*, all behind the admin session cookie. Not in docs/product.md "The calls"
// (the original API leaves staff approval "not shown"); the paths are ours and listed in each section below.
// Private images (slips, ID cards, selfies, proofs) always come back as short-lived signed URLs here.

// ---------------------------------------------------------------- shared shapes

export const DecisionStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export type DecisionStatus = Static<typeof DecisionStatus>;
export const StatusQuery = Type.Object({ status: Type.Optional(DecisionStatus) });

/** Every decision answers the new state's message; a reject needs a reason the member sees. */
export const RejectBody = Type.Object({ note: Text(500, 1) });
export type RejectBody = Static<typeof RejectBody>;
