import { Type, type Static } from '@sinclair/typebox';

/** SPEC §5: letters a-z, A-Z and digits only. */
const Alnum = (min: number, max: number) => Type.String({ minLength: min, maxLength: max, pattern: '^[A-Za-z0-9]+$' });

export const SigninBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  /** A longer session (member 30 days, admin 7 days instead of 1 day and 12 hours). */
  rememberMe: Type.Optional(Type.Boolean()),
});
export type SigninBody = Static<typeof SigninBody>;

/** POST /api/auth/signup. Usernames are unique regardless of letter case. Answers 200 `{ message }`. */
export const SignupBody = Type.Object({
  username: Alnum(3, 32),
  password: Alnum(8, 64),
  confirmPassword: Alnum(1, 64),
});
export type SignupBody = Static<typeof SignupBody>;

/**
 * idToken is the LIFF ID token (`liff.getIDToken()`); the server verifies it with LINE and trusts only its
 * `sub`, which must equal userId (DESIGN.md "LINE login"). Without a LINE channel (demo mode, the app runs
 * on @line/liff-mock) idToken may be left out and userId must look like a LINE user id (`U` + 32 hex) or
 * a liff-mock id (digits only, as liff-mock's default '123456789').
 * Answers `{ token }`; a LINE session lasts as long as a remember-me one. 401 for a refused token,
 * 503 when LINE cannot be reached.
 */
export const LineLoginBody = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  idToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
});
export type LineLoginBody = Static<typeof LineLoginBody>;

/** POST /api/auth/link-line (member token): links LINE to a password account, once. Answers `{ message }`. */
export const LinkLineBody = LineLoginBody;
export type LinkLineBody = LineLoginBody;

export const TokenAnswer = Type.Object({ token: Type.String() });
export type TokenAnswer = Static<typeof TokenAnswer>;

/** GET /api/auth/admin-me (admin cookie): who is signed in to the console. */
export const AdminMeAnswer = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.Union([Type.Literal('owner'), Type.Literal('staff')]),
});
export type AdminMeAnswer = Static<typeof AdminMeAnswer>;

/** SPEC §8 "Sign in failure": the server's 401 message, also what the member app shows. */
export const SIGNIN_FAILED_MESSAGE = 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง หากถูกต้องแล้วยังเข้าสู่ระบบไม่ได้ กรุณาติดต่อทีมงาน';
/** SPEC §8 "Admin sign in failure". */
export const ADMIN_SIGNIN_FAILED_MESSAGE = 'เข้าสู่ระบบไม่สำเร็จ';
/** SPEC §8 "Messaging login failure": what the /line page shows for any failed LINE login. */
export const LINE_LOGIN_FAILED_MESSAGE = 'LINE login failed. Please try again.';

/** Claims inside both tokens; the apps read exp (expiry checks) and role (admin access). */
export interface MemberClaims { sub: string; kind: 'member'; exp: number }
export interface AdminClaims { sub: string; kind: 'admin'; role: 'owner' | 'staff'; username: string; exp: number }
