import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { downStatuses } from '@goldshop/db/enums';
import {
  AmountText,
  Baht,
  BranchFilter,
  BahtInput,
  DateText,
  EmptyBody,
  IdParam,
  ImageField,
  ImagesQuery,
  Message,
  PageQuery,
  Paged,
  Text,
} from './common';
import { endpoint } from './endpoint';
import { AmlFlag } from './aml';
import { CreatedAnswer, PaymentHeaders, SlipMatch } from './saving';
import { DecisionStatus, RejectBody } from './decisions';
import { SlipFilter, SlipReading } from './payments';

// Savings type 2 (ดาวน์ทอง): the member asks, pays instalments and asks to close (docs/product.md "The calls"), and the staff
// side (/api/admin/down/*, ours). Member answers carry the Thai texts (docs/product.md "Formatting: Thai text") (DOWN_STATUS_TEXT,
// REQUEST_STATUS_TEXT); staff answers the stored codes.

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** The next instalment of a contract in force (docs/decisions.md "Type 2": monthly, evenly spread). */
export const NextInstalment = Type.Object({ dueDate: Type.String(), amount: Baht, daysOverdue: Type.Integer() });
export type NextInstalment = Static<typeof NextInstalment>;

export const DownRequest = Type.Object({
  down_id: Type.Integer(),
  DateColumn: Type.String({ description: 'ISO 8601 time of the request' }),
  /** DOWN_STATUS_TEXT: 'รออนุมัติ' shows in the warning style, the rest in the success style. */
  Status: Type.String(),
  /** The stored code behind Status (ours), which the app decides by. */
  statusCode: Type.Union(downStatuses.map((s) => Type.Literal(s))),
  Prod_type: Type.Union([Type.String(), Type.Null()]),
  ApprovedAmount: Type.Union([Baht, Type.Null()]),
  StartDate: Type.Union([Type.String(), Type.Null()]),
  EndDate: Type.Union([Type.String(), Type.Null()]),
  // Our additions, for the contract's summary card.
  /** What the member asked for: the product (code and weight) and/or their words; null when they said nothing. */
  Asked: Nullable(Type.String()),
  /** Approved instalments. */
  Paid: Baht,
  /** Instalments sent and still waiting for the shop. */
  PendingPaid: Baht,
  /** Agreed amount less approved instalments; null before approval. */
  Remaining: Nullable(Baht),
  /** Only while the contract is in force and not fully covered. */
  NextInstalment: Nullable(NextInstalment),
  /** The shop's note on its decision: the reason, when it did not approve. */
  Note: Nullable(Type.String()),
  /** The branch that keeps the contract: the member pays its instalments to that branch's receiver. */
  branch_id: Type.Integer(),
  branch: Type.String(),
});
export type DownRequest = Static<typeof DownRequest>;

export const GetReqAnswer = Type.Object({ data: Type.Array(DownRequest) });
export type GetReqAnswer = Static<typeof GetReqAnswer>;

/** One instalment the member sent: status is REQUEST_STATUS_TEXT of the staff decision; proof is their slip. */
export const DownPaymentRow = Type.Object({
  id: Type.Integer(),
  transfer_time: Type.String(),
  amount: Baht,
  status: Type.String(),
  /** The stored code behind status (ours), which the app decides by. */
  statusCode: DecisionStatus,
  note: Type.Union([Type.String(), Type.Null()]),
  proof: ImageField,
});
export type DownPaymentRow = Static<typeof DownPaymentRow>;
/** The payments of one of the member's own requests, newest first. */
export const DownDetailAnswer = Type.Array(DownPaymentRow);
export type DownDetailAnswer = Static<typeof DownDetailAnswer>;

/**
 * The request (docs/product.md "The calls": an empty object). Our additions: which product the member wants, as the id of a
 * product of the shop and/or a description, and the branch to keep the contract at (open to new contracts; left
 * out: the member's home branch, else the first open branch); all optional, so `{}` stays a valid request.
 */
export const DownAskBody = Type.Union([
  Type.Null(),
  Type.Object(
    {
      productId: Type.Optional(Type.Integer({ minimum: 1 })),
      note: Type.Optional(Text(300)),
      branch_id: Type.Optional(Type.Integer({ minimum: 1 })),
    },
    { additionalProperties: false },
  ),
]);
export type DownAskBody = Static<typeof DownAskBody>;

