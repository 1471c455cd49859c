import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_SIGNIN_FAILED_MESSAGE, accountCalls as calls } from '../../../contract/accounts';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { clearAdminCookie, setAdminCookie } from '../../lib/admin-cookie';
import { serve } from '../../lib/serve';
import { endStaffSessions, staffByUsername } from './credentials';
import { SigninGuard } from './signin-guard';
import type { SigninShield } from './signin-shield';

/** Admin console session: an httpOnly SameSite=Strict cookie (docs/decisions.md "Accounts and sessions": admin calls send no header). */
const routes: FastifyPluginAsync<{ shield: SigninShield }> = async (app, { shield }) => {
  const guard = new SigninGuard(app.config.signinRateLimit, shield);
  const failed = () => new HttpError(401, 'BAD_CREDENTIALS', ADMIN_SIGNIN_FAILED_MESSAGE);

  serve(
    app,
    calls.adminSignin,
    {
      schemaErrorFormatter: () => new HttpError(400, 'VALIDATION', ADMIN_SIGNIN_FAILED_MESSAGE),
      config: { rateLimit: { max: app.config.signinRateLimit, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const { username, password, rememberMe } = req.body;
      const priority = guard.admit(username, req.ip, reply);
      const row = staffByUsername(app.db, username);
      if (!(await verifyPassword(password, row?.passwordHash, priority))) {
        guard.fail(username, req.ip);
        throw failed();
      }
      // Right password of a disabled account: refused the same way, without counting as a guess.
      if (!row || row.disabled) throw failed();
      guard.succeed(username, req.ip);
      const { token, expiry, maxAge } = await app.tokens.admin(row, rememberMe === true);
      // The session goes only into the httpOnly cookie; the answer's token is the console's expiry copy.
      setAdminCookie(reply, token, maxAge);
      return { token: expiry };
    },
  );

  serve(app, calls.adminSignout, async (req, reply) => {
    // Only a live session ends anything: a stale or forged cookie is just cleared.
    const staff = await app.optionalStaff(req);
    if (staff) await endStaffSessions(app.db, staff.id);
    clearAdminCookie(reply);
    return { message: 'ออกจากระบบแล้ว' };
  });

  serve(app, calls.adminMe, async (req) => {
    const s = req.staff!;
    return { id: s.id, username: s.username, role: s.role, branchIds: s.branchIds === null ? null : [...s.branchIds] };
  });
};
export default routes;
