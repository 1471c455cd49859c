import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, storedImage } from '../../test/factories';
import { QUESTIONS_PER_HOUR } from './member-routes';

describe('asking the shop about a piece', async () => {
  const app = await testApp();
  const img = await storedImage(app, 'product');
  await app.db.insert(schema.products).values({ code: 'GN-101', weight: 1, unit: 'บาท', catId: 1, img, name: 'สร้อยคอลายสี่เสา' });
  const staff = await createStaff(app);
  const ask = (payload: unknown, ip = '203.0.113.1', code = 'GN-101') =>
    app.inject({ method: 'POST', url: `/api/shop/products/${code}/questions`, payload: payload as object, remoteAddress: ip });
  const good = { name: 'สมหญิง', phone: '0812345678', question: 'มีความยาว 18 นิ้วไหมคะ' };

  it('takes a question (201) and staff see it in the inbox with its piece, then record a reply once, audited', async () => {
    const res = await ask(good, '203.0.113.9');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/ส่งคำถาม/);
    const inbox = await app.inject({ url: '/api/admin/questions?answered=0', cookies: staff.cookies });
    expect(inbox.statusCode).toBe(200);
    const [q] = inbox.json().data;
    expect(q).toMatchObject({ productCode: 'GN-101', productName: 'สร้อยคอลายสี่เสา', ...good, reply: null, repliedAt: null });
    const reply = (text: string) =>
      app.inject({ method: 'POST', url: `/api/admin/questions/${q.id}/reply`, cookies: staff.cookies, payload: { reply: text } });
    const done = await reply('มีค่ะ โทรกลับแล้ว');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ reply: 'มีค่ะ โทรกลับแล้ว', repliedBy: staff.staff.username });
    expect((await reply('อีกครั้ง')).statusCode).toBe(409);
    const audit = app.db
      .select()
      .from(schema.auditLog)
      .all()
      .filter((a) => a.entity === 'product_question');
    expect(audit).toHaveLength(1);
    expect((await app.inject({ url: '/api/admin/questions?answered=0', cookies: staff.cookies })).json().total).toBe(0);
    // Not for visitors or members.
    expect((await app.inject('/api/admin/questions')).statusCode).toBe(401);
  });

  it('refuses bad input in Thai and writes nothing', async () => {
    const before = app.db.select().from(schema.productQuestions).all().length;
    // Each from its own address: a refused question counts toward the address's limit too.
    let n = 10;
    for (const [bad, word] of [
      [{ ...good, phone: '12345' }, 'เบอร์โทรศัพท์'],
      [{ ...good, phone: '081-234-5678' }, 'เบอร์โทรศัพท์'],
      [{ ...good, name: '' }, 'ชื่อ'],
      [{ ...good, name: 'ก'.repeat(101) }, 'ชื่อ'],
      [{ ...good, question: 'สั้น' }, 'คำถาม'],
      [{ ...good, question: `ถาม\u0000` }, 'คำถาม'],
      [{ name: 'x', phone: '0812345678' }, 'คำถาม'],
    ] as const) {
      const res = await ask(bad, `203.0.113.${n++}`);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toContain(word);
    }
    const unknown = await ask(good, '203.0.113.3', 'NO-SUCH');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('ไม่พบสินค้ารหัสนี้');
    expect(app.db.select().from(schema.productQuestions).all()).toHaveLength(before);
  });

  it('limits how many questions one address sends in an hour', async () => {
    for (let i = 0; i < QUESTIONS_PER_HOUR; i++) expect((await ask(good, '203.0.113.4')).statusCode).toBe(201);
    const over = await ask(good, '203.0.113.4');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/[ก-๙]/);
    // Another address is not held back.
    expect((await ask(good, '203.0.113.5')).statusCode).toBe(201);
  });
});
