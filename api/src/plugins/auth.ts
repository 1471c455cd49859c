import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import type { StaffRole } from '@goldshop/db/schema';
import { ADMIN_EXPIRY_KIND, accountCalls } from '../../contract/accounts';
import { verificationCalls } from '../../contract/verification';
import type { Endpoint } from '../../contract/endpoint';
import { VERIFICATION } from '../../contract/lifecycles';
import { forbidden, unauthorized } from '../lib/http-error';
import { adminToken } from '../lib/admin-cookie';

export interface MemberAuth {
  id: number;
  verificationStatus: number;
  customerId: number | null;
  /** When the token of this request expires (seconds since 1970): a remembered session is one that lasts. */
  expiresAt: number;
  /** The session version the token carries: a sign-out or password change since then ends it. */
  sessionVersion: number;
  /** Whether the call needs a verified member (its declaration's access is `verified`). */
  verifiedRequired: boolean;
}
export interface StaffAuth {
  id: number;
  role: StaffRole;
  username: string;
  /** The branches this staff member works at; null for the owner, who works at every one (lib/branch-scope.ts). */
  branchIds: readonly number[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: MemberAuth;
    staff?: StaffAuth;
  }
  interface FastifyInstance {
    tokens: {
      member(userId: number, remember: boolean): Promise<string>;
      /**
       * `token` is the session (the httpOnly cookie's value, never sent anywhere else); `expiry` the
       * sign-in answer's token for the console: only the session's expiry and role, and no credential.
       */
      admin(
        staff: { id: number; role: StaffRole; username: string; sessionVersion: number },
        remember: boolean,
      ): Promise<{ token: string; expiry: string; maxAge: number }>;
    };
    /** onRequest hooks: each answers 401/403 itself, so a route behind it can trust req.member/req.staff. */
    requireMember: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireVerifiedMember: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireStaff: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireOwner: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The staff member behind the admin cookie, if any, without failing (for calls both sides use). */
    optionalStaff: (req: FastifyRequest) => Promise<StaffAuth | undefined>;
  }
}

const DAY = 24 * 3600;
export const MEMBER_TTL = { normal: DAY, remember: 30 * DAY };
export const ADMIN_TTL = { normal: 12 * 3600, remember: 7 * DAY };

const SUSPENDED = VERIFICATION.suspended;
export const SUSPENDED_MESSAGE = 'บัญชีของคุณถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่';
/**
 * The member calls a suspended member still gets: the status (so the app shows the grey badge, docs/product.md "Verification status")
 * and sign-out. Every other member call is 403 SUSPENDED.
 */
const OPEN_TO_SUSPENDED: ReadonlySet<Endpoint> = new Set([verificationCalls.verifyRoute, accountCalls.signout]);
const NOT_VERIFIED_MESSAGE = 'กรุณายืนยันตัวตนให้เรียบร้อยก่อนใช้บริการนี้';

/**
 * What the access check saw when the request began, checked again inside a member write's own transaction:
 * an upload can take minutes to arrive, and a member suspended (or signed out) meanwhile must not have it
 * recorded. Call it first in the `immediate()` that writes.
 */
export function recheckMember(tx: Db, member: MemberAuth): void {
  const { users } = schema;
  const now = tx.select({ status: users.verificationStatus, sv: users.sessionVersion }).from(users).where(eq(users.id, member.id)).get();
  if (!now || now.sv !== member.sessionVersion) throw unauthorized('เซสชันสิ้นสุดแล้ว กรุณาเข้าสู่ระบบใหม่');
  if (now.status === SUSPENDED) throw forbidden('SUSPENDED', SUSPENDED_MESSAGE);
  if (member.verifiedRequired && now.status !== 2) throw forbidden('NOT_VERIFIED', NOT_VERIFIED_MESSAGE);
}

