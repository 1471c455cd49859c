import { Type, type Static } from '@sinclair/typebox';
import { Flag, ImageField, Text } from './common';

/**
 * One product. Lists come newest first; pawn-product is cat_id 6, top-product is topStatus 1.
 * add-product, update-product and update-top-status answer the saved Product; delete-product a Message.
 */
export const Product = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  weight: Type.Number(),
  unit: Type.String(),
  cat_id: Type.Integer(),
  img: ImageField,
  topStatus: Flag,
});
export type Product = Static<typeof Product>;

export const Category = Type.Object({ id: Type.Integer(), cat_name: Type.String() });
export type Category = Static<typeof Category>;

/** Multipart text fields of add-product / update-product (img is the file part). */
export const ProductFields = Type.Object({
  code: Text(50, 1),
  weight: Type.Number({ exclusiveMinimum: 0, maximum: 100000 }),
  unit: Text(30, 1),
  cat_id: Type.Integer({ minimum: 1, maximum: 99 }),
});
export type ProductFields = Static<typeof ProductFields>;
/** POST /api/shop/update-product/{id}: the same fields, each optional; one left out keeps what is saved. */
export const ProductUpdateFields = Type.Partial(ProductFields);
export type ProductUpdateFields = Static<typeof ProductUpdateFields>;

export const TopStatusBody = Type.Object({ topStatus: Flag });
export type TopStatusBody = Static<typeof TopStatusBody>;
