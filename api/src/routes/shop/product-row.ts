import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Product } from '../../../contract/shop';

/** A products row as the catalogue reads it (raw SQL, snake_case kept where the contract uses it). */
export interface ProductRow { id: number; code: string; weight: number; unit: string; cat_id: number; img: string | null; topStatus: number }
export const PRODUCT_COLUMNS = 'id, code, weight, unit, cat_id, img, top_status as topStatus';

export function toProduct(app: FastifyInstance, req: FastifyRequest, r: ProductRow): Product {
  return {
    id: r.id,
    code: r.code,
    weight: r.weight,
    unit: r.unit,
    cat_id: r.cat_id,
    img: app.images.field(req, r.img),
    topStatus: r.topStatus ? 1 : 0,
  };
}
