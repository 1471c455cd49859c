import { Type, type Static } from '@sinclair/typebox';
import { Baht, Flag, IdParam, ImageField, ImagesQuery, Message, Paged, PageQuery, Text } from './common';
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

/** A product's purity: 96.5 % ornament gold or 99.99 % (docs/product.md "Member app: a product's page"). */
export const PRODUCT_PURITIES = ['96.5', '99.99'] as const;
export const Purity = Type.Union(PRODUCT_PURITIES.map((p) => Type.Literal(p)));
export type ProductPurity = Static<typeof Purity>;

/** A catalogue card with what the catalogue's filters and the product page show beside the original fields. */
export const CatalogueItem = Type.Composite([
  Product,
  Type.Object({
    /** The piece's name, or its category and code when staff gave it none. */
    name: Type.String(),
    purity: Purity,
    /** The weight in grams of ornament gold (1 บาท = 15.16 g), to 2 decimals; null for a piece (ชิ้น). */
    grams: Type.Union([Type.Number(), Type.Null()]),
  }),
]);
export type CatalogueItem = Static<typeof CatalogueItem>;

/**
 * The catalogue's weight filter in the sizes customers ask for (docs/decisions.md "The shop's list comes from
 * the server"). Each size holds the pieces from it up to the next size, in hundredths of a gram of ornament
 * gold as `grams` gives them (1 บาท = 15.16 g, 1 สลึง = 3.79 g, ครึ่งสลึง = 1.89 g), so every weighed piece is
 * in exactly one: a 3 สลึง piece is in 2 สลึง, a 1.5 บาท one in 1 บาท. A piece sold by the piece (ชิ้น) is
 * in none. `below` null: no upper end.
 */
export const WEIGHT_SIZES = [
  { value: 'under-half-salueng', label: 'ต่ำกว่าครึ่งสลึง', from: 0, below: 189 },
  { value: 'half-salueng', label: 'ครึ่งสลึง', from: 189, below: 379 },
  { value: '1-salueng', label: '1 สลึง', from: 379, below: 758 },
  { value: '2-salueng', label: '2 สลึง', from: 758, below: 1516 },
  { value: '1-baht', label: '1 บาท', from: 1516, below: 3032 },
  { value: '2-baht-up', label: '2 บาทขึ้นไป', from: 3032, below: null },
] as const;
export type WeightSize = (typeof WEIGHT_SIZES)[number]['value'];
/** Whether grams (as `grams` gives them) are of a size. */
export function inWeightSize(grams: number | null, size: WeightSize): boolean {
  const s = WEIGHT_SIZES.find((w) => w.value === size);
  if (!s || grams === null) return false;
  const hundredths = Math.round(grams * 100);
  return hundredths >= s.from && (s.below === null || hundredths < s.below);
}

/** Cards a page of /shop asks for: two columns of four on a phone. The server preloads that page's first photos. */
export const SHOP_PAGE_SIZE = 8;

