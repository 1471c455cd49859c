import type { FastifyPluginAsync } from 'fastify';
import budgetRoutes from './budget-routes';
import webhookRoutes from './webhook-routes';
import type { OwnerLineLinks } from '../staff/line-link';

/**
 * LINE's side: the Messaging API webhook and the owner's message budget (the rich menu is published by
 * `pnpm line:richmenu`, richmenu.ts).
 */
const line: FastifyPluginAsync<{ lineLinks: OwnerLineLinks }> = async (app, opts) => {
  await app.register(budgetRoutes);
  await app.register(async (hook) => {
    // The webhook's context only: LINE signs the raw bytes, so the body stays bytes, whatever its content type.
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    await hook.register(webhookRoutes, opts);
  });
};
export default line;
