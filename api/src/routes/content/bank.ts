import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { BankAccount, BankUpdateFields } from '../../../contract/content';
import { IdParam, ImagesQuery, withErrors } from '../../../contract/common';
import { immediate } from '../../lib/tx';
import { notFound } from '../../lib/http-error';
import { acceptUploads, readMultipart } from '../../lib/multipart';
import { audit } from '../../lib/audit';
import { answerCache } from '../../lib/cached-answer';

interface BankRow { id: number; bank: string; accName: string; accNo: string; bankLogo: string | null }

/** The shop's account members transfer to (SPEC §7 account-details): one account, shown to members. */
const bank: FastifyPluginAsyncTypebox = async (app) => {
  const first = app.sqlite.prepare<[], BankRow>(
    'select id, bank, acc_name as accName, acc_no as accNo, bank_logo as bankLogo from bank_accounts order by id limit 1',
  );
  const toAccount = (req: FastifyRequest, r: BankRow) => ({
    id: r.id,
    bank: r.bank,
    acc_name: r.accName,
    acc_no: r.accNo,
    bank_logo: app.images.field(req, r.bankLogo),
  });

  const cached = answerCache(app);

  app.get('/account-details', { schema: { querystring: ImagesQuery, response: withErrors({ 200: BankAccount }) } }, async (req, reply) =>
    cached(req, reply, 'account-details', () => {
      const row = first.get();
      if (!row) throw notFound('ยังไม่มีบัญชีธนาคารของร้าน');
      return toAccount(req, row);
    }),
  );

  // The staff upload in a context of its own: multipart's per-request hooks stay off the public read.
  const upload: FastifyPluginAsyncTypebox = async (app) => {
    await acceptUploads(app);
    app.put(
      '/account-details/:id',
      { onRequest: app.requireStaff, schema: { params: IdParam, response: withErrors({ 200: BankAccount }) } },
      async (req) => {
        const { fields, files } = await readMultipart(req, BankUpdateFields, ['bank_logo']);
        const logo = files.bank_logo ? await app.images.prepare(files.bank_logo, 'bank_logo') : undefined;
        const row = immediate(app.db, (tx) => {
          const t = schema.bankAccounts;
          const before = tx.select().from(t).where(eq(t.id, req.params.id)).get();
          if (!before) throw notFound('ไม่พบบัญชีธนาคารนี้');
          const after = tx
            .update(t)
            .set({
              bank: fields.bank,
              accName: fields.acc_name,
              accNo: fields.acc_no,
              bankLogo: logo ? app.images.store(tx, logo, 'bank_logo') : before.bankLogo,
            })
            .where(eq(t.id, before.id))
            .returning()
            .get()!;
          audit(tx, req.staff!.id, 'update', 'bank_account', after.id, before, after);
          return after;
        });
        return toAccount(req, row);
      },
    );
  };
  await app.register(upload);
};
export default bank;
