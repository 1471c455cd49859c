import type { FastifyPluginAsync } from 'fastify';
import { paymentCalls as calls } from '../../../contract/payments';
import { serve } from '../../lib/serve';
import { receiverOf } from '../../lib/promptpay';
import { saveReceiver, settingsAnswer } from './receiver';

/** The owner's PromptPay receiver: staff read it; the owner sets or clears it, every change audited
 * and sent to the owner. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.receiverSettings, async () => settingsAnswer(receiverOf(app.db)));
  serve(app, calls.setReceiver, async (req) => settingsAnswer(await saveReceiver(app, req.staff!.id, req.body)));
  serve(app, calls.clearReceiver, async (req) => {
    await saveReceiver(app, req.staff!.id, null);
    return { message: 'ปิดรับชำระผ่านพร้อมเพย์แล้ว' };
  });
};
export default routes;
