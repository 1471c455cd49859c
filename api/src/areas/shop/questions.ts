import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { type Db, schema } from '@goldshop/db';
import type { ProductQuestion, QuestionBody } from '../../../contract/shop';
import { immediate } from '../../lib/tx';
import type { FastifySchemaValidationError } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { audit } from '../../lib/audit';
import { paging } from '../../lib/queries';
import { staffDisplayName } from '../../lib/staff-name';
import { PRODUCT_NOT_FOUND, productByCode } from './product-page';

/*
 * "Ask the shop about this piece" without LINE (docs/product.md "Asking the shop about a piece"): a visitor's
 * question lands in the console's inbox; staff record the reply they gave (by phone or LINE), audited.
 */

const q = schema.productQuestions;

/** Thai for each field the form can get wrong (the app shows the server's text). */
const FIELD_MESSAGE: Record<string, string> = {
  name: 'กรุณากรอกชื่อ (ไม่เกิน 100 ตัวอักษร)',
  phone: 'กรุณากรอกเบอร์โทรศัพท์ที่ติดต่อได้ (มือถือ 10 หลัก หรือโทรศัพท์บ้าน 9 หลัก ตัวเลขเท่านั้น)',
  question: 'กรุณาพิมพ์คำถาม 5 ถึง 1,000 ตัวอักษร',
};

/** Route-level schemaErrorFormatter: the first wrong field gets its own sentence. */
export const questionErrorFormatter = (errors: FastifySchemaValidationError[]) => {
  const err = errors[0];
  const missing = (err?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const field = missing ?? err?.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  return badRequest('VALIDATION', FIELD_MESSAGE[field] ?? 'ข้อมูลที่ส่งมาไม่ถูกต้อง');
};

export function askQuestion(db: Db, code: string, body: QuestionBody) {
  return immediate(db, (tx) => {
    const product = productByCode(tx, code);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return tx
      .insert(q)
      .values({
        productId: product.id,
        productCode: product.code,
        name: body.name.trim(),
        phone: body.phone,
        question: body.question.trim(),
      })
      .returning({ id: q.id })
      .get();
  });
}

const select = (db: Db) =>
  db
    .select({
      row: q,
      productName: schema.products.name,
      staffName: schema.staff.username,
      staffDisplay: schema.staff.displayName,
    })
    .from(q)
    .leftJoin(schema.products, eq(schema.products.id, q.productId))
    .leftJoin(schema.staff, eq(schema.staff.id, q.repliedBy));

type Selected = ReturnType<ReturnType<typeof select>['all']>[number];

const toQuestion = ({ row, productName, staffName, staffDisplay }: Selected): ProductQuestion => ({
  id: row.id,
  productId: row.productId,
  productCode: row.productCode,
  productName: productName === null ? null : productName || row.productCode,
  name: row.name,
  phone: row.phone,
  question: row.question,
  reply: row.reply,
  repliedBy: staffName === null ? null : staffDisplayName({ username: staffName, displayName: staffDisplay }),
  repliedAt: row.repliedAt,
  createdAt: row.createdAt,
});

/** The inbox, newest first; `answered` 0 keeps the questions still waiting for a reply. */
export function questions(db: Db, query: { page?: number; pageSize?: number; answered?: 0 | 1 }) {
  const { limit, offset } = paging(query);
  const where: SQL | undefined = query.answered === undefined ? undefined : query.answered ? isNotNull(q.repliedAt) : isNull(q.repliedAt);
  const total = db.select({ n: count() }).from(q).where(where).get()!.n;
  const rows = select(db).where(where).orderBy(desc(q.id)).limit(limit).offset(offset).all();
  return { data: rows.map(toQuestion), total };
}

/** Staff record the reply once; a second reply to the same question is a 409 (the first stays as given). */
export function replyQuestion(db: Db, staffId: number, id: number, reply: string) {
  return immediate(db, (tx) => {
    const before = tx.select().from(q).where(eq(q.id, id)).get();
    if (!before) throw notFound('ไม่พบคำถามนี้');
    if (before.repliedAt) throw conflict('ALREADY_REPLIED', 'คำถามนี้ตอบแล้ว');
    const after = tx
      .update(q)
      .set({ reply: reply.trim(), repliedBy: staffId, repliedAt: new Date().toISOString() })
      .where(eq(q.id, id))
      .returning()
      .get()!;
    audit(tx, staffId, 'reply', 'product_question', id, before, after);
    return toQuestion(select(tx).where(eq(q.id, id)).get()!);
  });
}
