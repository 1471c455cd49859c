import { useEffect } from 'react';
import { useToken } from '../../stores/session';
import { useInbox, useUnread } from '../../stores/inbox';
import { whenIdle } from '../../lib/when-idle';
import { Badge } from '../../ui/Badge';
import { BellIcon } from '../icons';

/** Coming back to the app (from LINE, say) asks for the count again, at most this often. */
const REFRESH_MS = 60_000;

/**
 * The unread badge in the header (docs/product.md "Member app: header, footer and contact button"): a signed-in
 * member's count of new messages from the shop, linking to the inbox at the top of /account, gone once they are
 * read. Asked for only with a session, once the page has loaded and is idle: a visitor's first view, and the
 * home page's, make no request for it.
 */
export function InboxBadge() {
  const token = useToken();
  const unread = useUnread();

  useEffect(() => {
    const inbox = useInbox.getState();
    inbox.reset();
    if (!token) return;
    const cancel = whenIdle(() => void useInbox.getState().load());
    const onShow = () => {
      if (document.visibilityState === 'visible' && Date.now() - useInbox.getState().loadedAt > REFRESH_MS) void useInbox.getState().load();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [token]);

  if (!token || !unread) return null;
  return (
    <Badge tone="danger" href="/account" label={`ข้อความใหม่ ${unread} ข้อความ`} testId="inbox-badge" className="nav__inbox">
      <BellIcon width={16} height={16} />
      {unread}
    </Badge>
  );
}
