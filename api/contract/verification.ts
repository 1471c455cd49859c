import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { EmptyBody, IdParam, Message, PageQuery, Paged, Text } from './common';
import { DecisionStatus, StatusQuery } from './decisions';
import { endpoint } from './endpoint';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** A phone number as typed: digits, with or without dashes, spaces or a leading +. */
export const Phone = Type.String({ pattern: '^[0-9+\\- ]{9,20}$' });

export const VerifyRouteAnswer = Type.Object({
  verificationStatus: Type.Integer(),
  /** Why staff rejected the last request, when they did (shown on /verify). */
  rejectReason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** A verified member's name as the shop's customer record has it (forms prefill it, e.g. a payout's account name). */
  name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type VerifyRouteAnswer = Static<typeof VerifyRouteAnswer>;

/** 13 digits; the checksum is checked by the server (Thai national ID mod-11 rule). */
export const NationalId = Type.String({ pattern: '^[0-9]{13}$' });

/**
 * The lookup that picks the /verify form. isUserIdExisting: the ID already belongs to another member
 * (linked, or their verification request is pending or approved); then customerData is null.
 * isDataExisting: the shop has a customer record with this ID.
 */
export const QueryDataBody = Type.Object({ idCard: NationalId });
export type QueryDataBody = Static<typeof QueryDataBody>;

/** Customer record (docs/product.md "Records and their fields"). Personal fields come back masked: see docs/decisions.md. */
export const CustomerRecord = Type.Object({
  Cus_ID: Type.Integer(),
  Cus_Card: Type.String(),
  Cus_Name: Type.String(),
  Cus_Tel: Type.String(),
  Cus_Address: Type.String(),
  Cus_Email: Type.Union([Type.String(), Type.Null()]),
});
export type CustomerRecord = Static<typeof CustomerRecord>;

export const QueryDataAnswer = Type.Object({
  isDataExisting: Type.Boolean(),
  isUserIdExisting: Type.Boolean(),
  customerData: Type.Union([CustomerRecord, Type.Null()]),
});
export type QueryDataAnswer = Static<typeof QueryDataAnswer>;

/**
 * PDPA consent to keep and use the ID card image, selfie and details for identity verification.
 * Not in the field list (docs/product.md "The calls"), so optional: the member app sends `consent=true` once its consent box is
 * ticked and the time is recorded with the request; a request without the field is taken, recorded with
 * no consent time, and staff get consent before approving. Any other value is a refusal: 400 CONSENT_REQUIRED.
 */
export const Consent = Type.Optional(Type.String({ maxLength: 10 }));

/**
 * Multipart text fields of a new customer's request (idCardImg and personalImg are file parts).
 * NationalID must equal the `idCard` query parameter. Answers 200 `{ message }`; the member's
 * verificationStatus becomes 1. 409 when the ID is in use or the customer already exists (use
 * existing-request), or the member already waits for or has verification; 403 when suspended.
 */
export const VerifyRequestFields = Type.Object({
  NationalID: NationalId,
  fullName: Text(200, 1),
  phoneNumber: Phone,
  // A pattern, not `format: 'email'`: multipart fields are checked by TypeCompiler, which has no formats.
  email: Type.Optional(Type.Union([Type.Literal(''), Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 200 })])),
  address: Text(1000, 1),
  consent: Consent,
});
export type VerifyRequestFields = Static<typeof VerifyRequestFields>;
export const VerifyRequestQuery = Type.Object({ idCard: NationalId });

/** Multipart text fields of an existing customer's request (files idCardImg, personalImg). */
export const ExistingRequestFields = Type.Object({ consent: Consent });
export type ExistingRequestFields = Static<typeof ExistingRequestFields>;
export const ExistingRequestQuery = Type.Object({ Customer_id: Type.Integer({ minimum: 1 }) });

/** Verify alerts (docs/product.md "Messages"): the server's 409 messages use the same words. */
export const VERIFY_ID_IN_USE_MESSAGE = 'เลขบัตรประชาชนถูกใช้งานแล้ว';
export const VERIFY_DATA_EXISTS_MESSAGE = 'ข้อมูลของคุณมีในระบบอยู่แล้ว';
export const VERIFY_DATA_MISSING_MESSAGE = 'ข้อมูลของคุณยังไม่มีในระบบ';

// ---------------------------------------------------------------- the staff side: queue, members, customers
// Private images (ID cards, selfies) come back as short-lived signed URLs.

const Email = Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 200 })]);

