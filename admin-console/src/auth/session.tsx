import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, type AdminMeAnswer } from '@goldshop/api/contract';
import { accessFor, type Access } from '../access';
import { adminSignout, fetchAdminMe } from '../services/auth';
import { handleRequestError } from '../services/request';
import { clearToken, decodeAdminToken, isTokenValid, readToken, saveToken } from './token';

/** "Session expiry" (docs/product.md "Sessions"): checked every 60 s. */
export const EXPIRY_CHECK_MS = 60_000;

interface Session {
  token: string | null;
  /** The signed-in staff member, from accountCalls.adminMe (null until it answers). */
  me: AdminMeAnswer | null;
  access: Access;
  signIn(token: string): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => (isTokenValid(readToken()) ? readToken() : null));
  const [me, setMe] = useState<AdminMeAnswer | null>(null);

  // Drop the token the moment it expires (checked every 60 s), and follow sign-outs in other tabs.
  useEffect(() => {
    const check = () => {
      const stored = readToken();
      if (!isTokenValid(stored)) {
        if (stored) clearToken();
        setToken(null);
      } else setToken(stored);
    };
    const timer = window.setInterval(check, EXPIRY_CHECK_MS);
    window.addEventListener('storage', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', check);
    };
  }, []);

  useEffect(() => {
    if (!token) {
      setMe(null);
      return;
    }
    let live = true;
    fetchAdminMe()
      .then((who) => live && setMe(who))
      .catch((err: unknown) => {
        // A 401 means the cookie is gone although the token looks valid: sign in again.
        if (err instanceof ApiError && err.status === 401) handleRequestError(err);
      });
    return () => {
      live = false;
    };
  }, [token]);

  const signIn = useCallback((next: string) => {
    saveToken(next);
    setToken(next);
  }, []);
  const signOut = useCallback(async () => {
    await adminSignout().catch(() => undefined);
    clearToken();
    setToken(null);
  }, []);

  const value = useMemo<Session>(() => {
    // Until admin-me answers, the menus follow the role in the expiry token (all it carries besides exp).
    const role = me?.role ?? decodeAdminToken(token)?.role;
    return { token, me, access: accessFor(role), signIn, signOut };
  }, [token, me, signIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside <SessionProvider>');
  return s;
}
