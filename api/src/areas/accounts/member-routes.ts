import type { FastifyPluginAsync } from 'fastify';
import { accountCalls as calls, FORGOT_PASSWORD_MESSAGE, SIGNIN_FAILED_MESSAGE } from '../../../contract/accounts';
import { badRequest, HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { serve } from '../../lib/serve';
import { MEMBER_TTL } from '../../plugins/auth';
import {
  assertMemberNameFree,
  changeMemberPassword,
  createPasswordMember,
  endMemberSessions,
  memberByUsername,
  memberPasswordHash,
  NO_PASSWORD,
} from './credentials';
import { linkLine, memberForLine, trustedLineUser } from './line-identity';
import { requestReset, resetWithToken } from './password-reset';
import { SigninGuard } from './signin-guard';
import type { SigninShield } from './signin-shield';
import { passwordErrorFormatter, signinErrorFormatter, signupErrorFormatter } from './messages';

/** Member sign up and sign in, with a password (Auth, docs/product.md "The calls") or with LINE. */
const routes: FastifyPluginAsync<{ shield: SigninShield }> = async (app, { shield }) => {
  const perIp = { rateLimit: { max: app.config.signinRateLimit, timeWindow: 60_000 } };
  const guard = new SigninGuard(app.config.signinRateLimit, shield);

  serve(app, calls.signup, { config: perIp, schemaErrorFormatter: signupErrorFormatter }, async (req) => {
    const { username, password, confirmPassword } = req.body;
    if (password !== confirmPassword) throw badRequest('PASSWORD_MISMATCH', 'รหัสผ่านและการยืนยันรหัสผ่านไม่ตรงกัน');
    assertMemberNameFree(app.db, username);
    await createPasswordMember(app.db, username, await hashPassword(password, 'fresh'));
    return { message: 'สมัครสมาชิกสำเร็จ' };
  });

  serve(app, calls.signin, { config: perIp, schemaErrorFormatter: signinErrorFormatter }, async (req, reply) => {
    const { username, password, rememberMe } = req.body;
    const priority = guard.admit(username, req.ip, reply);
    const row = memberByUsername(app.db, username);
    // verifyPassword does the same work for a missing account, so timing does not reveal usernames.
    const ok = await verifyPassword(password, row?.passwordHash, priority);
    if (!row || !ok) {
      guard.fail(username, req.ip);
      throw new HttpError(401, 'BAD_CREDENTIALS', SIGNIN_FAILED_MESSAGE);
    }
    guard.succeed(username, req.ip);
    return { token: await app.tokens.member(row.id, rememberMe === true) };
  });

  serve(app, calls.lineLogin, { config: perIp }, async (req) => {
    const line = await trustedLineUser(app.config, req.body, req.log);
    // The identity is re-checked with LINE on every open, so a LINE session gets the long lifetime.
    return { token: await app.tokens.member(await memberForLine(app.db, line), true) };
  });

  // The app's logout: every session of the member ends on the server, not only this device's copy.
  serve(app, calls.signout, async (req) => {
    await endMemberSessions(app.db, req.member!.id);
    return { message: 'ออกจากระบบแล้ว' };
  });

  serve(app, calls.changePassword, { config: perIp, schemaErrorFormatter: passwordErrorFormatter }, async (req) => {
    const { oldPassword, newPassword, confirmPassword } = req.body;
    const memberId = req.member!.id;
    if (newPassword !== confirmPassword) throw badRequest('PASSWORD_MISMATCH', 'รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน');
    const stored = memberPasswordHash(app.db, memberId);
    if (!stored) throw NO_PASSWORD();
    if (!(await verifyPassword(oldPassword, stored))) throw badRequest('WRONG_PASSWORD', 'รหัสผ่านเดิมไม่ถูกต้อง');
    if (oldPassword === newPassword) throw badRequest('SAME_PASSWORD', 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม');
    await changeMemberPassword(app.db, memberId, stored, await hashPassword(newPassword));
    // Every other session has ended; this device continues on a token of the new session version, as long
    // as the one it had: a device signed in with "remember me" (more than a day left) stays remembered.
    const remembered = req.member!.expiresAt - Date.now() / 1000 > MEMBER_TTL.normal;
    return { message: 'เปลี่ยนรหัสผ่านแล้ว', token: await app.tokens.member(memberId, remembered) };
  });

  serve(app, calls.forgotPassword, { config: perIp }, async (req) => {
    await requestReset(app.db, app.config.line, req.log, req.body.username);
    // Sent at once when it was queued; the answer is the same either way.
    void app.line.sender.drain().catch((err: unknown) => req.log.warn({ err }, 'LINE push after a reset request failed'));
    return { message: FORGOT_PASSWORD_MESSAGE };
  });

  serve(app, calls.resetPassword, { config: perIp }, async (req) => {
    const { token, newPassword, confirmPassword } = req.body;
    if (newPassword !== confirmPassword) throw badRequest('PASSWORD_MISMATCH', 'รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน');
    await resetWithToken(app.db, token, await hashPassword(newPassword));
    return { message: 'ตั้งรหัสผ่านใหม่แล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่' };
  });

  serve(app, calls.linkLine, { config: perIp }, async (req) => {
    await linkLine(app.db, req.member!.id, await trustedLineUser(app.config, req.body, req.log));
    return { message: 'เชื่อมต่อบัญชี LINE สำเร็จ' };
  });
};
export default routes;
