import type { AdminSavingTransaction } from '@goldshop/api/contract';

export const KIND_TEXT: Record<AdminSavingTransaction['kind'], string> = {
  deposit: 'ฝาก',
  withdraw_goods: 'ถอนเป็นทองคำ',
  withdraw_cash: 'ถอนเป็นเงินสด',
};

/** The next thing staff do with an approved withdrawal, or null when nothing is left to do. */
export type NextStep =
  | { kind: 'prepare'; step: 'prepared' }
  | { kind: 'finish'; step: 'shipped' | 'picked_up' }
  | { kind: 'payout'; step: 'transferred' }
  | null;

/**
 * Goods: prepared, then shipped when the member chose delivery ('จัดส่ง') or picked_up when they pick it
 * up at their branch. Cash: transferred (with the transfer proof). Only approved withdrawals move.
 */
export function nextStep(t: Pick<AdminSavingTransaction, 'kind' | 'status' | 'fulfilment' | 'isDelivery'>): NextStep {
  if (t.status !== 'approved') return null;
  if (t.kind === 'withdraw_cash') return t.fulfilment === null ? { kind: 'payout', step: 'transferred' } : null;
  if (t.kind !== 'withdraw_goods') return null;
  if (t.fulfilment === null) return { kind: 'prepare', step: 'prepared' };
  if (t.fulfilment === 'prepared') return { kind: 'finish', step: t.isDelivery === 'จัดส่ง' ? 'shipped' : 'picked_up' };
  return null;
}

/** How the member asked to receive a goods withdrawal, in one line. */
export function receiveText(
  t: Pick<AdminSavingTransaction, 'isDelivery' | 'receiveBranch' | 'deliveryName' | 'deliveryPhone' | 'deliveryAddress'>,
): string {
  if (t.isDelivery === 'จัดส่ง') return `จัดส่ง: ${[t.deliveryName, t.deliveryPhone, t.deliveryAddress].filter(Boolean).join(' · ')}`;
  if (t.isDelivery === 'รับเองหน้าร้าน') return `รับเองที่สาขา ${t.receiveBranch ?? '—'}`;
  return '—';
}
