import { create } from 'zustand';
import { meCalls } from '@goldshop/api/contract';
import { api } from '../lib/api';

interface InboxState {
  /** The signed-in member's unread messages; undefined until asked (and after signing out). */
  unread: number | undefined;
  /** When the count was last asked for (ms), so coming back to the app asks again only now and then. */
  loadedAt: number;
  load(): Promise<void>;
  /** The member has opened the inbox and its messages are marked read. */
  cleared(): void;
  reset(): void;
}

/** The header badge's count of unread messages (GET /api/me/messages/unread), cleared by the inbox on /account. */
export const useInbox = create<InboxState>((set) => ({
  unread: undefined,
  loadedAt: 0,
  async load() {
    set({ loadedAt: Date.now() });
    try {
      const { unread } = await api(meCalls.unread);
      set({ unread });
    } catch (err) {
      // docs/product.md "Messages": logged only; the badge stays as it was.
      console.error('unread messages failed', err);
    }
  },
  cleared: () => set({ unread: 0 }),
  reset: () => set({ unread: undefined, loadedAt: 0 }),
}));

export const useUnread = () => useInbox((s) => s.unread);
