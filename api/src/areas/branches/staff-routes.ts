import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { branchCalls as calls } from '../../../contract/branches';
import { branchById, type BranchRow } from '../../lib/branches';
import { readMultipart, requireFiles } from '../../lib/multipart';
import { serve } from '../../lib/serve';
import { addClosure, closeBranch, createBranch, deleteBranch, removeClosure, setBankLogo, updateBranch } from './edits';
import { adminBranches, toAdminBranch } from './views';

/** The console's branches: staff read them; every change is the owner's (the declarations' access). */
const staffRoutes: FastifyPluginAsync = async (app) => {
  const answer = (req: FastifyRequest, b: BranchRow) => toAdminBranch(app.db, b, (hash) => app.images.field(req, hash));
  const reread = (req: FastifyRequest, id: number) => answer(req, branchById(app.db, id)!);

  serve(app, calls.adminList, async (req) => adminBranches(app.db, (hash) => app.images.field(req, hash)));
  serve(app, calls.create, async (req) => answer(req, await createBranch(app, req.staff!.id, req.body)));
  serve(app, calls.update, async (req) => answer(req, await updateBranch(app, req.staff!.id, req.params.id, req.body)));
  serve(app, calls.setBankLogo, async (req) => {
    const { files } = await readMultipart(req, calls.setBankLogo.upload.fields, calls.setBankLogo.upload.files);
    requireFiles(files, ['bank_logo']);
    const logo = await app.images.prepare(files.bank_logo!, 'bank_logo');
    return answer(req, await setBankLogo(app, req.staff!.id, req.params.id, logo));
  });
  serve(app, calls.close, async (req) => answer(req, await closeBranch(app.db, req.staff!.id, req.params.id, true)));
  serve(app, calls.reopen, async (req) => answer(req, await closeBranch(app.db, req.staff!.id, req.params.id, false)));
  serve(app, calls.remove, async (req) => {
    await deleteBranch(app.db, req.staff!.id, req.params.id);
    return { message: 'ลบสาขาแล้ว' };
  });
  serve(app, calls.addClosure, async (req) => {
    await addClosure(app.db, req.staff!.id, req.params.id, req.body);
    return reread(req, req.params.id);
  });
  serve(app, calls.removeClosure, async (req) => {
    await removeClosure(app.db, req.staff!.id, req.params.id, req.params.closureId);
    return reread(req, req.params.id);
  });
};
export default staffRoutes;
