import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { shopCalls as calls } from '../../../contract/shop';
import { serve } from '../../lib/serve';
import { readMultipart, requireFiles } from '../../lib/multipart';
import { addProduct, changeProduct, toProduct, type ProductRow } from './products';
import { addPhoto, productDetails, setProductDetails } from './product-details';
import { questions, replyQuestion } from './questions';

/** Staff product management: each change answers the saved product (a delete its message). */
const staffRoutes: FastifyPluginAsync = async (app) => {
  const answer = (req: FastifyRequest, row: ProductRow) => toProduct(row, (hash) => app.images.field(req, hash), app.goldPrice.inUse());

  serve(app, calls.addProduct, async (req) => {
    const { fields, files } = await readMultipart(req, calls.addProduct.upload.fields, calls.addProduct.upload.files);
    requireFiles(files, ['img']);
    const img = await app.images.prepare(files.img!, 'product');
    return answer(req, await addProduct(app.db, app.images, req.staff!.id, fields, img));
  });

  serve(app, calls.updateProduct, async (req) => {
    const { fields, files } = await readMultipart(req, calls.updateProduct.upload.fields, calls.updateProduct.upload.files);
    const img = files.img ? await app.images.prepare(files.img, 'product') : undefined;
    return answer(req, (await changeProduct(app.db, app.images, req.staff!.id, req.params.id, { action: 'update', fields, img }))!);
  });

  serve(app, calls.setTopStatus, async (req) =>
    answer(
      req,
      (await changeProduct(app.db, app.images, req.staff!.id, req.params.id, { action: 'set_top_status', topStatus: req.body.topStatus }))!,
    ),
  );

  serve(app, calls.deleteProduct, async (req) => {
    await changeProduct(app.db, app.images, req.staff!.id, req.params.id, { action: 'delete' });
    return { message: 'ลบสินค้าแล้ว' };
  });

  // The editor's label, photos and stock (docs/product.md "Console: home, shop and about editors").
  const details = (req: FastifyRequest, id: number) => productDetails(app.db, id, (hash) => app.images.field(req, hash));
  serve(app, calls.productDetails, async (req) => details(req, req.params.id));
  serve(app, calls.setProductDetails, async (req) => {
    await setProductDetails(app.db, req.staff!.id, req.params.id, req.body);
    return details(req, req.params.id);
  });
  serve(app, calls.addProductPhoto, async (req) => {
    const { fields, files } = await readMultipart(req, calls.addProductPhoto.upload.fields, calls.addProductPhoto.upload.files);
    requireFiles(files, ['img']);
    const img = await app.images.prepare(files.img!, 'product');
    await addPhoto(app.db, app.images, req.staff!.id, req.params.id, img, fields.alt ?? '');
    return details(req, req.params.id);
  });

  // Visitors' questions (docs/product.md "Asking the shop about a piece").
  serve(app, calls.questions, async (req) => questions(app.db, req.query));
  serve(app, calls.replyQuestion, async (req) => await replyQuestion(app.db, req.staff!.id, req.params.id, req.body.reply));
};
export default staffRoutes;
