import { useEffect } from 'react';
import { useSession } from '../../stores/session';
import { isExpired } from '../../lib/jwt';
import { STORAGE } from '../../lib/storage-keys';

export const EXPIRY_CHECK_MS = 60_000;
let loadedOnce = false;

/**
 * On load with a token: read the verification status once. Then docs/product.md "Sessions": every 60 s, an expired member
 * token clears the member session from storage and reloads the page.
 */
export function useSessionWatch() {
  useEffect(() => {
    const check = () => {
      const token = localStorage.getItem(STORAGE.accessToken);
      if (token && isExpired(token)) {
        localStorage.removeItem(STORAGE.accessToken);
        window.location.reload();
        return true;
      }
      return false;
    };
    if (!check() && !loadedOnce && useSession.getState().token) {
      loadedOnce = true;
      void useSession.getState().loadVerification();
    }
    const id = window.setInterval(check, EXPIRY_CHECK_MS);
    return () => window.clearInterval(id);
  }, []);
}