export const AdminVerification = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  username: Nullable(Type.String()),
  /** 'existing' when the member claimed an existing customer record, 'new' when they filled the form. */
  kind: Type.Union([Type.Literal('existing'), Type.Literal('new')]),
  customerId: Nullable(Type.Integer()),
  /**
   * Masked (maskNationalId: the last four digits) in lists, for the owner too. Whole only in the detail of a
   * pending request, for whoever decides it (compared with the card's photo), and that view is logged.
   */
  nationalId: Type.String(),
  fullName: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  address: Nullable(Type.String()),
  email: Nullable(Type.String()),
  status: DecisionStatus,
  reason: Nullable(Type.String()),
  userVerificationStatus: Type.Integer(),
  /** When the member gave PDPA consent in the app; null when the request came without it (ask before approving). */
  consentAt: Nullable(Type.String()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  decidedBy: Nullable(Type.String()),
  /** Other members' requests waiting with the same national ID (one of them may not be its owner). */
  sameIdPending: Type.Integer(),
});
export type AdminVerification = Static<typeof AdminVerification>;

export const AdminVerificationDetail = Type.Composite([
  AdminVerification,
  Type.Object({
    /** Signed URLs of the evidence, for whoever decides (owner or staff); each view is logged. */
    idCardImg: Type.String({ description: 'signed URL' }),
    personalImg: Type.String({ description: 'signed URL' }),
    /**
     * The existing customer record the member claimed, for comparison with the photos: its phone whole (the
     * shop calls the customer on the number it already has before approving), its card masked.
     */
    customer: Nullable(
      Type.Object({
        id: Type.Integer(),
        card: Type.String(),
        name: Type.String(),
        tel: Type.String(),
        address: Type.String(),
        email: Nullable(Type.String()),
      }),
    ),
  }),
]);
export type AdminVerificationDetail = Static<typeof AdminVerificationDetail>;

export const VerificationsQuery = Type.Composite([PageQuery, StatusQuery]);
export type VerificationsQuery = Static<typeof VerificationsQuery>;

export const VerifyRejectBody = Type.Object({ reason: Text(500, 1) });
export type VerifyRejectBody = Static<typeof VerifyRejectBody>;

export const AdminMember = Type.Object({
  id: Type.Integer(),
  username: Nullable(Type.String()),
  hasLine: Type.Boolean(),
  /** The LINE display name from the member's last LINE sign-in (our addition). */
  lineName: Nullable(Type.String()),
  verificationStatus: Type.Integer(),
  customerId: Nullable(Type.Integer()),
  customerName: Nullable(Type.String()),
  createdAt: Type.String(),
  /** When the member closed their account (null: open); their kept data is restricted to the owner (names masked for staff). */
  closedAt: Nullable(Type.String()),
});
export type AdminMember = Static<typeof AdminMember>;
export const MembersQuery = Type.Composite([
  PageQuery,
  Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })), verificationStatus: Type.Optional(Type.Integer()) }),
]);
export type MembersQuery = Static<typeof MembersQuery>;

export const AdminCustomer = Type.Object({
  id: Type.Integer(),
  /** Masked (last four digits) for everyone: no decision on the customer file needs the whole number. */
  card: Type.String(),
  name: Type.String(),
  tel: Type.String(),
  address: Type.String(),
  email: Nullable(Type.String()),
  userId: Nullable(Type.Integer()),
  username: Nullable(Type.String()),
  createdAt: Type.String(),
  /** When the customer's member account closed (null: open, or not a member): staff then get it masked, the owner whole. */
  closedAt: Nullable(Type.String()),
});
export type AdminCustomer = Static<typeof AdminCustomer>;
export const CustomersQuery = Type.Composite([PageQuery, Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) })]);
export type CustomersQuery = Static<typeof CustomersQuery>;
export const CustomerUpdateBody = Type.Object({
  name: Text(200, 1),
  tel: Phone,
  address: Text(1000, 1),
  email: Type.Optional(Nullable(Email)),
});
export type CustomerUpdateBody = Static<typeof CustomerUpdateBody>;

