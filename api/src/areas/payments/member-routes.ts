import type { FastifyPluginAsync } from 'fastify';
import { maskPromptpayId } from '../../../contract/promptpay-id';
import { paymentCalls as calls } from '../../../contract/payments';
import { notFound } from '../../lib/http-error';
import { parseAmount, requireMinimum } from '../../lib/money-input';
import { satangToBaht } from '../../lib/money';
import { promptpayPayload } from '../../lib/promptpay';
import { serve } from '../../lib/serve';
import { receivingFor } from './pay-target';

export const NO_PROMPTPAY = 'ร้านยังไม่เปิดรับชำระผ่านพร้อมเพย์ กรุณาโอนเข้าบัญชีธนาคารของร้าน';

/**
 * The member's side: who receives a payment (the branch that keeps what is paid, or the shop: pay-target.ts),
 * and the Thai QR for the exact amount about to be paid.
 */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.receiver, async (req) => {
    const { promptpay: r, branch, bankAccount: bank } = receivingFor(app.db, req.member!, req.query);
    return {
      receiver: r ? { receiverName: r.name, receiverMasked: maskPromptpayId(r.type, r.id) } : null,
      branch,
      bankAccount: bank && { bank: bank.bank, acc_name: bank.accName, acc_no: bank.accNo, bank_logo: app.images.field(req, bank.logo) },
    };
  });

  // The amount is checked as the payment itself will be (the same Thai messages): a QR for an amount the
  // shop would refuse would only lead the member to transfer it.
  serve(app, calls.promptpay, async (req) => {
    const satang = parseAmount(req.query.amount);
    const purpose = req.query.purpose;
    if (purpose === 'deposit' || purpose === 'instalment') requireMinimum(app.db, purpose, satang);
    // A gold deposit buys gold with baht: the savings deposit's minimum holds (docs/decisions.md "Gold account: price at receipt").
    if (purpose === 'gold') requireMinimum(app.db, 'deposit', satang);
    const { promptpay: r, branch } = receivingFor(app.db, req.member!, req.query);
    if (!r) throw notFound(NO_PROMPTPAY);
    return {
      payload: promptpayPayload(r.type, r.id, satang),
      amount: satangToBaht(satang),
      receiverName: r.name,
      receiverMasked: maskPromptpayId(r.type, r.id),
      branch,
    };
  });
};
export default routes;
