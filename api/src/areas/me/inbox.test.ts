import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';
import { referenceOf } from '../../../contract/references';
import { saver, savingTx } from '../../test/fixtures';

/** The in-app inbox: what the shop tells a member reaches them in the app, LINE or not. */
describe('GET /api/me/messages', async () => {
  const app = await testApp();
  const staff = await createStaff(app);
  const decide = (id: number, action: 'approve' | 'reject', note?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/saving/transactions/${id}/${action}`,
      cookies: staff.cookies,
      payload: note ? { note } : undefined,
    });

  it('holds each decision for a member without LINE, unread until opened, and only theirs', async () => {
    const m = await saver(app);
    const other = await saver(app);
    const ok = await savingTx(app, m.user.id, 'deposit', 150_000);
    const no = await savingTx(app, m.user.id, 'deposit', 20_000);
    expect((await decide(ok.id, 'approve')).statusCode).toBe(200);
    expect((await decide(no.id, 'reject', 'สลิปไม่ชัด')).statusCode).toBe(200);
    // Approving again writes no second message.
    await decide(ok.id, 'approve');

    const unread = (who: { auth: Record<string, string> }) =>
      app.inject({ url: '/api/me/messages/unread', headers: who.auth }).then((r) => r.json());
    const inbox = (await app.inject({ url: '/api/me/messages', headers: m.auth })).json();
    expect(inbox.unread).toBe(2);
    // The header badge's count, without the messages.
    expect(await unread(m)).toEqual({ unread: 2 });
    expect(await unread(other)).toEqual({ unread: 0 });
    expect(inbox.messages.map((x: { text: string; path: string }) => [x.text, x.path])).toEqual([
      [`รายการฝาก 200 บาท (เลขที่ ${referenceOf('saving', no.id)}) ไม่ได้รับการอนุมัติ\nเหตุผล: สลิปไม่ชัด`, '/saving'],
      [`รายการฝาก 1,500 บาท (เลขที่ ${referenceOf('saving', ok.id)}) ได้รับการอนุมัติแล้ว ใบเสร็จ:`, `/receipt/saving/${ok.id}`],
    ]);
    expect((await app.inject({ url: '/api/me/messages', headers: other.auth })).json()).toEqual({ unread: 0, messages: [] });

    expect((await app.inject({ method: 'POST', url: '/api/me/messages/read', headers: m.auth, payload: {} })).statusCode).toBe(200);
    const after = (await app.inject({ url: '/api/me/messages', headers: m.auth })).json();
    expect(after.unread).toBe(0);
    expect(after.messages.every((x: { read: boolean }) => x.read)).toBe(true);
    expect(await unread(m)).toEqual({ unread: 0 });
    expect((await app.inject({ url: '/api/me/messages' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/me/messages/unread' })).statusCode).toBe(401);
  });
});
