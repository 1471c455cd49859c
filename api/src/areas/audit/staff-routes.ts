import type { FastifyPluginAsync } from 'fastify';
import { auditCalls as calls } from '../../../contract/audit';
import { serve } from '../../lib/serve';
import { readAuditLog } from './audit-log';

/**
 * Read-only view of every staff action. There is deliberately no write call: the table is append-only
 * (database triggers refuse UPDATE and DELETE).
 */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.list, async (req) => readAuditLog(app.db, req.query));
};
export default routes;