/** Sorts of the catalogue: price low to high, high to low, weight, newest (the default). */
export const CATALOGUE_SORTS = ['price', '-price', 'weight', 'new'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const CatalogueQuery = Type.Composite([
  ImagesQuery,
  PageQuery,
  Type.Object({
    cat: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
    /** Every word must match: part of the code or a name (the piece's, its category's), or a weight ('2 สลึง'): api/contract/shop-search.ts. */
    q: Type.Optional(Text(50)),
    min_price: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    max_price: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    /** Weight in grams, at least / at most. */
    min_grams: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
    max_grams: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
    /** A size as customers say it (WEIGHT_SIZES). */
    weight: Type.Optional(Type.Union(WEIGHT_SIZES.map((w) => Type.Literal(w.value)))),
    sort: Type.Optional(Type.Union(CATALOGUE_SORTS.map((s) => Type.Literal(s)))),
  }),
]);
export type CatalogueQuery = Static<typeof CatalogueQuery>;

export const ProductCode = Type.Object({ code: Text(50, 1) });

/** One photo of a product, in its order, with the text a screen reader reads for it. */
export const ProductPhoto = Type.Object({ src: Type.String(), alt: Type.String() });
export type ProductPhoto = Static<typeof ProductPhoto>;

/** A branch and how many of the piece it has; null where it does not keep the piece (ask the shop). */
export const ProductBranch = Type.Object({ id: Type.Integer(), name: Type.String(), stock: Type.Union([Type.Integer(), Type.Null()]) });

/**
 * A product's own page: the card's fields, the price split into the gold's worth and the ค่ากำเหน็จ (the two add
 * up to `price` to the satang), the OCPB label, stock per branch and related pieces.
 */
export const ProductPage = Type.Composite([
  CatalogueItem,
  Type.Object({
    catId: Type.Integer(),
    categoryName: Type.String(),
    /** The weight as the shop says it: '1 บาท', '2 สลึง', '7.6 กรัม'. */
    weightText: Type.String(),
    /** Baht, 2 decimals; null whenever price is null. */
    goldValue: Type.Union([Type.Number(), Type.Null()]),
    /** ค่ากำเหน็จ, baht; null whenever price is null. */
    workmanship: Type.Union([Type.Number(), Type.Null()]),
    images: Type.Array(ProductPhoto),
    label: Type.Object({ kind: Type.String(), maker: Type.String(), purity: Purity, grams: Type.Union([Type.Number(), Type.Null()]) }),
    branches: Type.Array(ProductBranch),
    related: Type.Array(CatalogueItem),
    /**
     * The shop's LINE chat with the question already written (LINE's oaMessage link), when the shop's LINE
     * official account is configured; null: the page offers the form.
     */
    askLineUrl: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type ProductPage = Static<typeof ProductPage>;

/** Thai mobile (06, 08, 09 and 8 digits) or landline (02–07 and 7 digits), digits only. */
export const THAI_PHONE_PATTERN = '^0(?:[689][0-9]{8}|[2-7][0-9]{7})$';
export const QuestionBody = Type.Object(
  {
    name: Text(100, 1),
    phone: Type.String({ pattern: THAI_PHONE_PATTERN }),
    question: Text(1000, 5),
  },
  { additionalProperties: false },
);
export type QuestionBody = Static<typeof QuestionBody>;

/** A visitor's question as staff see it in the inbox. */
export const ProductQuestion = Type.Object({
  id: Type.Integer(),
  productId: Type.Union([Type.Integer(), Type.Null()]),
  productCode: Type.String(),
  productName: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  phone: Type.String(),
  question: Type.String(),
  reply: Type.Union([Type.String(), Type.Null()]),
  repliedBy: Type.Union([Type.String(), Type.Null()]),
  repliedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type ProductQuestion = Static<typeof ProductQuestion>;
export const QuestionsQuery = Type.Composite([
  PageQuery,
  Type.Object({ answered: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) }),
]);
export const ReplyBody = Type.Object({ reply: Text(2000, 1) }, { additionalProperties: false });

/** A product's label fields, photos and stock, as the console's product editor saves them. */
export const ProductDetailsBody = Type.Object(
  {
    name: Text(100),
    kind: Text(100),
    maker: Text(200),
    purity: Purity,
    /** The photos in their new order: each an image already stored for this product (its hash) with its alt text. */
    photos: Type.Array(Type.Object({ image: Type.String({ pattern: '^[0-9a-f]{64}$' }), alt: Text(200) }), { maxItems: 12 }),
    /** Per branch: a quantity, or null where the branch does not keep it (a branch left out is not kept). */
    stock: Type.Array(
      Type.Object({
        branchId: Type.Integer({ minimum: 1 }),
        quantity: Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Null()]),
      }),
      {
        maxItems: 100,
      },
    ),
  },
  { additionalProperties: false },
);
export type ProductDetailsBody = Static<typeof ProductDetailsBody>;

/** What the console's editor shows beyond the card: the label, the photos with their hashes, and stock per branch. */
export const ProductDetails = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  maker: Type.String(),
  purity: Purity,
  photos: Type.Array(Type.Object({ image: Type.String(), src: Type.String(), alt: Type.String() })),
  stock: Type.Array(Type.Object({ branchId: Type.Integer(), name: Type.String(), quantity: Type.Union([Type.Integer(), Type.Null()]) })),
});
export type ProductDetails = Static<typeof ProductDetails>;

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
  catalogue: endpoint({
    summary: 'The catalogue filtered, sorted and paged, with the count.',
    method: 'GET',
    path: '/api/shop/products',
    access: 'public',
    query: CatalogueQuery,
    answer: Paged(CatalogueItem),
  }),
  productPage: endpoint({
    summary: "A product's own page: photos, label, price split, stock per branch and related pieces.",
    method: 'GET',
    path: '/api/shop/products/:code',
    access: 'public',
    params: ProductCode,
    query: ImagesQuery,
    answer: ProductPage,
  }),
  askQuestion: endpoint({
    summary: 'A visitor asks the shop about a product.',
    method: 'POST',
    path: '/api/shop/products/:code/questions',
    access: 'public',
    params: ProductCode,
    body: QuestionBody,
    answer: Message,
    /** Created: the question is in the shop's inbox. */
    errors: { 201: Message },
  }),
  questions: endpoint({
    summary: "Visitors' questions about products, newest first.",
    method: 'GET',
    path: '/api/admin/questions',
    access: 'staff',
    query: QuestionsQuery,
    answer: Paged(ProductQuestion),
  }),
  replyQuestion: endpoint({
    summary: "Record staff's reply to a visitor's question.",
    method: 'POST',
    path: '/api/admin/questions/:id/reply',
    access: 'staff',
    params: IdParam,
    body: ReplyBody,
    answer: ProductQuestion,
  }),
  productDetails: endpoint({
    summary: "A product's label, photos and stock per branch, for the editor.",
    method: 'GET',
    path: '/api/shop/product-details/:id',
    access: 'staff',
    params: IdParam,
    query: ImagesQuery,
    answer: ProductDetails,
  }),
  setProductDetails: endpoint({
    summary: "Save a product's label, photo order and stock per branch.",
    method: 'PUT',
    path: '/api/shop/product-details/:id',
    access: 'staff',
    params: IdParam,
    body: ProductDetailsBody,
    answer: ProductDetails,
  }),
  addProductPhoto: endpoint({
    summary: 'Add a photo to a product, after its others.',
    method: 'POST',
    path: '/api/shop/product-details/:id/photos',
    access: 'staff',
    params: IdParam,
    upload: { fields: Type.Object({ alt: Type.Optional(Text(200)) }), files: ['img'] },
    answer: ProductDetails,
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
