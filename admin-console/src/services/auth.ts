import { authCalls } from '@goldshop/api/contract';
import { request } from './request';

/** Who is signed in (role decides the menu). Errors are left to the caller: a missing answer falls back to the token. */
export const fetchAdminMe = () => request(authCalls.adminMe, {}, { skipErrorHandler: true });

/** Clears the session cookie on the server; the console drops its token whatever the answer. */
export const adminSignout = () => request(authCalls.adminSignout, { body: {} }, { skipErrorHandler: true });
