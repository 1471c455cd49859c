import { create } from 'zustand';
import { accountCalls, verificationCalls } from '@goldshop/api/contract';
import { api } from '../lib/api';
import { STORAGE } from '../lib/storage-keys';

interface SessionState {
  token: string | null;
  /** undefined = unknown (not signed in, or verify-route failed): the hero button then goes to /verify. */
  verificationStatus: number | undefined;
  rejectReason: string | null;
  /** A verified member's name as the shop recorded it (a payout's account name is prefilled with it). */
  verifiedName: string | null;
  /** true while verify-route is in flight (screens wait instead of guessing). */
  verificationLoading: boolean;
  signIn(token: string): void;
  signOut(): void;
  loadVerification(): Promise<void>;
}

export const useSession = create<SessionState>((set, get) => ({
  token: localStorage.getItem(STORAGE.accessToken),
  verificationStatus: undefined,
  rejectReason: null,
  verifiedName: null,
  verificationLoading: false,
  signIn(token) {
    localStorage.setItem(STORAGE.accessToken, token);
    set({ token, verificationStatus: undefined });
    void get().loadVerification();
  },
  signOut() {
    const token = get().token;
    // Ends the session on the server too, so a copy of the token stops working; the app signs out here
    // whatever the answer (offline, or the token already expired).
    if (token) void api(accountCalls.signout, { body: {}, headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    localStorage.removeItem(STORAGE.accessToken);
    set({ token: null, verificationStatus: undefined, rejectReason: null, verifiedName: null });
  },
  async loadVerification() {
    if (!get().token) return;
    set({ verificationLoading: true });
    try {
      const v = await api(verificationCalls.verifyRoute);
      set({ verificationStatus: v.verificationStatus, rejectReason: v.rejectReason ?? null, verifiedName: v.name ?? null });
    } catch (err) {
      // docs/product.md "Messages": logged only; the status stays unknown.
      console.error('verify-route failed', err);
    } finally {
      set({ verificationLoading: false });
    }
  },
}));

export const useToken = () => useSession((s) => s.token);
export const useVerificationStatus = () => useSession((s) => s.verificationStatus);
