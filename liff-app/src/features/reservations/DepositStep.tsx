import { reservationCalls, type Reservation } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { paymentHeaders } from '../../lib/liff';
import { formData } from '../money/request';
import { PayPanel } from '../payments/PayPanel';
import { usePayForm } from '../payments/use-pay-form';
import { Button } from '../../ui/Button';
import { formatThaiDate } from '../money/format';
import { hhmm } from '../pickups/PickupPanel';
import { depositBaht } from './deposit-text';

/**
 * The deposit's step of a reservation (docs/product.md "Reserving a piece"): the slot chosen, the Thai QR for exactly
 * the deposit to the branch reserved at, and the slip; the reservation is made with the payment, or not at all.
 */
export function DepositStep({
  code,
  deposit,
  choice,
  onDone,
  onBack,
}: {
  code: string;
  deposit: number;
  choice: { branchId: number; start: string };
  onDone(r: Reservation): void;
  onBack(): void;
}) {
  const pay = usePayForm<Reservation>({
    id: 'reserve-deposit',
    fixed: { amount: deposit },
    send: (v, key, onUploadProgress) =>
      api(
        reservationCalls.reserve,
        {
          body: formData({ code, branch_id: String(choice.branchId), start: choice.start, amount: v.amount, proof: v.proof }),
          headers: paymentHeaders(key),
        },
        { onUploadProgress },
      ),
    what: 'reserve-with-deposit',
    onSent: (r) => onDone(r),
  });
  return (
    <>
      <PayPanel
        pay={pay}
        purpose="reservation"
        target={{ branch_id: choice.branchId }}
        formId="reserve-deposit"
        before={
          <p className="pickup__note" data-testid="reserve-deposit-when">
            {`นัดรับ ${formatThaiDate(choice.start)} เวลา ${hhmm(choice.start)} น. ชำระมัดจำ ${depositBaht(deposit)} แล้วแนบสลิป`}
          </p>
        }
        submitText="ชำระมัดจำและจองสินค้า"
      />
      <Button variant="ghost" block onClick={onBack}>
        เลือกเวลาใหม่
      </Button>
    </>
  );
}
