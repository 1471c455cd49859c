import type { FastifyPluginAsync } from 'fastify';
import webhookRoutes from './webhook-routes';
import type { OwnerLineLinks } from '../staff/line-link';

/** LINE's side: the Messaging API webhook (the rich menu is published by `pnpm line:richmenu`, richmenu.ts). */
const line: FastifyPluginAsync<{ lineLinks: OwnerLineLinks }> = async (app, opts) => {
  // This area's context only: LINE signs the raw bytes, so the body stays bytes, whatever its content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  await app.register(webhookRoutes, opts);
};
export default line;
