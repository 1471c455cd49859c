import { Type, type Static } from '@sinclair/typebox';
import { Baht, Flag, IdParam, ImageField, ImagesQuery, Message, Text } from './common';
import { endpoint, type Endpoint } from './endpoint';

// Answers ("not shown" filled in, docs/product.md "The calls"): every staff write answers 200 with the saved record in the
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

/** Adding a policy: the original API's payload is {id, rules}; id is ignored (the server assigns it). */
export const PolicyCreate = Type.Object({ id: Type.Optional(Type.Unknown()), rules: Text(5000) });
export type PolicyCreate = Static<typeof PolicyCreate>;
export const PolicyUpdate = Type.Object({ rules: Text(5000) });
export type PolicyUpdate = Static<typeof PolicyUpdate>;

export const VisibleBody = Type.Object({ isVisible: Flag });
export type VisibleBody = Static<typeof VisibleBody>;

/** The shop's one account (contentCalls.accountDetails), or 404 while none is set up. */
export const BankAccount = Type.Object({
  id: Type.Integer(),
  bank: Type.String(),
  acc_name: Type.String(),
  acc_no: Type.String(),
  bank_logo: ImageField,
});
export type BankAccount = Static<typeof BankAccount>;

/**
 * Multipart text fields of the staff content forms (images are optional file parts). docs/product.md "Input rules": "admin forms:
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

/**
 * Our addition, shown beside the amount fields and set on the console's terms pages: the smallest
 * savings type 1 deposit and type 2 instalment the shop takes, in baht (the server refuses less).
 */
