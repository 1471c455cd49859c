import { accountCalls, busyRetryAfter, retryWhenBusy, type SigninBody } from '@goldshop/api/contract';
import { request } from '../../services/request';

/**
 * Sets the httpOnly session cookie and answers the token (kept only to check expiry). A sign-in the server
 * shed under load (503 with Retry-After) is sent again after the wait it asked for.
 */
export const adminSignin = (body: SigninBody) =>
  retryWhenBusy(() => request(accountCalls.adminSignin, { body }, { skipErrorHandler: true }), busyRetryAfter);
