import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { redirectFor } from '../access';
import { useSession } from './session';

/** Applies the guards (docs/product.md "Console: sign in and menu") (see access.ts) to whatever it wraps. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { pathname } = useLocation();
  const to = redirectFor(pathname, token);
  return to ? <Navigate to={to} replace /> : children;
}
