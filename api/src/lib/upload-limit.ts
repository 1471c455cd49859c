import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export const UPLOAD_RATE_MESSAGE = 'ส่งรูปภาพถี่เกินไป กรุณารอประมาณ 1 นาทีแล้วลองใหม่อีกครั้ง';

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
const hooks = new WeakMap<object, Hook>();

/**
 * One budget per member for every upload a member sends (deposits, withdrawals, instalments, closings,
 * verification): `uploadRateLimit` a minute across all of them. Each upload is read whole and its images
 * decoded; 24 parallel deposits by one member slowed every sign-in in the attack test. A preHandler, so
 * it runs after the access check named the member and before a byte of the body is read.
 */
export function memberUploadLimit(app: FastifyInstance): Hook {
  let hook = hooks.get(app.config);
  if (hook) return hook;
  // createRateLimit, not a route's rateLimit config: one counter shared by every upload route (a route's
  // own limit has a store of its own, and marks the request so a second limiter would not count it).
  const limiter = app.createRateLimit({
    max: app.config.uploadRateLimit,
    timeWindow: 60_000,
    keyGenerator: (req) => `upload:${req.member?.id ?? req.ip}`,
  });
  hook = async (req, reply) => {
    const r = await limiter(req);
    if (r.isAllowed || !r.isExceeded) return;
    reply.header('retry-after', r.ttlInSeconds);
    throw new HttpError(429, 'UPLOAD_RATE_LIMITED', UPLOAD_RATE_MESSAGE);
  };
  hooks.set(app.config, hook);
  return hook;
}
