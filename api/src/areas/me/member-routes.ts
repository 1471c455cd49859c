import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { meCalls as calls } from '../../../contract/me';
import { serve } from '../../lib/serve';
import { accountOf, setConsent } from './account';
import { inAppOnlyNow } from '../../lib/line/budget';
import { inboxOf, readAll, unreadOf } from './inbox';
import { exportOf } from './export';
import { bangkokToday } from '../../lib/dates';
import { badRequest } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { verifyPassword } from '../../lib/password';
import { trustedLineUser } from '../accounts/line-identity';
import { closeAccount } from './close';
import { htmlToPdf } from '../../lib/pdf';
import { receiptOf, STATEMENT_PDF_MAX_ROWS, statementMonths, statementOf, statementRowCount } from './statements';
import { receiptHtml, receiptTitle, statementHtml, thaiDate, thaiMonth, type Party } from './statement-html';
import { statementCsv } from './statement-csv';
import { shopProfile } from '../content/shop-profile';

/** The member's own account and data: every call reads and writes only req.member's rows. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.account, async (req) => accountOf(app.db, req.member!.id, inAppOnlyNow(app.db, app.line.quota.peek()).reminders));

  serve(app, calls.setConsent, async (req) => {
    const changed = await setConsent(app.db, req.member!.id, req.body.kind, req.body.given);
    if (!changed) return { message: 'ไม่มีการเปลี่ยนแปลง' };
    return { message: req.body.given ? 'บันทึกความยินยอมแล้ว' : 'ถอนความยินยอมแล้ว' };
  });

  // A copy now and then is the right; a stolen session pulling it in a loop is not (docs/operations.md).
  const exportLimit = {
    rateLimit: {
      max: app.config.exportsPerDay,
      timeWindow: 24 * 3600_000,
      hook: 'preHandler' as const,
      keyGenerator: (req: { member?: { id: number }; ip: string }) => `export:${req.member?.id ?? req.ip}`,
    },
  };
  serve(app, calls.exportData, { config: exportLimit }, async (req, reply) => {
    const origin = `${req.protocol}://${req.host}`;
    const doc = exportOf(app.db, req.member!.id, (hash) => `${origin}${app.images.signedPath(hash)}`);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="my-data-${bangkokToday()}.json"`)
      .send(JSON.stringify(doc, null, 2));
  });

  const memberOf = (userId: number) => app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) });
  const partyOf = async (userId: number): Promise<Party> => {
    const user = await memberOf(userId);
    const customer = user?.customerId
      ? await app.db.query.customers.findFirst({ where: (c, { eq }) => eq(c.id, user.customerId!) })
      : undefined;
    const now = new Date(Date.now() + 7 * 3600_000).toISOString();
    return {
      shop: shopProfile(app.db),
      member: { name: customer?.name ?? user?.username ?? user?.lineName ?? 'สมาชิก', number: `M-${userId}` },
      printedAt: `${thaiDate(now.slice(0, 10))} ${now.slice(11, 16)} น.`,
    };
  };
  const sendPdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
    reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(bytes);

  serve(app, calls.inbox, async (req) => inboxOf(app.db, req.member!.id));
  serve(app, calls.unread, async (req) => ({ unread: unreadOf(app.db, req.member!.id) }));
  serve(app, calls.readInbox, async (req) => {
    await readAll(app.db, req.member!.id);
    return { message: 'อ่านแล้ว' };
  });

  serve(app, calls.statements, async (req) => ({ months: statementMonths(app.db, req.member!.id, req.member!.customerId) }));

  // Each PDF is a Chromium run: a member may ask for a few a minute, never keep the shop's renderer busy.
  const pdfLimit = {
    rateLimit: {
      max: 10,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (req: { member?: { id: number }; ip: string }) => `pdf:${req.member?.id ?? req.ip}`,
    },
  };
  serve(app, calls.statement, { config: pdfLimit }, async (req, reply) => {
    const { id, customerId } = req.member!;
    const { month } = req.params;
    // A month past what one PDF holds is refused before anything is read or rendered, and offered as CSV.
    const rows = statementRowCount(app.db, id, customerId, month);
    if (rows > STATEMENT_PDF_MAX_ROWS) {
      return reply.code(422).send({
        message: `ใบแจ้งยอดเดือน${thaiMonth(month)}มี ${rows.toLocaleString('en-US')} รายการ มากเกินกว่าจะทำเป็น PDF ได้ (ไม่เกิน ${STATEMENT_PDF_MAX_ROWS.toLocaleString('en-US')} รายการ) กรุณาดาวน์โหลดเป็นไฟล์ CSV แทน ซึ่งเปิดได้ด้วยโปรแกรมตารางคำนวณ`,
        code: 'STATEMENT_TOO_LARGE',
        rows,
        maxRows: STATEMENT_PDF_MAX_ROWS,
        csv: `/api/me/statements/${month}.csv`,
      });
    }
    const statement = statementOf(app.db, id, customerId, month);
    const bytes = await htmlToPdf(app.config.chromiumPath, statementHtml(statement, await partyOf(id)), req.log);
    return sendPdf(reply, `statement-${month}.pdf`, bytes);
  });

  serve(app, calls.statementCsv, { config: pdfLimit }, async (req, reply) => {
    const statement = statementOf(app.db, req.member!.id, req.member!.customerId, req.params.month);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statement-${req.params.month}.csv"`)
      .send(statementCsv(statement));
  });

  // docs/product.md "Member app: receipts (/receipt/:kind/:id)": the PDF's lines, to read on screen.
  serve(app, calls.receiptView, async (req) => {
    const { kind, id } = req.params;
    const receipt = receiptOf(app.db, req.member!.id, req.member!.customerId, kind, id);
    const party = await partyOf(req.member!.id);
    return {
      ref: receipt.ref,
      title: receiptTitle(receipt),
      what: receipt.what,
      detail: receipt.detail,
      date: receipt.date,
      amount: satangToBaht(Math.abs(receipt.amountSatang)),
      shop: party.shop.name,
      member: party.member.name,
      memberNumber: party.member.number,
    };
  });

  serve(app, calls.receipt, { config: pdfLimit }, async (req, reply) => {
    const { kind, id } = req.params;
    const receipt = receiptOf(app.db, req.member!.id, req.member!.customerId, kind, id);
    const bytes = await htmlToPdf(app.config.chromiumPath, receiptHtml(receipt, await partyOf(req.member!.id)), req.log);
    return sendPdf(reply, `receipt-${receipt.ref}.pdf`, bytes);
  });

  // Closing is for the member themself, proven again now: their password, or LINE's word (a fresh ID token).
  serve(app, calls.close, { config: { rateLimit: { max: app.config.signinRateLimit, timeWindow: 60_000 } } }, async (req) => {
    const { password, userId, idToken } = req.body;
    const row = await app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, req.member!.id) });
    if (password !== undefined) {
      if (!row?.passwordHash) throw badRequest('NO_PASSWORD', 'บัญชีนี้ไม่มีรหัสผ่าน กรุณายืนยันตัวตนด้วย LINE');
      if (!(await verifyPassword(password, row.passwordHash))) throw badRequest('WRONG_PASSWORD', 'รหัสผ่านไม่ถูกต้อง');
    } else if (userId !== undefined) {
      const line = await trustedLineUser(app.config, { userId, idToken }, req.log);
      if (!row?.lineUserId || line.sub !== row.lineUserId) throw badRequest('WRONG_LINE', 'บัญชี LINE นี้ไม่ใช่บัญชีที่เชื่อมต่อกับบัญชีของคุณ');
    } else {
      throw badRequest('REAUTH_REQUIRED', 'กรุณายืนยันตัวตนด้วยรหัสผ่านหรือ LINE ก่อนปิดบัญชี');
    }
    const purgeAfter = await closeAccount(app.db, req.member!);
    return { message: 'ปิดบัญชีแล้ว', purgeAfter };
  });
};
export default routes;
