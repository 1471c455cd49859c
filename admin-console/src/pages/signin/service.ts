import { authCalls, type SigninBody } from '@goldshop/api/contract';
import { request } from '../../services/request';

/** Sets the httpOnly session cookie and answers the token (kept only to check expiry). */
export const adminSignin = (body: SigninBody) => request(authCalls.adminSignin, { body }, { skipErrorHandler: true });
