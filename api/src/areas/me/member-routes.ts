import type { FastifyPluginAsync } from 'fastify';
import { meCalls as calls } from '../../../contract/me';
import { serve } from '../../lib/serve';
import { accountOf, setConsent } from './account';

/** The member's own account and data: every call reads and writes only req.member's rows. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.account, async (req) => accountOf(app.db, req.member!.id));

  serve(app, calls.setConsent, async (req) => {
    const changed = await setConsent(app.db, req.member!.id, req.body.kind, req.body.given);
    if (!changed) return { message: 'ไม่มีการเปลี่ยนแปลง' };
    return { message: req.body.given ? 'บันทึกความยินยอมแล้ว' : 'ถอนความยินยอมแล้ว' };
  });
};
export default routes;