const VERIFY_FILES = ['idCardImg', 'personalImg'] as const;

/** Identity verification: the member's side (Verification, docs/product.md "The calls") and the staff's queue, members and customers. */
export const verificationCalls = {
  /** The member's own status; called only when an access token exists. */
  verifyRoute: endpoint({
    summary: "The member's verification status and what to do next.",
    method: 'GET',
    path: '/api/verify/verify-route',
    access: 'member',
    answer: VerifyRouteAnswer,
  }),
  /** Which /verify form applies to a national ID. Rate-limited per member. */
  queryData: endpoint({
    summary: 'Check whether a national ID is an existing customer.',
    method: 'POST',
    path: '/api/verify/query-data',
    access: 'member',
    body: QueryDataBody,
    answer: QueryDataAnswer,
  }),
  /** A new customer's request: the form and both photos. */
  verifyRequest: endpoint({
    summary: 'Ask to be verified as a new customer (ID card and selfie).',
    method: 'POST',
    path: '/api/verify/verify-request',
    access: 'member',
    query: VerifyRequestQuery,
    upload: { fields: VerifyRequestFields, files: VERIFY_FILES },
    answer: Message,
  }),
  /**
   * An existing customer's request: both photos only. Bound to the national ID the member looked up last
   * with query-data (within the hour): another Customer_id is 403 LOOKUP_REQUIRED.
   */
  existingRequest: endpoint({
    summary: 'Ask to be verified as an existing customer.',
    method: 'POST',
    path: '/api/verify/existing-request',
    access: 'member',
    query: ExistingRequestQuery,
    upload: { fields: ExistingRequestFields, files: VERIFY_FILES },
    answer: Message,
  }),

  list: endpoint({
    summary: 'Verification requests, filtered and paged.',
    method: 'GET',
    path: '/api/admin/verifications',
    access: 'staff',
    query: VerificationsQuery,
    answer: Paged(AdminVerification),
  }),
  /** Logs each image view. */
  detail: endpoint({
    summary: 'One verification request with its evidence (the view is logged).',
    method: 'GET',
    path: '/api/admin/verifications/:id',
    access: 'staff',
    params: IdParam,
    answer: AdminVerificationDetail,
  }),
  approve: endpoint({
    summary: 'Approve a verification request.',
    method: 'POST',
    path: '/api/admin/verifications/:id/approve',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: Message,
  }),
  reject: endpoint({
    summary: 'Reject a verification request with a reason.',
    method: 'POST',
    path: '/api/admin/verifications/:id/reject',
    access: 'staff',
    params: IdParam,
    body: VerifyRejectBody,
    answer: Message,
  }),

  members: endpoint({
    summary: 'Members, searched and paged.',
    method: 'GET',
    path: '/api/admin/members',
    access: 'staff',
    query: MembersQuery,
    answer: Paged(AdminMember),
  }),
  suspendMember: endpoint({
    summary: 'Suspend a member: every member call is refused.',
    method: 'POST',
    path: '/api/admin/members/:id/suspend',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: Message,
  }),
  reinstateMember: endpoint({
    summary: 'Lift a suspension.',
    method: 'POST',
    path: '/api/admin/members/:id/reinstate',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: Message,
  }),

  /** By name, phone or national ID (staff: the whole ID or its last four digits; the owner: any part). */
  customers: endpoint({
    summary: 'Shop customers, searched and paged (IDs masked).',
    method: 'GET',
    path: '/api/admin/customers',
    access: 'staff',
    query: CustomersQuery,
    answer: Paged(AdminCustomer),
  }),
  customer: endpoint({
    summary: 'One customer record.',
    method: 'GET',
    path: '/api/admin/customers/:id',
    access: 'staff',
    params: IdParam,
    answer: AdminCustomer,
  }),
  updateCustomer: endpoint({
    summary: 'Correct a customer record.',
    method: 'PUT',
    path: '/api/admin/customers/:id',
    access: 'staff',
    params: IdParam,
    body: CustomerUpdateBody,
    answer: AdminCustomer,
  }),
};
