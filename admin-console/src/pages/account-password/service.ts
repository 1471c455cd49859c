import { staffCalls, type OwnPasswordBody } from '@goldshop/api/contract';
import { request } from '../../services/request';

/** Ends the account's other sessions; answers a fresh token (the cookie is renewed by the server). */
export const changeOwnPassword = (body: OwnPasswordBody) => request(staffCalls.changeOwnPassword, { body });
