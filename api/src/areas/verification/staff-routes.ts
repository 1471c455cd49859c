import type { FastifyPluginAsync } from 'fastify';
import { verificationCalls as calls } from '../../../contract/verification';
import { serve } from '../../lib/serve';
import { getCustomer, listCustomers, updateCustomer } from './customers';
import { listMembers, setSuspended } from './members';
import { approveRequest, listRequests, openRequest, rejectRequest } from './queue';

/** The staff's side: the verification queue (verificationStatus transitions, docs/product.md "Verification status"), members and customers. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.list, async (req) => listRequests(app.db, req.query, req.staff!));
  serve(app, calls.detail, async (req) => openRequest(app, req.staff!.id, req.params.id));
  serve(app, calls.approve, async (req) => {
    await approveRequest(app, req.staff!, req.params.id);
    return { message: 'อนุมัติการยืนยันตัวตนแล้ว' };
  });
  serve(app, calls.reject, async (req) => {
    await rejectRequest(app, req.staff!, req.params.id, req.body.reason.trim());
    return { message: 'ปฏิเสธการยืนยันตัวตนแล้ว' };
  });

  serve(app, calls.members, async (req) => listMembers(app.db, req.query, req.staff!));
  serve(app, calls.suspendMember, async (req) => {
    await setSuspended(app.db, req.staff!.id, req.params.id, true);
    return { message: 'ระงับการใช้งานสมาชิกแล้ว' };
  });
  serve(app, calls.reinstateMember, async (req) => {
    await setSuspended(app.db, req.staff!.id, req.params.id, false);
    return { message: 'ยกเลิกการระงับสมาชิกแล้ว' };
  });

  serve(app, calls.customers, async (req) => listCustomers(app.db, req.query, req.staff!));
  serve(app, calls.customer, async (req) => getCustomer(app.db, req.params.id, req.staff!));
  serve(app, calls.updateCustomer, async (req) => {
    await updateCustomer(app.db, req.staff!, req.params.id, req.body);
    return getCustomer(app.db, req.params.id, req.staff!);
  });
};
export default routes;
