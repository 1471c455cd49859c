import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The admin console's session (docs/decisions.md "Accounts and sessions": admin calls send no auth header, the cookie is the session). */
export const ADMIN_COOKIE = 'adminSession';

/**
 * The session token from the Cookie header. Read here, by the staff checks that need it, rather than by a
 * cookie plugin on every request: the public reads (catalogue, home, gold price) carry no cookie anyone uses.
 */
export function adminToken(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookie(header)[ADMIN_COOKIE] || undefined : undefined;
}

/** httpOnly (no script reads it), SameSite=Strict (no other site sends it), Secure in production. */
function write(reply: FastifyReply, value: string, maxAge: number) {
  const cookie = stringifySetCookie({
    name: ADMIN_COOKIE,
    value,
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: reply.server.config.nodeEnv === 'production',
    maxAge,
    ...(maxAge === 0 && { expires: new Date(0) }),
  });
  reply.header('set-cookie', cookie);
}

export const setAdminCookie = (reply: FastifyReply, token: string, maxAge: number) => write(reply, token, maxAge);
export const clearAdminCookie = (reply: FastifyReply) => write(reply, '', 0);