export const DownIdParam = Type.Object({ downId: Type.Integer({ minimum: 1 }) });
export type DownIdParam = Static<typeof DownIdParam>;
const DownIdText = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });
/** With the file `proof` (the transfer slip); header Idempotency-Key as for savings deposits. */
export const SubmitPaymentFields = Type.Object({ downId: DownIdText, amount: AmountText });
export type SubmitPaymentFields = Static<typeof SubmitPaymentFields>;
/** With the files idCardImage and idCardImageBack; the request must be approved. */
export const DoneRequestFields = Type.Object({ downId: DownIdText });
export type DoneRequestFields = Static<typeof DoneRequestFields>;

// ---------------------------------------------------------------- staff side

export const DownStatus = Type.Union(downStatuses.map((s) => Type.Literal(s)));
export type DownStatus = Static<typeof DownStatus>;
export const DownRequestsQuery = Type.Composite([PageQuery, BranchFilter, Type.Object({ status: Type.Optional(DownStatus) })]);
export type DownRequestsQuery = Static<typeof DownRequestsQuery>;
export const AdminDownRequest = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  /** The branch that keeps it. */
  branchId: Type.Integer(),
  username: Nullable(Type.String()),
  customerName: Nullable(Type.String()),
  Status: DownStatus,
  Prod_type: Nullable(Type.String()),
  ApprovedAmount: Nullable(Baht),
  StartDate: Nullable(Type.String()),
  EndDate: Nullable(Type.String()),
  note: Nullable(Type.String()),
  /** What the member asked for (our addition): a product of the shop, now priced, and/or their words. */
  askedProduct: Nullable(
    Type.Object({ id: Type.Integer(), code: Type.String(), weight: Type.Number(), unit: Type.String(), price: Nullable(Type.Integer()) }),
  ),
  askedNote: Nullable(Type.String()),
  /** Sum of approved payments. */
  paid: Baht,
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
});
export type AdminDownRequest = Static<typeof AdminDownRequest>;
export const DownApproveBody = Type.Object({
  Prod_type: Text(200, 1),
  ApprovedAmount: BahtInput,
  StartDate: DateText,
  EndDate: DateText,
});
export type DownApproveBody = Static<typeof DownApproveBody>;

export const DownPaymentsQuery = Type.Composite([
  PageQuery,
  BranchFilter,
  Type.Object({ status: Type.Optional(DecisionStatus), downId: Type.Optional(Type.Integer({ minimum: 1 })) }),
  SlipFilter,
]);
export type DownPaymentsQuery = Static<typeof DownPaymentsQuery>;
export const AdminDownPayment = Type.Object({
  id: Type.Integer(),
  downId: Type.Integer(),
  userId: Type.Integer(),
  username: Nullable(Type.String()),
  amount: Baht,
  status: DecisionStatus,
  note: Nullable(Type.String()),
  proof: ImageField,
  /** An earlier deposit or instalment sent with the same slip. */
  slipMatch: Nullable(SlipMatch),
  /** What the server read on the slip (null for instalments from before slips were read). */
  slipRead: Nullable(SlipReading),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  /** Staff-only money-laundering flags (contract/aml.ts); never in a member's answer. */
  amlFlags: Type.Array(AmlFlag),
});
export type AdminDownPayment = Static<typeof AdminDownPayment>;

