import { Type, type Static } from '@sinclair/typebox';

/** SPEC §5: letters a-z, A-Z and digits only. */
const Alnum = (min: number, max: number) => Type.String({ minLength: min, maxLength: max, pattern: '^[A-Za-z0-9]+$' });

export const SigninBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  rememberMe: Type.Optional(Type.Boolean()),
});
export type SigninBody = Static<typeof SigninBody>;

export const SignupBody = Type.Object({
  username: Alnum(3, 32),
  password: Alnum(8, 64),
  confirmPassword: Alnum(1, 64),
});
export type SignupBody = Static<typeof SignupBody>;

/** idToken is the LIFF ID token; the server trusts only its verified `sub` (DESIGN.md "LINE login"). */
export const LineLoginBody = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  idToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
});
export type LineLoginBody = Static<typeof LineLoginBody>;

export const TokenAnswer = Type.Object({ token: Type.String() });
export type TokenAnswer = Static<typeof TokenAnswer>;

/** Claims inside both tokens; the apps read exp (expiry checks) and role (admin access). */
export interface MemberClaims { sub: string; kind: 'member'; exp: number }
export interface AdminClaims { sub: string; kind: 'admin'; role: 'owner' | 'staff'; username: string; exp: number }
