import type { FastifyPluginAsync } from 'fastify';
import { staffCalls as calls } from '../../../contract/staff';
import { hashPassword } from '../../lib/password';
import { setAdminCookie } from '../../lib/admin-cookie';
import { serve } from '../../lib/serve';
import {
  changeOwnPassword,
  checkOwnPassword,
  cleanDisplayName,
  createStaff,
  listStaff,
  resetPassword,
  setBranches,
  setDisabled,
  setDisplayName,
} from './accounts';
import { ownerLineLinked, unlinkOwnerLine, type OwnerLineLinks } from './line-link';

/** Staff accounts: the owner manages them (owner-only calls); every staff member may change their own password. */
const routes: FastifyPluginAsync<{ lineLinks: OwnerLineLinks }> = async (app, { lineLinks }) => {
  serve(app, calls.list, async () => listStaff(app.db));

  serve(app, calls.create, async (req) => {
    const { username, password, role, displayName, branchIds } = req.body;
    return createStaff(
      app.db,
      req.staff!.id,
      { username, passwordHash: await hashPassword(password), role, displayName: cleanDisplayName(displayName) },
      branchIds,
    );
  });

  serve(app, calls.setDisplayName, async (req) =>
    setDisplayName(app.db, req.staff!.id, req.params.id, cleanDisplayName(req.body.displayName)),
  );

  serve(app, calls.setBranches, async (req) => setBranches(app.db, req.staff!.id, req.params.id, req.body.branchIds));

  serve(app, calls.disable, async (req) => setDisabled(app.db, req.staff!.id, req.params.id, 1));
  serve(app, calls.enable, async (req) => setDisabled(app.db, req.staff!.id, req.params.id, 0));

  serve(app, calls.resetPassword, async (req) => {
    await resetPassword(app.db, req.staff!.id, req.params.id, await hashPassword(req.body.password));
    return { message: 'ตั้งรหัสผ่านใหม่แล้ว' };
  });

  serve(app, calls.changeOwnPassword, async (req, reply) => {
    const { oldPassword, newPassword } = req.body;
    const me = await checkOwnPassword(app.db, req.staff!.id, oldPassword, newPassword);
    const after = await changeOwnPassword(app.db, me, await hashPassword(newPassword));
    const { token, expiry, maxAge } = await app.tokens.admin(after, false);
    setAdminCookie(reply, token, maxAge);
    return { message: 'เปลี่ยนรหัสผ่านแล้ว', token: expiry };
  });

  serve(app, calls.lineLink, async (req) => ({ linked: ownerLineLinked(app, req.staff!.id) }));
  serve(app, calls.lineLinkCode, async (req) => {
    const { code, expiresAt } = lineLinks.issue(req.staff!.id);
    return { code, expiresAt: new Date(expiresAt).toISOString(), lineBasicId: app.config.line.basicId };
  });
  serve(app, calls.unlinkLine, async (req) => {
    await unlinkOwnerLine(app, req.staff!.id);
    return { message: 'ยกเลิกการแจ้งเตือนทาง LINE แล้ว' };
  });
};
export default routes;
