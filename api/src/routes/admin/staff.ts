import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { IdParam, Message, withErrors, EmptyBody } from '../../../contract/common';
import { AdminStaff, OwnPasswordAnswer, OwnPasswordBody, StaffCreateBody, StaffResetBody } from '../../../contract/admin';
import { Type } from '@sinclair/typebox';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { immediate } from '../../lib/tx';
import { setAdminCookie } from '../../lib/admin-cookie';

const { staff } = schema;
type StaffRow = typeof staff.$inferSelect;
const toStaff = (s: StaffRow) => ({ id: s.id, username: s.username, role: s.role, disabled: s.disabled === 1, createdAt: s.createdAt });

function load(tx: Db, id: number): StaffRow {
  const row = tx.select().from(staff).where(eq(staff.id, id)).get();
  if (!row) throw notFound('ไม่พบบัญชีพนักงาน');
  return row;
}

/**
 * Staff accounts. Only the owner manages them (each route carries app.requireOwner on top of the folder's
 * requireStaff); every staff member may change their own password. A reset, a disable or a password
 * change bumps session_version, so sessions signed before it stop working at once.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = { onRequest: app.requireOwner };

  app.get('/staff', { ...owner, schema: { response: withErrors({ 200: Type.Array(AdminStaff) }) } }, async () =>
    app.db.select().from(staff).orderBy(asc(staff.id)).all().map(toStaff),
  );

  app.post('/staff', { ...owner, schema: { body: StaffCreateBody, response: withErrors({ 200: AdminStaff }) } }, async (req) => {
    const { username, password, role } = req.body;
    const passwordHash = await hashPassword(password);
    const row = immediate(app.db, (tx) => {
      // Sign-in matches usernames without regard to case, so "Nok" and "nok" would be one person.
      const taken = tx.select({ id: staff.id }).from(staff).where(sql`${staff.username} = ${username} collate nocase`).get();
      if (taken) throw conflict('USERNAME_TAKEN', 'ชื่อผู้ใช้นี้มีอยู่แล้ว');
      const created = tx.insert(staff).values({ username, passwordHash, role }).returning().get();
      audit(tx, req.staff!.id, 'create', 'staff', created.id, null, created);
      return created;
    });
    return toStaff(row);
  });

  const setDisabled = (disabled: 0 | 1) => async (req: { params: { id: number }; staff?: { id: number } }) => {
    const row = immediate(app.db, (tx) => {
      const before = load(tx, req.params.id);
      if (before.id === req.staff!.id) throw conflict('SELF', 'ไม่สามารถระงับบัญชีของตนเองได้');
      if (before.disabled === disabled) throw conflict('NO_CHANGE', disabled ? 'บัญชีนี้ถูกระงับอยู่แล้ว' : 'บัญชีนี้ใช้งานได้อยู่แล้ว');
      const after = tx
        .update(staff)
        .set({ disabled, sessionVersion: before.sessionVersion + 1 })
        .where(eq(staff.id, before.id))
        .returning()
        .get();
      audit(tx, req.staff!.id, disabled ? 'disable' : 'enable', 'staff', before.id, before, after);
      return after;
    });
    return toStaff(row);
  };
  app.post('/staff/:id/disable', { ...owner, schema: { params: IdParam, body: EmptyBody, response: withErrors({ 200: AdminStaff }) } }, setDisabled(1));
  app.post('/staff/:id/enable', { ...owner, schema: { params: IdParam, body: EmptyBody, response: withErrors({ 200: AdminStaff }) } }, setDisabled(0));

  app.post(
    '/staff/:id/reset-password',
    { ...owner, schema: { params: IdParam, body: StaffResetBody, response: withErrors({ 200: Message }) } },
    async (req) => {
      const passwordHash = await hashPassword(req.body.password);
      immediate(app.db, (tx) => {
        const before = load(tx, req.params.id);
        const after = tx
          .update(staff)
          .set({ passwordHash, sessionVersion: before.sessionVersion + 1 })
          .where(eq(staff.id, before.id))
          .returning()
          .get();
        audit(tx, req.staff!.id, 'reset_password', 'staff', before.id, before, after);
      });
      return { message: 'ตั้งรหัสผ่านใหม่แล้ว' };
    },
  );

  // Changing one's own password ends every other session of the account and hands this one a new cookie.
  app.post('/me/password', { schema: { body: OwnPasswordBody, response: withErrors({ 200: OwnPasswordAnswer }) } }, async (req, reply) => {
    const { oldPassword, newPassword } = req.body;
    const me = load(app.db, req.staff!.id);
    if (!(await verifyPassword(oldPassword, me.passwordHash))) throw badRequest('WRONG_PASSWORD', 'รหัสผ่านเดิมไม่ถูกต้อง');
    if (oldPassword === newPassword) throw badRequest('SAME_PASSWORD', 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม');
    const passwordHash = await hashPassword(newPassword);
    const after = immediate(app.db, (tx) => {
      const before = load(tx, me.id);
      // Someone (the owner) reset it while we were hashing: the old password no longer holds.
      if (before.passwordHash !== me.passwordHash) throw conflict('CHANGED', 'รหัสผ่านถูกเปลี่ยนไปแล้ว กรุณาเข้าสู่ระบบใหม่');
      const row = tx
        .update(staff)
        .set({ passwordHash, sessionVersion: before.sessionVersion + 1 })
        .where(eq(staff.id, before.id))
        .returning()
        .get();
      audit(tx, me.id, 'change_password', 'staff', me.id, before, row);
      return row;
    });
    const { token, maxAge } = await app.tokens.admin(after, false);
    setAdminCookie(reply, token, maxAge);
    return { message: 'เปลี่ยนรหัสผ่านแล้ว', token };
  });
};
export default routes;
