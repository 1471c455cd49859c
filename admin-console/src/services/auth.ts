import { accountCalls } from '@goldshop/api/contract';
import { request } from './request';

/** Who is signed in (role decides the menu). Errors are left to the caller: a missing answer falls back to the token. */
export const fetchAdminMe = () => request(accountCalls.adminMe, {}, { skipErrorHandler: true });

/** Clears the session cookie on the server; the console drops its token whatever the answer. */
export const adminSignout = () => request(accountCalls.adminSignout, { body: {} }, { skipErrorHandler: true });
