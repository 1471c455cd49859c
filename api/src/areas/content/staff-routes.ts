import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contentCalls as calls, POLICY_CALLS } from '../../../contract/content';
import { serve } from '../../lib/serve';
import { readMultipart } from '../../lib/multipart';
import {
  addPolicy,
  changePolicy,
  FLAG_SWITCHES,
  POLICY_TYPES,
  prepareImages,
  setFlag,
  toAboutItem,
  toBankAccount,
  toHomeItem,
  updateAbout,
  updateBankAccount,
  updateHome,
  type ImageOf,
} from './records';
import { setMoneyRules } from './money-rules';
import { saveShopProfile } from './shop-profile';

/** The admin console's content edits: each answers the saved record (a delete its message). */
const staffRoutes: FastifyPluginAsync = async (app) => {
  const imageOf =
    (req: FastifyRequest): ImageOf =>
    (hash) =>
      app.images.field(req, hash);

  serve(app, calls.setShopProfile, async (req) => saveShopProfile(app.db, req.staff!.id, req.body));
  serve(app, calls.setMoneyRules, async (req) => setMoneyRules(app.db, req.staff!.id, req.body));
  serve(app, calls.updateHome, async (req) => {
    const { fields, files } = await readMultipart(req, calls.updateHome.upload.fields, calls.updateHome.upload.files);
    const { img } = await prepareImages(app.images, files, 'content');
    return toHomeItem(await updateHome(app.db, app.images, req.staff!.id, req.params.id, fields, img), imageOf(req));
  });

  serve(app, calls.updateAbout, async (req) => {
    const { fields, files } = await readMultipart(req, calls.updateAbout.upload.fields, calls.updateAbout.upload.files);
    const images = await prepareImages(app.images, files, 'content');
    return toAboutItem(await updateAbout(app.db, app.images, req.staff!.id, req.params.id, fields, images), imageOf(req));
  });

  serve(app, calls.updateAccountDetails, async (req) => {
    const e = calls.updateAccountDetails;
    const { fields, files } = await readMultipart(req, e.upload.fields, e.upload.files);
    const { bank_logo } = await prepareImages(app.images, files, 'bank_logo');
    return toBankAccount(await updateBankAccount(app, req.staff!.id, req.params.id, fields, bank_logo), imageOf(req));
  });

  for (const type of POLICY_TYPES) {
    const e = POLICY_CALLS[type];
    // The original API's payload carries an id; the server assigns ids, so it is ignored.
    serve(app, e.add, async (req) => addPolicy(app.db, req.staff!.id, type, req.body.rules));
    serve(
      app,
      e.update,
      async (req) => (await changePolicy(app.db, req.staff!.id, type, req.params.id, { action: 'update', rules: req.body.rules }))!,
    );
    serve(app, e.remove, async (req) => {
      await changePolicy(app.db, req.staff!.id, type, req.params.id, { action: 'delete' });
      return { message: 'ลบเงื่อนไขแล้ว' };
    });
    serve(
      app,
      e.setVisible,
      async (req) =>
        (await changePolicy(app.db, req.staff!.id, type, req.params.id, { action: 'set_visible', isVisible: req.body.isVisible }))!,
    );
  }

  for (const { write, key } of FLAG_SWITCHES) {
    serve(app, write, async (req) => {
      await setFlag(app.db, req.staff!.id, key, req.body.isVisible);
      return { isVisible: req.body.isVisible };
    });
  }
};
export default staffRoutes;
