import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Every error, and every answer the original API leaves "not shown" that has nothing better to return. */
export const Message = Type.Object({ message: Type.String(), code: Type.Optional(Type.String()) });
export type Message = Static<typeof Message>;

/** 0 or 1, as the original API's switches and flags. */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type Flag = Static<typeof Flag>;

/**
 * An image field: base64 of the image bytes by default (docs/product.md "Records and their fields": "base64, shown as a png data URL"),
 * or, with `?images=url` on the request, a URL to the same image. null when there is none.
 * Use `imageSrc()` from `./image` to turn either into an <img src>.
 */
export const ImageField = Type.Union([Type.String(), Type.Null()]);

/** `?images=url` switches image fields from base64 to URLs (docs/decisions.md "Images"); the apps always send it. */
export const ImagesQuery = Type.Object({
  images: Type.Optional(Type.Union([Type.Literal('url'), Type.Literal('base64')])),
});
export type ImagesQuery = Static<typeof ImagesQuery>;

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParam = Static<typeof IdParam>;

/**
 * ProTable pagination: 1-based page, at most 100 rows a page. The page is bounded too: an unbounded one
 * (page=99999999999999999999) became an OFFSET SQLite cannot hold, a 500 instead of a 400.
 */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 100;
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
});
export type PageQuery = Static<typeof PageQuery>;
/**
 * A staff list narrowed to one branch (docs/access.md "Branches"): the owner's filter; a staff member's lists
 * are their branches' already, and a branch outside them lists nothing.
 */
export const BranchFilter = Type.Object({ branch_id: Type.Optional(Type.Integer({ minimum: 1 })) });
export type BranchFilter = Static<typeof BranchFilter>;
export const Paged = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), total: Type.Integer() });
export interface Paged<T> {
  data: T[];
  total: number;
}

/** A calendar date, YYYY-MM-DD (checked to be a real date by the server). */
export const DateText = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
/** Baht from a staff form as a JSON number, at most 2 decimals (checked exactly by the server). */
export const BahtInput = Type.Number({ minimum: 0, maximum: 1_000_000_000 });

/**
 * Calls that take nothing (the original API's "empty object", staff actions such as approve): `{}` or no body
 * (Fastify's `null`). A field sent to one is a client mistake (a reason sent to approve): refused, not ignored.
 */
export const EmptyBody = Type.Union([Type.Null(), Type.Object({}, { additionalProperties: false })]);

/** Amounts arrive as text (multipart fields, query strings): baht with at most 2 decimals. */
export const AmountText = Type.String({ pattern: '^(?:0|[1-9][0-9]{0,8})(?:\\.[0-9]{1,2})?$' });

/** Money in answers is baht as a number (stored as satang; converted at the edge). */
export const Baht = Type.Number();

/** Text a person types: bounded, no control characters. */
export const Text = (maxLength = 500, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$' });

/** A response map with the errors every call can give. */
export const withErrors = <T extends Record<number, TSchema>>(ok: T) => ({
  ...ok,
  400: Message,
  401: Message,
  403: Message,
  404: Message,
  409: Message,
  413: Message,
  415: Message,
  422: Message,
  429: Message,
});
