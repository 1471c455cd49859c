import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminToken } from '../lib/admin-cookie';

export const CROSS_ORIGIN_CODE = 'CROSS_ORIGIN';
export const CROSS_ORIGIN_MESSAGE = 'คำขอนี้ไม่ได้ส่งมาจากหน้าเว็บของร้าน จึงไม่สามารถทำรายการได้ กรุณาเปิดหน้าจัดการจากเว็บไซต์ของร้านแล้วลองใหม่';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin of a request as the browser would write it (`new URL` drops a default port, as browsers do);
 * undefined for a Host header that is not one.
 */
function ownOrigin(req: FastifyRequest): string | undefined {
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a cookie-carrying write comes from the server's own pages, by the rule Go 1.25's
 * CrossOriginProtection uses: Fetch Metadata first (every current browser sends it), the Origin header for
 * older ones, and a request with neither is not from a browser (a script holding the cookie needs no
 * forgery). SameSite=Strict is not enough: a page on another port of the same host is "same site".
 */
export function fromOwnOrigin(req: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  // "null" is what a sandboxed frame, a file: page or a redirected form sends: never the console.
  if (origin === 'null') return false;
  let given: string;
  try {
    given = new URL(origin).origin;
  } catch {
    return false;
  }
  return given === (publicOrigin ?? ownOrigin(req));
}

/**
 * CSRF protection for the staff session: every state-changing request that carries the admin cookie must
 * come from the server's own origin (the configured PUBLIC_URL, else the request's own scheme and host), or
 * it is refused with 403 before any route runs. Member calls authenticate with a bearer header a foreign
 * page cannot attach, so they need no check.
 */
export default fp(
  async (app) => {
    const publicOrigin = app.config.publicOrigin;
    // Callback style: an async hook would cost a promise on every request, reads included.
    app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (SAFE_METHODS.has(req.method) || !adminToken(req) || fromOwnOrigin(req, publicOrigin)) return done();
      req.log.warn(
        { origin: req.headers.origin, secFetchSite: req.headers['sec-fetch-site'] },
        'cross-origin write with the staff cookie refused',
      );
      void reply.code(403).header('cache-control', 'no-store').send({ message: CROSS_ORIGIN_MESSAGE, code: CROSS_ORIGIN_CODE });
    });
  },
  { name: 'csrf', dependencies: ['config'] },
);
