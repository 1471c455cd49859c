import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError } from './http-error';

export const UPLOAD_RATE_MESSAGE = 'ส่งรูปภาพถี่เกินไป กรุณารอประมาณ 1 นาทีแล้วลองใหม่อีกครั้ง';

type Hook = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
const hooks = new WeakMap<object, Hook>();

/** The client address of the member upload being handled (set for the rest of the request by the hook). */
const uploadFrom = new AsyncLocalStorage<string>();
/**
 * Whose upload this is, for the decoding line's turns (lib/image-processing.ts): the client address, the
 * unit the upload budgets count too; undefined outside a member upload (staff pictures, the seed).
 */
export const uploadClient = (): string | undefined => uploadFrom.getStore();

/**
 * Two budgets for every upload a member sends (deposits, withdrawals, instalments, closings, verification),
 * each a minute long: `uploadRateLimit` per member across all of them, and `uploadAddressRateLimit` per
 * client address whoever is signed in. Each upload is read whole and its images decoded; 24 parallel
 * deposits by one member slowed every sign-in, and five fresh accounts (free to make) from one address held
 * everyone's uploads, each account within its own budget. The address budget is larger: a household or a
 * mobile carrier's shared address carries several members. A preHandler, so it runs after the access check
 * named the member and before a byte of the body is read. The handler then runs knowing the client's
 * address (uploadClient()), so the decoding line can give each address its turn.
 */
export function memberUploadLimit(app: FastifyInstance): Hook {
  let hook = hooks.get(app.config);
  if (hook) return hook;
  // createRateLimit, not a route's rateLimit config: one counter shared by every upload route (a route's
  // own limit has a store of its own, and marks the request so a second limiter would not count it).
  const perMember = app.createRateLimit({
    max: app.config.uploadRateLimit,
    timeWindow: 60_000,
    keyGenerator: (req) => `upload:${req.member?.id ?? req.ip}`,
  });
  const perAddress = app.createRateLimit({
    max: app.config.uploadAddressRateLimit,
    timeWindow: 60_000,
    keyGenerator: (req) => `upload-from:${req.ip}`,
  });
  const check = async (req: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of [perMember, perAddress]) {
      const r = await limiter(req);
      if (r.isAllowed || !r.isExceeded) continue;
      reply.header('retry-after', r.ttlInSeconds);
      throw new HttpError(429, 'UPLOAD_RATE_LIMITED', UPLOAD_RATE_MESSAGE);
    }
  };
  // Callback style: the rest of the request (the handler and its awaits) runs inside run(), as
  // @fastify/request-context does it.
  hook = (req, reply, done) => {
    check(req, reply).then(
      () => uploadFrom.run(req.ip, done),
      (err: Error) => done(err),
    );
  };
  hooks.set(app.config, hook);
  return hook;
}
