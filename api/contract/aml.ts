import { Type, type Static } from '@sinclair/typebox';
import { Baht, DateText, Message } from './common';
import { endpoint } from './endpoint';

/**
 * Staff-only money-laundering flags: 'large' (at or above the owner's threshold), 'near_repeated' (just under
 * it, again and again by one member within the window). Shown in staff queues and the owner's list; never in
 * a member's answer.
 */
export const AmlFlag = Type.Union([Type.Literal('large'), Type.Literal('near_repeated')]);
export type AmlFlag = Static<typeof AmlFlag>;
export const AML_FLAG_TEXT: Record<AmlFlag, string> = {
  large: 'ยอดสูงถึงเกณฑ์รายงาน',
  near_repeated: 'ยอดใกล้เกณฑ์ซ้ำหลายครั้ง',
};

export const AmlSettings = Type.Object({
  /** Baht: a movement at or above it is flagged (default 2,000,000). */
  thresholdBaht: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  /** A movement at or above this percentage of the threshold (and under it) is "near". */
  nearPercent: Type.Integer({ minimum: 50, maximum: 99 }),
  /** How many near movements of one member within the window flag them. */
  nearCount: Type.Integer({ minimum: 2, maximum: 50 }),
  windowDays: Type.Integer({ minimum: 1, maximum: 90 }),
});
export type AmlSettings = Static<typeof AmlSettings>;

export const AmlFlaggedQuery = Type.Object({ from: Type.Optional(DateText), to: Type.Optional(DateText) });
export const AmlFlagged = Type.Object({
  kind: Type.Union([Type.Literal('saving'), Type.Literal('down')]),
  id: Type.Integer(),
  userId: Type.Integer(),
  username: Type.Union([Type.String(), Type.Null()]),
  amount: Baht,
  createdAt: Type.String(),
  flags: Type.Array(AmlFlag),
});
export type AmlFlagged = Static<typeof AmlFlagged>;

/** The owner's: the rules and the list. Staff see the flags in their queues (AdminSavingTransaction, AdminDownPayment). */
export const amlCalls = {
  settings: endpoint({
    summary: 'The money-laundering flag rules (owner).',
    method: 'GET',
    path: '/api/admin/aml/settings',
    access: 'owner',
    answer: AmlSettings,
  }),
  setSettings: endpoint({
    summary: 'Set the money-laundering flag rules (owner).',
    method: 'PUT',
    path: '/api/admin/aml/settings',
    access: 'owner',
    body: AmlSettings,
    answer: Message,
  }),
  /** Flagged movements made between the dates (Bangkok; default the last 30 days), newest first. */
  flagged: endpoint({
    summary: 'Movements the money-laundering rules flag (owner).',
    method: 'GET',
    path: '/api/admin/aml/flagged',
    access: 'owner',
    query: AmlFlaggedQuery,
    answer: Type.Array(AmlFlagged),
  }),
};