export const MoneyRules = Type.Object({
  minDeposit: Baht,
  minInstalment: Baht,
  /**
   * The gold account's (docs/decisions.md "Gold account: the owner's limits"): the smallest gold deposit, the
   * most one member may deposit in a day and the most grams one member may hold (null: no limit), and how many
   * minutes a sell-back quote holds.
   */
  goldMinDeposit: Baht,
  goldDailyLimit: Type.Union([Baht, Type.Null()]),
  goldMaxGrams: Type.Union([Type.String(), Type.Null()]),
  goldQuoteMinutes: Type.Integer(),
});
export type MoneyRules = Static<typeof MoneyRules>;
const Minimum = Type.Number({ minimum: 1, maximum: 1_000_000 });
// All optional, so a body that names none is a client mistake: refused, not an empty save.
export const MoneyRulesBody = Type.Object(
  {
    minDeposit: Type.Optional(Minimum),
    minInstalment: Type.Optional(Minimum),
    goldMinDeposit: Type.Optional(Minimum),
    goldDailyLimit: Type.Optional(Type.Union([Type.Number({ minimum: 1, maximum: 100_000_000 }), Type.Null()])),
    goldMaxGrams: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9]{1,7}(?:\\.[0-9]{1,4})?$' }), Type.Null()])),
    goldQuoteMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type MoneyRulesBody = Static<typeof MoneyRulesBody>;

/** A link the member app opens: https only (no javascript: or http: to the shop's customers), or '' for none. */
const Link = Type.Union([Type.Literal(''), Type.String({ maxLength: 300, pattern: '^https://[^\\s<>"\']+$' })]);
export const ShopBranch = Type.Object(
  {
    name: Text(60, 1),
    /** As people write it: digits with spaces or dashes ("075-299-101"); the app dials the digits. */
    phone: Type.String({ maxLength: 30, pattern: '^ *(?:[0+][0-9 -]{5,19})? *$' }),
    address: Text(300),
    mapUrl: Link,
  },
  { additionalProperties: false },
);
export type ShopBranch = Static<typeof ShopBranch>;
/**
 * What the owner writes about the shop (docs/product.md "Console: shop profile"): its
 * name and links, edited on the console's "ข้อมูลร้าน". Its branches are rows of their own (branches.ts).
 */
export const ShopProfileBody = Type.Object(
  {
    name: Text(100, 1),
    /**
     * The company or person that runs the shop, as the privacy policy and terms name it (/privacy, /terms);
     * optional, so a client that does not know it still saves the rest. Unset: the pages name the shop.
     */
    company: Type.Optional(Text(200)),
    facebook: Link,
    tiktok: Link,
    lineOa: Link,
  },
  { additionalProperties: false },
);
export type ShopProfileBody = Static<typeof ShopProfileBody>;
/**
 * The shop's own details as the member app's header, footer, about page and contact button show them: the
 * owner's profile, and each open branch's name, phone, address and map link (from the branches, in their
 * order). Nothing shop-specific is compiled into the apps.
 */
export const ShopProfile = Type.Object(
  {
    name: Text(100, 1),
    /** The operator's legal name ('' until the owner enters it). */
    company: Text(200),
    branches: Type.Array(ShopBranch),
    facebook: Link,
    tiktok: Link,
    lineOa: Link,
  },
  { additionalProperties: false },
);
export type ShopProfile = Static<typeof ShopProfile>;

/** Home, about, savings terms, the bank account and the service switches: public reads, staff writes. */
export const contentCalls = {
  getHome: endpoint({
    summary: "The home page's records (hero and sections).",
    method: 'GET',
    path: '/api/content/get-home',
    access: 'public',
    query: ImagesQuery,
    answer: Type.Array(HomeItem),
  }),
  updateHome: endpoint({
    summary: 'Edit a home page record and its picture.',
    method: 'PUT',
    path: '/api/content/update-home/:id',
    access: 'staff',
    params: IdParam,
    upload: { fields: HomeUpdateFields, files: ['img'] },
    answer: HomeItem,
  }),
  getAbout: endpoint({
    summary: "The about page's records.",
    method: 'GET',
    path: '/api/content/get-about',
    access: 'public',
    query: ImagesQuery,
    answer: Type.Array(AboutItem),
  }),
  updateAbout: endpoint({
    summary: 'Edit an about page record and its pictures.',
    method: 'PUT',
    path: '/api/content/update-about/:id',
    access: 'staff',
    params: IdParam,
    upload: { fields: AboutUpdateFields, files: ['img1', 'img2'] },
    answer: AboutItem,
  }),
  accountDetails: endpoint({
    summary: 'The bank account members transfer to.',
    method: 'GET',
    path: '/api/content/account-details',
    access: 'public',
    query: ImagesQuery,
    answer: BankAccount,
  }),
  // Where members send money: the owner's decision, and every change is an owner alert.
  updateAccountDetails: endpoint({
    summary: 'Change the bank account members transfer to (owner; alerts the owner).',
    method: 'PUT',
    path: '/api/content/account-details/:id',
    access: 'owner',
    params: IdParam,
    upload: { fields: BankUpdateFields, files: ['bank_logo'] },
    answer: BankAccount,
  }),

  // The savings terms of each savings type (policies1 / policies2, docs/product.md "The calls"). The list is public: visitors
  // and members get the visible rules, a staff session gets every rule from the same GET.
  policies1: endpoint({
    summary: 'Savings type 1 terms (visible ones; every one for staff).',
    method: 'GET',
    path: '/api/content/policies1',
    access: 'public',
    query: ImagesQuery,
    answer: Type.Array(Policy),
  }),
  addPolicy1: endpoint({
    summary: 'Add a savings type 1 term.',
    method: 'POST',
    path: '/api/content/policies1',
    access: 'staff',
    body: PolicyCreate,
    answer: Policy,
  }),
  updatePolicy1: endpoint({
    summary: 'Edit a savings type 1 term.',
    method: 'PUT',
    path: '/api/content/policies1/:id',
    access: 'staff',
    params: IdParam,
    body: PolicyUpdate,
    answer: Policy,
  }),
  deletePolicy1: endpoint({
    summary: 'Delete a savings type 1 term.',
    method: 'DELETE',
    path: '/api/content/policies1/:id',
    access: 'staff',
    params: IdParam,
    answer: Message,
  }),
  setPolicy1Visible: endpoint({
    summary: 'Show or hide a savings type 1 term.',
    method: 'PUT',
    path: '/api/content/update-policy1-visible/:id',
    access: 'staff',
    params: IdParam,
    body: VisibleBody,
    answer: Policy,
  }),
  policies2: endpoint({
    summary: 'Savings type 2 terms (visible ones; every one for staff).',
    method: 'GET',
    path: '/api/content/policies2',
    access: 'public',
    query: ImagesQuery,
    answer: Type.Array(Policy),
  }),
  addPolicy2: endpoint({
    summary: 'Add a savings type 2 term.',
    method: 'POST',
    path: '/api/content/policies2',
    access: 'staff',
    body: PolicyCreate,
    answer: Policy,
  }),
  updatePolicy2: endpoint({
    summary: 'Edit a savings type 2 term.',
    method: 'PUT',
    path: '/api/content/policies2/:id',
    access: 'staff',
    params: IdParam,
    body: PolicyUpdate,
    answer: Policy,
  }),
  deletePolicy2: endpoint({
    summary: 'Delete a savings type 2 term.',
    method: 'DELETE',
    path: '/api/content/policies2/:id',
    access: 'staff',
    params: IdParam,
    answer: Message,
  }),
  setPolicy2Visible: endpoint({
    summary: 'Show or hide a savings type 2 term.',
    method: 'PUT',
    path: '/api/content/update-policy2-visible/:id',
    access: 'staff',
    params: IdParam,
    body: VisibleBody,
    answer: Policy,
  }),

  shopProfile: endpoint({
    summary: "The shop's name, branches and links.",
    method: 'GET',
    path: '/api/content/shop-profile',
    access: 'public',
    answer: ShopProfile,
  }),
  setShopProfile: endpoint({
    summary: "Change the shop's name and links (owner); its branches are edited as branches.",
    method: 'PUT',
    path: '/api/content/shop-profile',
    access: 'owner',
    body: ShopProfileBody,
    answer: ShopProfile,
  }),
  moneyRules: endpoint({
    summary: 'The smallest deposit and instalment.',
    method: 'GET',
    path: '/api/content/money-rules',
    access: 'public',
    answer: MoneyRules,
  }),
  // The smallest deposit and instalment: a rule that moves money, the owner's.
  setMoneyRules: endpoint({
    summary: 'Change the smallest deposit and instalment (owner).',
    method: 'PUT',
    path: '/api/content/money-rules',
    access: 'owner',
    body: MoneyRulesBody,
    answer: MoneyRules,
  }),

  // The service switches: read as a bare 0 or 1 (a switch never set reads 0), switched with {isVisible},
  // which the switch answers back.
  sav1Visible: endpoint({
    summary: 'Whether savings type 1 is offered (0 or 1).',
    method: 'GET',
    path: '/api/content/sav1-visible',
    access: 'public',
    answer: Flag,
  }),
  setSav1Visible: endpoint({
    summary: 'Offer or withdraw savings type 1.',
    method: 'PUT',
    path: '/api/content/sav1-visible',
    access: 'staff',
    body: VisibleBody,
    answer: VisibleBody,
  }),
  sav2Visible: endpoint({
    summary: 'Whether savings type 2 is offered (0 or 1).',
    method: 'GET',
    path: '/api/content/sav2-visible',
    access: 'public',
    answer: Flag,
  }),
  setSav2Visible: endpoint({
    summary: 'Offer or withdraw savings type 2.',
    method: 'PUT',
    path: '/api/content/sav2-visible',
    access: 'staff',
    body: VisibleBody,
    answer: VisibleBody,
  }),
  goldVisible: endpoint({
    summary: 'Whether the gold account (savings kept in grams) is offered (0 or 1).',
    method: 'GET',
    path: '/api/content/gold-visible',
    access: 'public',
    answer: Flag,
  }),
  setGoldVisible: endpoint({
    summary: 'Offer or withdraw the gold account.',
    method: 'PUT',
    path: '/api/content/gold-visible',
    access: 'staff',
    body: VisibleBody,
    answer: VisibleBody,
  }),
  productWithdraw: endpoint({
    summary: 'Whether goods withdrawals are open (0 or 1).',
    method: 'GET',
    path: '/api/content/productWithdraw',
    access: 'public',
    answer: Flag,
  }),
  setProductWithdraw: endpoint({
    summary: 'Open or close goods withdrawals.',
    method: 'PUT',
    path: '/api/content/productWithdraw-visible',
    access: 'staff',
    body: VisibleBody,
    answer: VisibleBody,
  }),
  cashWithdraw: endpoint({
    summary: 'Whether cash withdrawals are open (0 or 1).',
    method: 'GET',
    path: '/api/content/cashWithdraw',
    access: 'public',
    answer: Flag,
  }),
  setCashWithdraw: endpoint({
    summary: 'Open or close cash withdrawals.',
    method: 'PUT',
    path: '/api/content/cashWithdraw-visible',
    access: 'staff',
    body: VisibleBody,
    answer: VisibleBody,
  }),
};

/**
 * One of several calls alike but for their path (the two policy lists, the four switches), typed as one:
 * code that works on any of them takes this instead of a union of the declarations.
 */
type AnyOf<E extends Endpoint> = { [K in keyof E]: K extends 'path' | 'summary' ? string : E[K] };

/** A switch's read call (the member app's closed notices, the console's switches). */
export type FlagReadCall = AnyOf<typeof contentCalls.sav1Visible>;
/** A switch's write call (the admin console's switches). */
export type FlagWriteCall = AnyOf<typeof contentCalls.setSav1Visible>;

type PolicyCalls = {
  list: AnyOf<typeof contentCalls.policies1>;
  add: AnyOf<typeof contentCalls.addPolicy1>;
  update: AnyOf<typeof contentCalls.updatePolicy1>;
  remove: AnyOf<typeof contentCalls.deletePolicy1>;
  setVisible: AnyOf<typeof contentCalls.setPolicy1Visible>;
};
/** The policy calls by savings type, for code that works on either list. */
export const POLICY_CALLS: Record<1 | 2, PolicyCalls> = {
  1: {
    list: contentCalls.policies1,
    add: contentCalls.addPolicy1,
    update: contentCalls.updatePolicy1,
    remove: contentCalls.deletePolicy1,
    setVisible: contentCalls.setPolicy1Visible,
  },
  2: {
    list: contentCalls.policies2,
    add: contentCalls.addPolicy2,
    update: contentCalls.updatePolicy2,
    remove: contentCalls.deletePolicy2,
    setVisible: contentCalls.setPolicy2Visible,
  },
};
