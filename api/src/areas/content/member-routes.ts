import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contentCalls as calls } from '../../../contract/content';
import { serve } from '../../lib/serve';
import { answerCache } from '../../lib/cached-answer';
import {
  aboutItems,
  bankAccount,
  FLAG_SWITCHES,
  flagReader,
  homeItems,
  policyList,
  toAboutItem,
  toBankAccount,
  toHomeItem,
  type ImageOf,
} from './records';
import { moneyRules } from './money-rules';
import { shopProfile } from './shop-profile';

/** The public reads of the member app (home, about, terms, bank account, switches). */
const memberRoutes: FastifyPluginAsync = async (app) => {
  const cached = answerCache(app);
  const imageOf =
    (req: FastifyRequest): ImageOf =>
    (hash) =>
      app.images.field(req, hash);

  serve(app, calls.getHome, async (req, reply) =>
    cached(req, reply, 'get-home', () => homeItems(app.db).map((r) => toHomeItem(r, imageOf(req)))),
  );
  serve(app, calls.getAbout, async (req, reply) =>
    cached(req, reply, 'get-about', () => aboutItems(app.db).map((r) => toAboutItem(r, imageOf(req)))),
  );
  // On every page of the member app: cached with an ETag like the other public reads.
  serve(app, calls.shopProfile, async (req, reply) => cached(req, reply, 'shop-profile', () => shopProfile(app.db)));
  // Not cached: a staff change must show at once, and the read is one row.
  serve(app, calls.moneyRules, async () => moneyRules(app.db));
  serve(app, calls.accountDetails, async (req, reply) =>
    cached(req, reply, 'account-details', () => toBankAccount(bankAccount(app.db), imageOf(req))),
  );

  // The admin console reads the same lists with its session cookie and gets the hidden rules too.
  for (const [type, e] of [
    [1, calls.policies1],
    [2, calls.policies2],
  ] as const) {
    serve(app, e, async (req, reply) => {
      const staff = await app.optionalStaff(req);
      // The answer depends on who asks: never let a shared cache hand the staff list to a visitor.
      reply.header('Cache-Control', 'private, no-cache');
      return policyList(app.db, type, staff !== undefined);
    });
  }

  const flagOf = flagReader(app.db);
  for (const { read, key } of FLAG_SWITCHES) {
    serve(app, read, async (_req, reply) => {
      // Members must see a switch flip at once; let the browser revalidate every time.
      reply.header('Cache-Control', 'no-cache');
      return flagOf(key);
    });
  }
};
export default memberRoutes;