export const DownClosesQuery = Type.Composite([PageQuery, BranchFilter, Type.Object({ status: Type.Optional(DecisionStatus) })]);
export type DownClosesQuery = Static<typeof DownClosesQuery>;
export const AdminDownClose = Type.Object({
  id: Type.Integer(),
  downId: Type.Integer(),
  userId: Type.Integer(),
  username: Nullable(Type.String()),
  downStatus: DownStatus,
  status: DecisionStatus,
  note: Nullable(Type.String()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
});
export type AdminDownClose = Static<typeof AdminDownClose>;
export const AdminDownCloseDetail = Type.Composite([
  AdminDownClose,
  Type.Object({ idCardImage: Type.String({ description: 'signed URL' }), idCardImageBack: Type.String({ description: 'signed URL' }) }),
]);
export type AdminDownCloseDetail = Static<typeof AdminDownCloseDetail>;

/**
 * Savings type 2: verified members see only their own requests; staff approve requests (with the product,
 * amount and period), instalments, and close requests (complete → closed, reject → back to approved).
 */
export const downCalls = {
  /** The original API's payload is an empty object; a second open request is a 409. */
  ask: endpoint({
    summary: 'Ask for a savings type 2 (gold down-payment) contract.',
    method: 'POST',
    path: '/api/down/down-request',
    access: 'verified',
    body: DownAskBody,
    answer: CreatedAnswer,
  }),
  /** Every request of the member, newest first. */
  requests: endpoint({
    summary: "The member's savings type 2 requests and contracts.",
    method: 'GET',
    path: '/api/down/get-req',
    access: 'verified',
    answer: GetReqAnswer,
  }),
  detail: endpoint({
    summary: 'One savings type 2 contract of the member, with its instalments.',
    method: 'GET',
    path: '/api/down/detail/:downId',
    access: 'verified',
    params: DownIdParam,
    query: ImagesQuery,
    answer: DownDetailAnswer,
  }),
  pay: endpoint({
    summary: 'Pay an instalment with a transfer slip.',
    method: 'POST',
    path: '/api/down/submit-payment',
    access: 'verified',
    upload: { fields: SubmitPaymentFields, files: ['proof'] },
    headers: PaymentHeaders,
    answer: CreatedAnswer,
  }),
  /** 'ขอจบสัญญา' with both sides of the ID card. */
  askClose: endpoint({
    summary: 'Ask to close a fully paid savings type 2 contract (ID card photos).',
    method: 'POST',
    path: '/api/down/done-request',
    access: 'verified',
    upload: { fields: DoneRequestFields, files: ['idCardImage', 'idCardImageBack'] },
    answer: CreatedAnswer,
  }),

  staffRequests: endpoint({
    summary: 'Savings type 2 requests, filtered by status.',
    method: 'GET',
    path: '/api/admin/down/requests',
    access: 'staff',
    query: DownRequestsQuery,
    answer: Paged(AdminDownRequest),
  }),
  approveRequest: endpoint({
    summary: 'Approve a savings type 2 request with its agreed terms.',
    method: 'POST',
    path: '/api/admin/down/requests/:id/approve',
    access: 'staff',
    params: IdParam,
    body: DownApproveBody,
    answer: Message,
  }),
  rejectRequest: endpoint({
    summary: 'Reject a savings type 2 request with a reason.',
    method: 'POST',
    path: '/api/admin/down/requests/:id/reject',
    access: 'staff',
    params: IdParam,
    body: RejectBody,
    answer: Message,
  }),
  staffPayments: endpoint({
    summary: 'Savings type 2 instalments, filtered by status.',
    method: 'GET',
    path: '/api/admin/down/payments',
    access: 'staff',
    query: DownPaymentsQuery,
    answer: Paged(AdminDownPayment),
  }),
  approvePayment: endpoint({
    summary: 'Approve an instalment.',
    method: 'POST',
    path: '/api/admin/down/payments/:id/approve',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: Message,
  }),
  rejectPayment: endpoint({
    summary: 'Reject an instalment with a reason.',
    method: 'POST',
    path: '/api/admin/down/payments/:id/reject',
    access: 'staff',
    params: IdParam,
    body: RejectBody,
    answer: Message,
  }),
  closes: endpoint({
    summary: 'Requests to close savings type 2 contracts.',
    method: 'GET',
    path: '/api/admin/down/closes',
    access: 'staff',
    query: DownClosesQuery,
    answer: Paged(AdminDownClose),
  }),
  /** Logs the view of both ID card images (PDPA) before the signed URLs go out. */
  close: endpoint({
    summary: 'One close request with its evidence.',
    method: 'GET',
    path: '/api/admin/down/closes/:id',
    access: 'staff',
    params: IdParam,
    answer: AdminDownCloseDetail,
  }),
  completeClose: endpoint({
    summary: 'Complete a close: the member has received the gold.',
    method: 'POST',
    path: '/api/admin/down/closes/:id/complete',
    access: 'staff',
    params: IdParam,
    body: EmptyBody,
    answer: Message,
  }),
  rejectClose: endpoint({
    summary: 'Reject a close request with a reason.',
    method: 'POST',
    path: '/api/admin/down/closes/:id/reject',
    access: 'staff',
    params: IdParam,
    body: RejectBody,
    answer: Message,
  }),
};
