import fp from 'fastify-plugin';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { schema } from '@goldshop/db';
import type { StaffRole } from '@goldshop/db/schema';
import { forbidden, unauthorized } from '../lib/http-error';
import { adminToken } from '../lib/admin-cookie';

export interface MemberAuth { id: number; verificationStatus: number; customerId: number | null }
export interface StaffAuth { id: number; role: StaffRole; username: string }

declare module 'fastify' {
  interface FastifyRequest {
    member?: MemberAuth;
    staff?: StaffAuth;
  }
  interface FastifyInstance {
    tokens: {
      member(userId: number, remember: boolean): Promise<string>;
      admin(staff: { id: number; role: StaffRole; username: string; sessionVersion: number }, remember: boolean): Promise<{ token: string; maxAge: number }>;
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

export default fp(
  async (app) => {
    const key = new TextEncoder().encode(app.config.jwtSecret);
    const sign = (claims: Record<string, unknown>, sub: string, ttl: number) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().setExpirationTime(`${ttl}s`).sign(key);

    async function verify(token: string, kind: 'member' | 'admin') {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.kind !== kind) throw forbidden('WRONG_ROLE', 'ไม่มีสิทธิ์เข้าถึง');
        return payload;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw unauthorized('เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่');
        if (err instanceof joseErrors.JOSEError) throw unauthorized();
        throw err;
      }
    }

    app.decorate('tokens', {
      member: (userId: number, remember: boolean) =>
        sign({ kind: 'member' }, String(userId), remember ? MEMBER_TTL.remember : MEMBER_TTL.normal),
      admin: async (s: { id: number; role: StaffRole; username: string; sessionVersion: number }, remember: boolean) => {
        const maxAge = remember ? ADMIN_TTL.remember : ADMIN_TTL.normal;
        const token = await sign({ kind: 'admin', role: s.role, username: s.username, sv: s.sessionVersion }, String(s.id), maxAge);
        return { token, maxAge };
      },
    });

    const findUser = app.db.query.users;
    async function member(req: FastifyRequest): Promise<MemberAuth> {
      const header = req.headers.authorization ?? '';
      const m = /^Bearer\s+(\S+)$/i.exec(header);
      if (!m) throw unauthorized('กรุณาเข้าสู่ระบบ');
      const payload = await verify(m[1]!, 'member');
      const user = await findUser.findFirst({ where: eq(schema.users.id, Number(payload.sub)) });
      if (!user) throw unauthorized();
      return { id: user.id, verificationStatus: user.verificationStatus, customerId: user.customerId };
    }

    async function staff(req: FastifyRequest): Promise<StaffAuth> {
      // Admin calls send no auth header (SPEC §6): the session is the httpOnly cookie.
      const token = adminToken(req);
      if (!token) {
        // A member token on an admin call is a wrong role, not a missing login.
        if (/^Bearer\s/i.test(req.headers.authorization ?? '')) throw forbidden('WRONG_ROLE', 'ไม่มีสิทธิ์เข้าถึง');
        throw unauthorized('กรุณาเข้าสู่ระบบผู้ดูแล');
      }
      const payload = await verify(token, 'admin');
      const row = await app.db.query.staff.findFirst({ where: eq(schema.staff.id, Number(payload.sub)) });
      if (!row || row.disabled || row.sessionVersion !== payload.sv) throw unauthorized();
      return { id: row.id, role: row.role, username: row.username };
    }

    app.decorate('requireMember', async (req: FastifyRequest) => {
      req.member = await member(req);
    });
    app.decorate('requireVerifiedMember', async (req: FastifyRequest) => {
      req.member = await member(req);
      if (req.member.verificationStatus !== 2) throw forbidden('NOT_VERIFIED', 'กรุณายืนยันตัวตนให้เรียบร้อยก่อนใช้บริการนี้');
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
