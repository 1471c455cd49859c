import type { FastifyPluginAsync } from 'fastify';
import { maskPromptpayId } from '../../../contract/promptpay-id';
import { paymentCalls as calls } from '../../../contract/payments';
import { notFound } from '../../lib/http-error';
import { parseAmount, requireMinimum } from '../../lib/money-input';
import { satangToBaht } from '../../lib/money';
import { promptpayPayload, receiverOf } from '../../lib/promptpay';
import { serve } from '../../lib/serve';

export const NO_PROMPTPAY = 'ร้านยังไม่เปิดรับชำระผ่านพร้อมเพย์ กรุณาโอนเข้าบัญชีธนาคารของร้าน';

/** The member's side: who the shop's PromptPay is, and the Thai QR for the exact amount about to be paid. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.receiver, async () => {
    const r = receiverOf(app.db);
    return { receiver: r ? { receiverName: r.name, receiverMasked: maskPromptpayId(r.type, r.id) } : null };
  });

  // The amount is checked as the payment itself will be (the same Thai messages): a QR for an amount the
  // shop would refuse would only lead the member to transfer it.
  serve(app, calls.promptpay, async (req) => {
    const satang = parseAmount(req.query.amount);
    const purpose = req.query.purpose;
    if (purpose === 'deposit' || purpose === 'instalment') requireMinimum(app.db, purpose, satang);
    const r = receiverOf(app.db);
    if (!r) throw notFound(NO_PROMPTPAY);
    return {
      payload: promptpayPayload(r.type, r.id, satang),
      amount: satangToBaht(satang),
      receiverName: r.name,
      receiverMasked: maskPromptpayId(r.type, r.id),
    };
  });
};
export default routes;
