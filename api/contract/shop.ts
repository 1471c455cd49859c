import { Type, type Static } from '@sinclair/typebox';
import { Baht, Flag, IdParam, ImageField, ImagesQuery, Message, Text } from './common';
import { endpoint } from './endpoint';

/**
 * One product. Lists come newest first; pawn-product is cat_id 6, top-product is topStatus 1.
 * add-product, update-product and update-top-status answer the saved Product; delete-product a Message.
 * Our addition: the price at today's gold price (docs/decisions.md "Gold price").
 */
export const Product = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  weight: Type.Number(),
  unit: Type.String(),
  cat_id: Type.Integer(),
  img: ImageField,
  topStatus: Flag,
  /** ค่ากำเหน็จ per piece, baht. */
  makingCharge: Baht,
  /** Weight × today's ornament sell-out price + making charge, rounded up to the baht; null with no gold price or an unknown unit. */
  price: Type.Union([Type.Integer(), Type.Null()]),
  /** ISO time of the gold price the price was computed from. */
  priceAt: Type.Union([Type.String(), Type.Null()]),
  /** Present while the owner has paused prices: the price is null and the apps say prices are paused. */
  pricePaused: Type.Optional(Type.Literal(true)),
});
export type Product = Static<typeof Product>;

export const Category = Type.Object({ id: Type.Integer(), cat_name: Type.String() });
export type Category = Static<typeof Category>;

/**
 * The units a product's weight is written in: the three the shop prices by weight, and ชิ้น (a piece, shown
 * without a price). A closed list: a unit is never free text that code looks things up by.
 */
export const PRODUCT_UNITS = ['บาท', 'สลึง', 'กรัม', 'ชิ้น'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** Multipart text fields of add-product / update-product (img is the file part). */
export const ProductFields = Type.Object({
  code: Text(50, 1),
  weight: Type.Number({ exclusiveMinimum: 0, maximum: 100000 }),
  unit: Type.Union(PRODUCT_UNITS.map((u) => Type.Literal(u))),
  cat_id: Type.Integer({ minimum: 1, maximum: 99 }),
  /** ค่ากำเหน็จ in baht (our addition; 0 when left out of a new product). */
  makingCharge: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
});
export type ProductFields = Static<typeof ProductFields>;
/** Updating a product: the same fields, each optional; one left out keeps what is saved. */
export const ProductUpdateFields = Type.Partial(ProductFields);
export type ProductUpdateFields = Static<typeof ProductUpdateFields>;

export const TopStatusBody = Type.Object({ topStatus: Flag });
export type TopStatusBody = Static<typeof TopStatusBody>;

const Products = Type.Array(Product);

/** The public catalogue and staff product management. */
export const shopCalls = {
  shopProducts: endpoint({
    summary: 'The catalogue: products for sale, priced today.',
    method: 'GET',
    path: '/api/shop/shop-product',
    access: 'public',
    query: ImagesQuery,
    answer: Products,
  }),
  /** The special-price goods (cat_id 6) of the home page's special-price carousel. */
  pawnProducts: endpoint({
    summary: 'Products offered for pawn.',
    method: 'GET',
    path: '/api/shop/pawn-product',
    access: 'public',
    query: ImagesQuery,
    answer: Products,
  }),
  /** The featured goods (topStatus 1) of the home page's featured carousel. */
  topProducts: endpoint({
    summary: 'Featured products.',
    method: 'GET',
    path: '/api/shop/top-product',
    access: 'public',
    query: ImagesQuery,
    answer: Products,
  }),
  categories: endpoint({
    summary: 'Product categories.',
    method: 'GET',
    path: '/api/shop/shop-cat',
    access: 'public',
    answer: Type.Array(Category),
  }),
  addProduct: endpoint({
    summary: 'Add a product with its pictures.',
    method: 'POST',
    path: '/api/shop/add-product',
    access: 'staff',
    upload: { fields: ProductFields, files: ['img'] },
    answer: Product,
  }),
  updateProduct: endpoint({
    summary: 'Edit a product and its pictures.',
    method: 'POST',
    path: '/api/shop/update-product/:id',
    access: 'staff',
    params: IdParam,
    upload: { fields: ProductUpdateFields, files: ['img'] },
    answer: Product,
  }),
  setTopStatus: endpoint({
    summary: 'Feature a product or stop featuring it.',
    method: 'PUT',
    path: '/api/shop/update-top-status/:id',
    access: 'staff',
    params: IdParam,
    body: TopStatusBody,
    answer: Product,
  }),
  deleteProduct: endpoint({
    summary: 'Remove a product from the catalogue.',
    method: 'DELETE',
    path: '/api/shop/delete-product/:id',
    access: 'staff',
    params: IdParam,
    answer: Message,
  }),
};
