import { Type, type Static } from '@sinclair/typebox';
import { Flag, ImageField, Text } from './common';

// Answers (SPEC §7 "not shown" filled in): every staff write answers 200 with the saved record in the
// shape below (policy writes a Policy, flag switches the VisibleBody sent, deletes a Message).
// Public lists carry an ETag and `Cache-Control: no-cache`, so a browser revalidates cheaply.

export const HomeItem = Type.Object({
  id: Type.Integer(),
  img: ImageField,
  header: Type.String(),
  description: Type.String(),
});
export type HomeItem = Static<typeof HomeItem>;

export const AboutItem = Type.Object({
  id: Type.Integer(),
  header: Type.String(),
  slogan: Type.String(),
  description: Type.String(),
  img1: ImageField,
  img2: ImageField,
});
export type AboutItem = Static<typeof AboutItem>;

export const Policy = Type.Object({ id: Type.Integer(), rules: Type.String(), isVisible: Flag });
export type Policy = Static<typeof Policy>;

/** POST /api/content/policies{1,2}: the spec's payload is {id, rules}; id is ignored (the server assigns it). */
export const PolicyCreate = Type.Object({ id: Type.Optional(Type.Unknown()), rules: Text(5000) });
export type PolicyCreate = Static<typeof PolicyCreate>;
export const PolicyUpdate = Type.Object({ rules: Text(5000) });
export type PolicyUpdate = Static<typeof PolicyUpdate>;

export const VisibleBody = Type.Object({ isVisible: Flag });
export type VisibleBody = Static<typeof VisibleBody>;

/** GET /api/content/account-details: the shop's one account, or 404 while none is set up. */
export const BankAccount = Type.Object({
  id: Type.Integer(),
  bank: Type.String(),
  acc_name: Type.String(),
  acc_no: Type.String(),
  bank_logo: ImageField,
});
export type BankAccount = Static<typeof BankAccount>;

/**
 * Multipart text fields of the staff content forms (images are optional file parts). SPEC §5: "admin forms:
 * no required checks", so any field may be empty, and one left out keeps what is saved.
 */
export const HomeUpdateFields = Type.Object({ header: Type.Optional(Text(200)), description: Type.Optional(Text(2000)) });
export type HomeUpdateFields = Static<typeof HomeUpdateFields>;
export const AboutUpdateFields = Type.Object({
  header: Type.Optional(Text(200)),
  slogan: Type.Optional(Text(300)),
  description: Type.Optional(Text(5000)),
});
export type AboutUpdateFields = Static<typeof AboutUpdateFields>;
/** An account number, when given, is still digits (and dashes): a typo there sends customers' money astray. */
export const BankUpdateFields = Type.Object({
  bank: Type.Optional(Text(100)),
  acc_name: Type.Optional(Text(200)),
  acc_no: Type.Optional(Type.Union([Type.Literal(''), Type.String({ pattern: '^[0-9-]{6,20}$' })])),
});
export type BankUpdateFields = Static<typeof BankUpdateFields>;
