import type { FastifyPluginAsync } from 'fastify';
import { branchCalls as calls } from '../../../contract/branches';
import { answerCache } from '../../lib/cached-answer';
import { serve } from '../../lib/serve';
import { homeBranchOf, setHomeBranch } from './edits';
import { publicBranches } from './views';

/** The open branches for anyone, and the member's home branch. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  const cached = answerCache(app);
  // Cached like the catalogue, until a write; "open now" follows the clock, so the minute is part of the version
  // (every opening and closing is on a minute).
  serve(app, calls.list, async (req, reply) =>
    cached(req, reply, calls.list.path, () => publicBranches(app.db), String(Math.floor(Date.now() / 60_000))),
  );
  serve(app, calls.home, async (req) => ({ homeBranchId: homeBranchOf(app.db, req.member!.id) }));
  serve(app, calls.setHome, async (req) => ({ homeBranchId: await setHomeBranch(app.db, req.member!.id, req.body.homeBranchId) }));
};
export default memberRoutes;
