import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody, Message } from './common';
import { endpoint } from './endpoint';

/** docs/product.md "Input rules": letters a-z, A-Z and digits only. */
/**
 * The rules of a new username and password (Alnum below), in the one sentence each that the server's refusal and
 * the sign-up and new-password fields say (docs/product.md "Input rules").
 */
export const CREDENTIAL_RULE = {
  username: 'ชื่อผู้ใช้ต้องมี 3-32 ตัว ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9',
  password: 'รหัสผ่านต้องมี 8-64 ตัว ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9',
} as const;
const Alnum = (min: number, max: number) => Type.String({ minLength: min, maxLength: max, pattern: '^[A-Za-z0-9]+$' });

export const SigninBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  /** A longer session (member 30 days, admin 7 days instead of 1 day and 12 hours). */
  rememberMe: Type.Optional(Type.Boolean()),
});
export type SigninBody = Static<typeof SigninBody>;

/** Usernames are unique regardless of letter case. */
export const SignupBody = Type.Object({
  username: Alnum(3, 32),
  password: Alnum(8, 64),
  confirmPassword: Alnum(1, 64),
});
export type SignupBody = Static<typeof SignupBody>;

/**
 * idToken is the LIFF ID token (`liff.getIDToken()`); the server verifies it with LINE and trusts only its
 * `sub`, which must equal userId (docs/decisions.md "LINE"). Without a LINE channel (demo mode, the app runs
 * on @line/liff-mock) idToken may be left out and userId must look like a LINE user id (`U` + 32 hex) or
 * a liff-mock id (digits only, as liff-mock's default '123456789').
 * A LINE session lasts as long as a remember-me one. 401 for a refused token, 503 when LINE cannot be reached.
 */
export const LineLoginBody = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  idToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
});
export type LineLoginBody = Static<typeof LineLoginBody>;

export const LinkLineBody = LineLoginBody;
export type LinkLineBody = LineLoginBody;

export const TokenAnswer = Type.Object({ token: Type.String() });
export type TokenAnswer = Static<typeof TokenAnswer>;

/** Who is signed in to the console. */
export const AdminMeAnswer = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.Union([Type.Literal('owner'), Type.Literal('staff')]),
  /** The branches this staff member works at; null for the owner, who works at every one (docs/access.md "Branches"). */
  branchIds: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
});
export type AdminMeAnswer = Static<typeof AdminMeAnswer>;

/** "Sign in failure" (docs/product.md "Messages"): the server's 401 message, also what the member app shows. */
export const SIGNIN_FAILED_MESSAGE = 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง หากถูกต้องแล้วยังเข้าสู่ระบบไม่ได้ กรุณาติดต่อทีมงาน';
/** "Admin sign in failure" (docs/product.md "Messages"). */
export const ADMIN_SIGNIN_FAILED_MESSAGE = 'เข้าสู่ระบบไม่สำเร็จ';
/** "Messaging login failure" (docs/product.md "Messages"): what the /line page shows for any failed LINE login. */
export const LINE_LOGIN_FAILED_MESSAGE = 'LINE login failed. Please try again.';

/**
 * Claims inside the member token; the app reads exp (expiry check). `sv` is the member's session version:
 * sign-out and a password change raise it, which ends every token signed before.
 */
export interface MemberClaims {
  sub: string;
  kind: 'member';
  sv?: number;
  exp: number;
}

/** The `kind` of the admin sign-in answer's token. */
export const ADMIN_EXPIRY_KIND = 'admin-expiry';
/**
 * Claims of the token the admin sign-in answers with (`{ token }` (docs/product.md "The calls"), kept by the console as
 * `adminToken`). It is NOT the session: the session lives only in the httpOnly cookie, and this token,
 * signed with a key of its own, is refused as a credential everywhere (cookie or bearer). It carries
 * only what the console's 60 s expiry check and menus need: the session's expiry and the role.
 */
export interface AdminClaims {
  kind: typeof ADMIN_EXPIRY_KIND;
  role: 'owner' | 'staff';
  exp: number;
}

/** A member's new password (rules, docs/product.md "Input rules"), with the current one. */
export const MemberPasswordBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Alnum(8, 64),
  confirmPassword: Alnum(1, 64),
});
export type MemberPasswordBody = Static<typeof MemberPasswordBody>;
/** The caller's own fresh token: every other session of the member has ended. */
export const MemberPasswordAnswer = Type.Object({ message: Type.String(), token: Type.String() });

