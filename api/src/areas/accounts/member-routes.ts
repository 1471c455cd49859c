import type { FastifyPluginAsync } from 'fastify';
import { authCalls as calls, SIGNIN_FAILED_MESSAGE } from '../../../contract/auth';
import { badRequest, HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { serve } from '../../lib/serve';
import { assertMemberNameFree, createPasswordMember, memberByUsername } from './credentials';
import { linkLine, memberForLine, trustedLineUserId } from './line-identity';
import { Lockout, LOCKED_MESSAGE } from './lockout';
import { signinErrorFormatter, signupErrorFormatter } from './messages';

/** Member sign up and sign in, with a password (SPEC §7 Auth) or with LINE. */
const routes: FastifyPluginAsync = async (app) => {
  const perIp = { rateLimit: { max: app.config.signinRateLimit, timeWindow: 60_000 } };
  const lockout = new Lockout();

  serve(app, calls.signup, { config: perIp, schemaErrorFormatter: signupErrorFormatter }, async (req) => {
    const { username, password, confirmPassword } = req.body;
    if (password !== confirmPassword) throw badRequest('PASSWORD_MISMATCH', 'รหัสผ่านและการยืนยันรหัสผ่านไม่ตรงกัน');
    assertMemberNameFree(app.db, username);
    createPasswordMember(app.db, username, await hashPassword(password));
    return { message: 'สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบ' };
  });

  serve(app, calls.signin, { config: perIp, schemaErrorFormatter: signinErrorFormatter }, async (req) => {
    const { username, password, rememberMe } = req.body;
    if (lockout.retryAfter(username) > 0) throw new HttpError(429, 'LOCKED', LOCKED_MESSAGE);
    const row = memberByUsername(app.db, username);
    // verifyPassword does the same work for a missing account, so timing does not reveal usernames.
    const ok = await verifyPassword(password, row?.passwordHash);
    if (!row || !ok) {
      lockout.fail(username);
      throw new HttpError(401, 'BAD_CREDENTIALS', SIGNIN_FAILED_MESSAGE);
    }
    lockout.succeed(username);
    return { token: await app.tokens.member(row.id, rememberMe === true) };
  });

  serve(app, calls.lineLogin, { config: perIp }, async (req) => {
    const sub = await trustedLineUserId(app.config, req.body, req.log);
    // The identity is re-checked with LINE on every open, so a LINE session gets the long lifetime.
    return { token: await app.tokens.member(memberForLine(app.db, sub), true) };
  });

  serve(app, calls.linkLine, { config: perIp }, async (req) => {
    const sub = await trustedLineUserId(app.config, req.body, req.log);
    linkLine(app.db, req.member!.id, sub);
    return { message: 'เชื่อมต่อบัญชี LINE สำเร็จ' };
  });
};
export default routes;
