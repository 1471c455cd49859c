import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createCustomer, createMember } from '../../test/factories';
import { FAKE_ACCESS_TOKEN, lineTestConfig, startFakeLine } from '../../test/fake-line';
import { queuePawnReminders } from './reminders';
import { branchId } from '../../test/branch-support';

// 2026-11-21 09:00 in Bangkok; three days later is 2026-11-24.
const AT = new Date('2026-11-21T02:00:00Z');

describe('pawn reminders', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({ line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, liffId: '2000000000-abcd' }) });
  const remind = (at: Date) => queuePawnReminders(app.db, app.config.line, app.log, at);

  let seq = 0;
  async function contract(dueDate: string, opts: { line?: boolean; member?: boolean; status?: string } = {}) {
    const n = ++seq;
    const customer = await createCustomer(app, `30000000000${String(n).padStart(2, '0')}`);
    let lineUserId: string | undefined;
    if (opts.member !== false) {
      lineUserId = opts.line === false ? undefined : `U${String(n).padStart(32, 'f')}`;
      await createMember(app, { verificationStatus: 2, customerId: customer.id, lineUserId });
    }
    const jnId = `JN${String(n).padStart(4, '0')}`;
    await app.db.insert(schema.pawnContracts).values({
      jnId,
      branchId: branchId(app),
      customerId: customer.id,
      jnDate: '2026-08-24',
      netTotalSatang: 1_000_000,
      rateInSatang: 20_000,
      jnStatus: opts.status ?? 'ปกติ',
      dueDate,
    });
    return { jnId, lineUserId };
  }

  it('reminds LINE members 3 days before due_date, once, whatever how often the job runs', async () => {
    const due = await contract('2026-11-24');
    const soon = await contract('2026-11-22'); // the window also catches days the job missed
    const later = await contract('2026-11-25'); // four days: not yet
    await contract('2026-11-21'); // due today: past the reminder
    await contract('2026-11-24', { status: 'ไถ่ถอนแล้ว' }); // redeemed
    await contract('2026-11-24', { line: false }); // member without LINE
    await contract('2026-11-24', { member: false }); // customer who is no member

    expect(await remind(AT)).toEqual({ queued: 2 });
    expect(await remind(AT)).toEqual({ queued: 0 });
    expect(await remind(new Date(AT.getTime() + 3_600_000))).toEqual({ queued: 0 });
    const rows = app.db.select().from(schema.lineNotifications).all();
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual([`pawn-reminder:${due.jnId}:2026-11-24`, `pawn-reminder:${soon.jnId}:2026-11-22`]);

    expect(await app.line.sender.drain()).toEqual({ sent: 2, retried: 0, failed: 0 });
    // The next day only the contract that is now three days away is new.
    expect(await remind(new Date(AT.getTime() + 86_400_000))).toEqual({ queued: 1 });
    await app.line.sender.drain();
    const pushes = line.pushes();
    expect(pushes.map((p) => p.json.to).sort()).toEqual([due.lineUserId, soon.lineUserId, later.lineUserId].sort());
    const toDue = pushes.find((p) => p.json.to === due.lineUserId)!;
    expect(toDue.json.messages[0].text).toBe(
      // The link opens that contract's pay screen in the app.
      `แจ้งเตือน: สัญญาขายฝาก ${due.jnId} ครบกำหนดวันที่ 24 พ.ย. 2569 ชำระดอกเบี้ย (ต่อดอก) ลดต้น หรือไถ่ถอนผ่านแอปได้ถึงวันที่ 1 ธ.ค. 2569 หากเลยวันนั้น ร้านมีสิทธิ์ถือว่าสินค้าหลุดขายฝากตั้งแต่วันที่ 2 ธ.ค. 2569\nhttps://liff.line.me/2000000000-abcd/repurchase/${due.jnId}`,
    );
  });

  it('a due date moved by a later import gets its own reminder', async () => {
    const c = await contract('2026-11-23');
    expect(await remind(AT)).toEqual({ queued: 1 });
    app.db.update(schema.pawnContracts).set({ dueDate: '2026-12-23' }).where(eq(schema.pawnContracts.jnId, c.jnId)).run();
    expect(await remind(new Date('2026-12-20T02:00:00Z'))).toEqual({ queued: 1 });
    expect(await remind(new Date('2026-12-21T02:00:00Z'))).toEqual({ queued: 0 });
  });
});
