import type { FastifyPluginAsync } from 'fastify';
import { paymentCalls as calls } from '../../../contract/payments';
import { serve } from '../../lib/serve';
import { receiverOf } from '../../lib/promptpay';
import { saveReceiver, settingsAnswer } from './receiver';

/** The owner's PromptPay receiver: read, set, cleared; every change audited. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.receiverSettings, async () => settingsAnswer(receiverOf(app.db)));
  serve(app, calls.setReceiver, async (req) => settingsAnswer(saveReceiver(app.db, req.staff!.id, req.body)));
  serve(app, calls.clearReceiver, async (req) => {
    saveReceiver(app.db, req.staff!.id, null);
    return { message: 'ปิดรับชำระผ่านพร้อมเพย์แล้ว' };
  });
};
export default routes;
