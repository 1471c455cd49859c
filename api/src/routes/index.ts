import type { FastifyPluginAsync } from 'fastify';
import content from './content/index';
import shop from './shop/index';
import auth from './auth/index';
import verify from './verify/index';
import saving from './saving/index';
import down from './down/index';
import pawn from './pawn/index';
import goldPrice from './gold-price/index';
import admin from './admin/index';
import line from './line/index';

/** One folder per area; each area sets its own auth hook (SPEC §6 roles, enforced here). */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(content, { prefix: '/content' });
  await app.register(shop, { prefix: '/shop' });
  await app.register(auth, { prefix: '/auth' });
  await app.register(verify, { prefix: '/verify' });
  await app.register(saving, { prefix: '/saving' });
  await app.register(down, { prefix: '/down' });
  await app.register(pawn, { prefix: '/pawn' });
  await app.register(goldPrice, { prefix: '/gold-price' });
  await app.register(admin, { prefix: '/admin' });
  await app.register(line, { prefix: '/line' });
};
export default routes;