/** A member who forgot their password asks for a one-time link on their linked LINE. */
export const ForgotPasswordBody = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;
/** The token from the link, and the new password (rules, docs/product.md "Input rules"). */
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
  newPassword: Alnum(8, 64),
  confirmPassword: Alnum(1, 64),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
/** The same answer whoever asks: it never says whether a username exists or has LINE. */
export const FORGOT_PASSWORD_MESSAGE =
  'หากบัญชีนี้เชื่อมต่อกับ LINE ไว้ ร้านได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปทาง LINE แล้ว ลิงก์ใช้ได้ 30 นาทีและใช้ได้ครั้งเดียว หากไม่ได้รับ กรุณาติดต่อเจ้าหน้าที่';

/** Member and staff sign-in, sign-up and sessions (Auth, docs/product.md "The calls"). */
export const accountCalls = {
  signup: endpoint({
    summary: 'Create a member account with a username and password.',
    method: 'POST',
    path: '/api/auth/signup',
    access: 'public',
    body: SignupBody,
    answer: Message,
  }),
  signin: endpoint({
    summary: 'Sign a member in with username and password; answers a bearer token.',
    method: 'POST',
    path: '/api/auth/signin',
    access: 'public',
    body: SigninBody,
    answer: TokenAnswer,
  }),
  /** 503 when LINE cannot be reached. */
  lineLogin: endpoint({
    summary: 'Sign a member in with a LINE ID token (LIFF); creates the member on first use.',
    method: 'POST',
    path: '/api/auth/line-login',
    access: 'public',
    body: LineLoginBody,
    answer: TokenAnswer,
    errors: { 503: Message },
  }),
  /**
   * Member sign-out (the app's logout): ends the member's sessions on the server, on every device, as
   * staff sign-out does. Answers even for a suspended member.
   */
  signout: endpoint({
    summary: 'End every session of the signed-in member.',
    method: 'POST',
    path: '/api/auth/signout',
    access: 'member',
    body: EmptyBody,
    answer: Message,
  }),
  /** Changes the member's password; every other session ends, the caller continues on the answer's token. */
  changePassword: endpoint({
    summary: "Change the member's password; other devices are signed out.",
    method: 'POST',
    path: '/api/auth/password',
    access: 'member',
    body: MemberPasswordBody,
    answer: MemberPasswordAnswer,
  }),
  /** Pushes a one-time link to set a new password to the member's linked LINE; the same answer for any username. */
  forgotPassword: endpoint({
    summary: 'Ask for a one-time link to set a new password, sent to the linked LINE.',
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    body: ForgotPasswordBody,
    answer: Message,
  }),
  /** Sets a new password from the link's token (once, within 30 minutes); every session of the member ends. */
  resetPassword: endpoint({
    summary: 'Set a new password with the one-time link; every session ends.',
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    body: ResetPasswordBody,
    answer: Message,
  }),
  /** Links LINE to a password account, once. */
  linkLine: endpoint({
    summary: "Link the signed-in member's account to their LINE account.",
    method: 'POST',
    path: '/api/auth/link-line',
    access: 'member',
    body: LinkLineBody,
    answer: Message,
    errors: { 503: Message },
  }),
  /**
   * The console session: an httpOnly SameSite=Strict cookie. The answer's token is not the session (see
   * AdminClaims): only its expiry and role, for the console's checks.
   */
  adminSignin: endpoint({
    summary: 'Sign a staff member in; sets the session cookie.',
    method: 'POST',
    path: '/api/auth/admin-signin',
    access: 'public',
    body: SigninBody,
    answer: TokenAnswer,
  }),
  /** Public: a stale or forged cookie is just cleared; a live session is ended on every device. */
  adminSignout: endpoint({
    summary: "End the staff member's session.",
    method: 'POST',
    path: '/api/auth/admin-signout',
    access: 'public',
    body: EmptyBody,
    answer: Message,
  }),
  adminMe: endpoint({
    summary: 'The signed-in staff member and their role.',
    method: 'GET',
    path: '/api/auth/admin-me',
    access: 'staff',
    answer: AdminMeAnswer,
  }),
};