export default fp(
  async (app) => {
    // @fastify/jwt (fast-jwt): HS256 is checked synchronously on the event loop, so a signed-in request
    // never queues behind password hashes in libuv's thread pool as jose's WebCrypto HMAC did (a sign-in
    // storm stalled every signed-in call for 9-13 s in the fault test).
    await app.register(fastifyJwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    // The console's expiry token is signed with a key of its own: the session check verifies with the
    // session key only, so that token fails there whatever claims it carries (cookie or bearer).
    const expiryKey = createHmac('sha256', app.config.jwtSecret).update('goldshop admin expiry token').digest('hex');

    const sign = (claims: Record<string, unknown>, sub: string, ttlSeconds: number) =>
      app.jwt.sign({ ...claims, sub }, { expiresIn: ttlSeconds });

    function verify(token: string, kind: 'member' | 'admin') {
      let payload: Record<string, unknown>;
      try {
        payload = app.jwt.verify<Record<string, unknown>>(token);
      } catch (err) {
        const code = String((err as { code?: unknown }).code ?? '');
        if (code === 'FAST_JWT_EXPIRED') throw unauthorized('เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่');
        if (code.startsWith('FAST_JWT_')) throw unauthorized();
        throw err;
      }
      if (payload.kind !== kind) throw forbidden('WRONG_ROLE', 'ไม่มีสิทธิ์เข้าถึง');
      return payload;
    }
    /** Tokens signed before session versions existed carry none: they are version 0, the column's default. */
    const versionOf = (payload: Record<string, unknown>) => (typeof payload.sv === 'number' ? payload.sv : 0);

    const sessionVersion = app.sqlite.prepare<[number], { v: number }>('select session_version v from users where id = ?');

    app.decorate('tokens', {
      member: async (userId: number, remember: boolean) =>
        sign(
          { kind: 'member', sv: sessionVersion.get(userId)?.v ?? 0 },
          String(userId),
          remember ? MEMBER_TTL.remember : MEMBER_TTL.normal,
        ),
      admin: async (s: { id: number; role: StaffRole; username: string; sessionVersion: number }, remember: boolean) => {
        const maxAge = remember ? ADMIN_TTL.remember : ADMIN_TTL.normal;
        const token = sign({ kind: 'admin', role: s.role, username: s.username, sv: s.sessionVersion }, String(s.id), maxAge);
        const expiry = app.jwt.sign({ kind: ADMIN_EXPIRY_KIND, role: s.role }, { key: expiryKey, expiresIn: maxAge });
        return { token, expiry, maxAge };
      },
    });

    // Every signed-in request reads its member or staff row: prepared once, only the columns the check needs
    // (a query built by Drizzle on each request was the largest cost of a signed-in read under load).
    const findMember = app.sqlite.prepare<
      [number],
      { id: number; closedAt: string | null; sessionVersion: number; verificationStatus: number; customerId: number | null }
    >(
      'select id, closed_at as closedAt, session_version as sessionVersion, verification_status as verificationStatus, customer_id as customerId from users where id = ?',
    );
    const findStaff = app.sqlite.prepare<
      [number],
      { id: number; role: StaffRole; username: string; disabled: number; sessionVersion: number }
    >('select id, role, username, disabled, session_version as sessionVersion from staff where id = ?');
    const findStaffBranches = app.sqlite.prepare<[number], { branchId: number }>(
      'select branch_id as branchId from staff_branches where staff_id = ? order by branch_id',
    );

    async function member(req: FastifyRequest): Promise<MemberAuth> {
      const header = req.headers.authorization ?? '';
      const m = /^Bearer\s+(\S+)$/i.exec(header);
      if (!m) throw unauthorized('กรุณาเข้าสู่ระบบ');
      const payload = verify(m[1]!, 'member');
      const user = findMember.get(Number(payload.sub));
      // Signed out, or the password changed, since this token was made.
      // A closed account's sessions ended with it (docs/operations.md "Personal data"): its old tokens are 401.
      if (!user || user.closedAt || user.sessionVersion !== versionOf(payload)) throw unauthorized();
      if (user.verificationStatus === SUSPENDED && !OPEN_TO_SUSPENDED.has(req.routeOptions.config.endpoint as Endpoint)) {
        throw forbidden('SUSPENDED', SUSPENDED_MESSAGE);
      }
      return {
        id: user.id,
        verificationStatus: user.verificationStatus,
        customerId: user.customerId,
        expiresAt: Number(payload.exp),
        sessionVersion: user.sessionVersion,
        verifiedRequired: false,
      };
    }

    async function staff(req: FastifyRequest): Promise<StaffAuth> {
      // Admin calls send no auth header (docs/product.md "Who may do what"): the session is the httpOnly cookie.
      const token = adminToken(req);
      if (!token) {
        // A member token on an admin call is a wrong role, not a missing login.
        if (/^Bearer\s/i.test(req.headers.authorization ?? '')) throw forbidden('WRONG_ROLE', 'ไม่มีสิทธิ์เข้าถึง');
        throw unauthorized('กรุณาเข้าสู่ระบบผู้ดูแล');
      }
      const payload = verify(token, 'admin');
      const row = findStaff.get(Number(payload.sub));
      if (!row || row.disabled || row.sessionVersion !== payload.sv) throw unauthorized();
      const branchIds = row.role === 'owner' ? null : findStaffBranches.all(row.id).map((b) => b.branchId);
      return { id: row.id, role: row.role, username: row.username, branchIds };
    }

    app.decorate('requireMember', async (req: FastifyRequest) => {
      req.member = await member(req);
    });
    app.decorate('requireVerifiedMember', async (req: FastifyRequest) => {
      req.member = { ...(await member(req)), verifiedRequired: true };
      if (req.member.verificationStatus !== VERIFICATION.verified) throw forbidden('NOT_VERIFIED', NOT_VERIFIED_MESSAGE);
    });
    app.decorate('requireStaff', async (req: FastifyRequest) => {
      req.staff = await staff(req);
    });
    app.decorate('requireOwner', async (req: FastifyRequest) => {
      req.staff = await staff(req);
      if (req.staff.role !== 'owner') throw forbidden('OWNER_ONLY', 'เฉพาะเจ้าของร้านเท่านั้น');
    });
    app.decorate('optionalStaff', async (req: FastifyRequest) => {
      if (!adminToken(req)) return undefined;
      try {
        return await staff(req);
      } catch {
        return undefined;
      }
    });
  },
  { name: 'auth', dependencies: ['db', 'config'] },
);
