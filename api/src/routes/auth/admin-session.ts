import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Message, withErrors, EmptyBody } from '../../../contract/common';
import { ADMIN_SIGNIN_FAILED_MESSAGE, AdminMeAnswer, SigninBody, TokenAnswer } from '../../../contract/auth';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { clearAdminCookie, setAdminCookie } from '../../lib/admin-cookie';
import type { StaffRole } from '@goldshop/db/schema';
import { Lockout, LOCKED_MESSAGE } from './lockout';

interface StaffRow { id: number; username: string; password_hash: string; role: StaffRole; disabled: number; session_version: number }

/** Admin console session: an httpOnly SameSite=Strict cookie (DESIGN.md: admin calls send no header). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const lockout = new Lockout();
  const byUsername = app.sqlite.prepare<[string, string], StaffRow>(
    'select id, username, password_hash, role, disabled, session_version from staff where username = ? collate nocase order by username = ? desc limit 1',
  );
  const failed = () => new HttpError(401, 'BAD_CREDENTIALS', ADMIN_SIGNIN_FAILED_MESSAGE);

  app.post(
    '/admin-signin',
    {
      schema: { body: SigninBody, response: withErrors({ 200: TokenAnswer }) },
      schemaErrorFormatter: () => new HttpError(400, 'VALIDATION', ADMIN_SIGNIN_FAILED_MESSAGE),
      config: { rateLimit: { max: app.config.signinRateLimit, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const { username, password, rememberMe } = req.body;
      if (lockout.retryAfter(username) > 0) throw new HttpError(429, 'LOCKED', LOCKED_MESSAGE);
      const row = byUsername.get(username, username);
      if (!(await verifyPassword(password, row?.password_hash))) {
        lockout.fail(username);
        throw failed();
      }
      // Right password of a disabled account: refused the same way, without counting as a guess.
      if (!row || row.disabled) throw failed();
      lockout.succeed(username);
      const { token, maxAge } = await app.tokens.admin(
        { id: row.id, role: row.role, username: row.username, sessionVersion: row.session_version },
        rememberMe === true,
      );
      setAdminCookie(reply, token, maxAge);
      return { token };
    },
  );

  // Ends the staff member's sessions on the server too: a copy of the token (another tab, a shared branch
  // PC's saved cookie) stops working at once instead of living until it expires. This signs the member of
  // staff out on every device (README Decisions).
  const endSessions = app.sqlite.prepare<[number]>('update staff set session_version = session_version + 1 where id = ?');
  app.post('/admin-signout', { schema: { body: EmptyBody, response: withErrors({ 200: Message }) } }, async (req, reply) => {
    // Only a live session ends anything: a stale or forged cookie is just cleared.
    const staff = await app.optionalStaff(req);
    if (staff) endSessions.run(staff.id);
    clearAdminCookie(reply);
    return { message: 'ออกจากระบบแล้ว' };
  });

  app.get(
    '/admin-me',
    { onRequest: app.requireStaff, schema: { response: withErrors({ 200: AdminMeAnswer }) } },
    async (req) => {
      const s = req.staff!;
      return { id: s.id, username: s.username, role: s.role };
    },
  );
};
export default routes;
