import { FULFILMENT_TEXT, type AdminSavingTransaction } from '@goldshop/api/contract';
import { ApproveOrReject } from '../../../components/backoffice/ApproveOrReject';
import { ReasonAction } from '../../../components/backoffice/ReasonAction';
import { SlipEvidence } from '../../../components/backoffice/SlipRead';
import { formatBaht } from '../../../lib/money';
import { KIND_TEXT, nextStep } from '../fulfilment';
import { approveTransaction, fulfil, rejectTransaction } from '../service';
import { PayoutForm } from './PayoutForm';

/**
 * What staff can do with a transaction now: approve / reject a pending one (a withdrawal is approved only
 * if the balance still covers it: the server checks), then move an approved withdrawal to the member.
 */
export function TransactionActions({
  t,
  onDone,
  size = 'small',
}: {
  t: AdminSavingTransaction;
  onDone: () => void;
  size?: 'small' | 'middle';
}) {
  const what = `${KIND_TEXT[t.kind]} ${formatBaht(t.amount)} ของ ${t.username ?? t.customerName ?? `#${t.userId}`}`;
  if (t.status === 'pending')
    return (
      <ApproveOrReject
        size={size}
        onDone={onDone}
        approve={{
          title: `อนุมัติรายการ${what}?`,
          // Asked on what the slip shows and says: the tags may have scrolled out of view.
          description:
            t.kind === 'deposit' ? <SlipEvidence image={t.slip} amount={t.amount} read={t.slipRead} match={t.slipMatch} /> : undefined,
          action: () => approveTransaction(t.id),
        }}
        reject={{
          name: `saving-reject-${t.id}`,
          title: `ไม่อนุมัติรายการ${what}`,
          fieldLabel: 'หมายเหตุ (สมาชิกเห็นในประวัติ)',
          action: (note) => rejectTransaction(t.id, note),
        }}
      />
    );
  const next = nextStep(t);
  if (!next) return null;
  if (next.kind === 'payout') return <PayoutForm t={t} onDone={onDone} size={size} />;
  const label = FULFILMENT_TEXT[next.step];
  return (
    <ReasonAction
      name={`fulfil-${t.id}-${next.step}`}
      label={label}
      type="primary"
      danger={false}
      size={size}
      required={false}
      title={`${label}: ${what}`}
      fieldLabel={next.step === 'shipped' ? 'หมายเหตุ เช่น เลขพัสดุ (สมาชิกเห็นในประวัติ)' : 'หมายเหตุ (ไม่บังคับ)'}
      successText={`บันทึกสถานะ "${label}" แล้ว`}
      action={(note) => fulfil(t.id, { step: next.step, ...(note ? { note } : {}) })}
      onDone={onDone}
    />
  );
}
