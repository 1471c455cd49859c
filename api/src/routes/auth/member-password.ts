import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { schema } from '@goldshop/db';
import { Message, withErrors } from '../../../contract/common';
import { SIGNIN_FAILED_MESSAGE, SigninBody, SignupBody, TokenAnswer } from '../../../contract/auth';
import { conflict, badRequest, HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { immediate } from '../../lib/tx';
import { Lockout, LOCKED_MESSAGE } from './lockout';
import { signinErrorFormatter, signupErrorFormatter } from './messages';

const USERNAME_TAKEN = 'ชื่อผู้ใช้นี้ถูกใช้งานแล้ว กรุณาเลือกชื่ออื่น';

/** Member sign up and sign in with username and password (SPEC §7 Auth). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const perIp = { rateLimit: { max: app.config.signinRateLimit, timeWindow: 60_000 } };
  const lockout = new Lockout();

  // Usernames are unique regardless of case (phones capitalise the first letter); an exact match wins.
  const byUsername = app.sqlite.prepare<[string, string], { id: number; password_hash: string | null }>(
    'select id, password_hash from users where username = ? collate nocase order by username = ? desc limit 1',
  );
  const taken = (username: string) => byUsername.get(username, username) !== undefined;

  app.post(
    '/signup',
    {
      schema: { body: SignupBody, response: withErrors({ 200: Message }) },
      schemaErrorFormatter: signupErrorFormatter,
      config: perIp,
    },
    async (req) => {
      const { username, password, confirmPassword } = req.body;
      if (password !== confirmPassword) throw badRequest('PASSWORD_MISMATCH', 'รหัสผ่านและการยืนยันรหัสผ่านไม่ตรงกัน');
      if (taken(username)) throw conflict('USERNAME_TAKEN', USERNAME_TAKEN);
      const passwordHash = await hashPassword(password);
      immediate(app.db, (tx) => {
        // Checked again under the write lock: two sign ups with one name cannot both pass.
        if (taken(username)) throw conflict('USERNAME_TAKEN', USERNAME_TAKEN);
        tx.insert(schema.users).values({ username, passwordHash, verificationStatus: 0 }).run();
      });
      return { message: 'สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบ' };
    },
  );

  app.post(
    '/signin',
    {
      schema: { body: SigninBody, response: withErrors({ 200: TokenAnswer }) },
      schemaErrorFormatter: signinErrorFormatter,
      config: perIp,
    },
    async (req) => {
      const { username, password, rememberMe } = req.body;
      if (lockout.retryAfter(username) > 0) throw new HttpError(429, 'LOCKED', LOCKED_MESSAGE);
      const row = byUsername.get(username, username);
      // verifyPassword does the same work for a missing account, so timing does not reveal usernames.
      const ok = await verifyPassword(password, row?.password_hash);
      if (!row || !ok) {
        lockout.fail(username);
        throw new HttpError(401, 'BAD_CREDENTIALS', SIGNIN_FAILED_MESSAGE);
      }
      lockout.succeed(username);
      return { token: await app.tokens.member(row.id, rememberMe === true) };
    },
  );
};
export default routes;
