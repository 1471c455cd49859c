import { useEffect } from 'react';
import { meCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { useInbox } from '../../stores/inbox';
import { Badge } from '../../ui/Badge';
import { Box } from '../../ui/Box';
import { LinkButton } from '../../ui/Button';
import { when } from './when';

/**
 * The messages the shop sent the member (decisions with reasons), in the app whether or not LINE is linked;
 * the new ones are marked, and read once shown, which clears the header's badge.
 */
export function Inbox() {
  const inbox = useApi(meCalls.inbox);
  const loaded = inbox.data !== undefined;
  const unread = inbox.data?.unread ?? 0;
  useEffect(() => {
    if (!loaded) return;
    if (unread === 0) return useInbox.getState().cleared();
    api(meCalls.readInbox, { body: {} }).then(
      () => useInbox.getState().cleared(),
      (err: unknown) => console.error('marking messages read failed', err),
    );
  }, [loaded, unread]);
  const messages = inbox.data?.messages ?? [];
  return (
    <Box
      title={
        <>
          ข้อความจากร้าน{' '}
          {unread > 0 && (
            <Badge tone="danger" testId="inbox-unread">
              ใหม่ {unread}
            </Badge>
          )}
        </>
      }
      id="account-inbox"
      testId="account-inbox"
    >
      {messages.length === 0 ? (
        <p className="muted">{inbox.data ? 'ยังไม่มีข้อความ' : 'กำลังโหลด…'}</p>
      ) : (
        <ul className="account__list">
          {messages.slice(0, 10).map((m) => (
            <li key={m.id} className="account__message" data-unread={!m.read || undefined}>
              <span className="muted">{when(m.createdAt)}</span>
              <p>{m.text.replace(/ ใบเสร็จ:$| หลักฐานการถอน:$/, '')}</p>
              <LinkButton href={m.path} variant="link">
                {m.path.startsWith('/receipt/') ? 'ดูใบเสร็จ' : 'ดูรายการ'}
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
