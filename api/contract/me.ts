import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody, Message } from './common';
import { endpoint } from './endpoint';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** The optional consents a member switches on /account (docs/operations.md "Personal data"). */
export const OPTIONAL_CONSENTS = ['line_promotions'] as const;
export type OptionalConsent = (typeof OPTIONAL_CONSENTS)[number];

/**
 * One consent as the member sees it: the verification consent (given with the request, not switchable here:
 * withdrawing it is closing the account) and each optional one with the time of its last change.
 */
export const AccountConsent = Type.Object({
  kind: Type.Union([Type.Literal('verification'), ...OPTIONAL_CONSENTS.map((k) => Type.Literal(k))]),
  optional: Type.Boolean(),
  given: Type.Boolean(),
  /** When it was given or last changed; null when never. */
  at: Nullable(Type.String()),
});
export type AccountConsent = Static<typeof AccountConsent>;

/** One view of the member's ID card, selfie or whole national ID by someone at the shop. */
export const IdView = Type.Object({
  at: Type.String(),
  /** Who at the shop: the staff member's display name (their username until the owner sets one). */
  by: Type.String(),
  /** What was shown: the ID card photo, the selfie, the whole national ID, another private image. */
  what: Type.Union([Type.Literal('id_card'), Type.Literal('selfie'), Type.Literal('national_id'), Type.Literal('other')]),
  /** What the view served: a verification request, a withdrawal, closing a type 2 contract. */
  entity: Nullable(Type.String()),
});
export type IdView = Static<typeof IdView>;

/**
 * What keeps an account from closing now (docs/product.md "Member app: my account (/account)"), each with the one
 * sentence the member reads, on /account before anything is asked and in the refusal (409 MONEY_OWED).
 */
export const CLOSE_BLOCKER_TEXT = {
  saving_balance: 'ยังมียอดเงินออมทองประเภทที่ 1 คงเหลือ กรุณาถอนให้หมดก่อน',
  saving_pending: 'มีรายการฝากหรือถอนออมทองที่รอร้านตรวจสอบ',
  withdrawal_owed: 'มีรายการถอนที่ร้านยังส่งมอบทองหรือโอนเงินให้ไม่เสร็จ',
  down_open: 'มีคำขอหรือสัญญาออมทองประเภทที่ 2 ที่ยังไม่ปิด',
  down_pending: 'มีรายการออมทองประเภทที่ 2 ที่รอร้านตรวจสอบ',
  pawn_open: 'มีสัญญาขายฝากที่ยังไม่ไถ่ถอนหรือสิ้นสุด',
  gold_balance: 'ยังมีทองในบัญชีออมทองเป็นน้ำหนัก กรุณาถอนทองหรือขายคืนให้หมดก่อน',
  gold_pending: 'มีรายการออมทองเป็นน้ำหนักที่รอร้านตรวจสอบ',
} as const;
export type CloseBlocker = keyof typeof CLOSE_BLOCKER_TEXT;
const CloseBlockerCode = Type.Union((Object.keys(CLOSE_BLOCKER_TEXT) as CloseBlocker[]).map((k) => Type.Literal(k)));

/**
 * Closing, as it stands: what blocks it now (empty: it may close), and what the law would make the shop keep
 * until the purge date: the identity evidence (a verification was ever sent) and the money records (any
 * savings, type 2 or pawn record). A member who has neither is told neither.
 */
export const AccountClosing = Type.Object({
  blockers: Type.Array(CloseBlockerCode),
  keeps: Type.Object({ identity: Type.Boolean(), records: Type.Boolean() }),
});
export type AccountClosing = Static<typeof AccountClosing>;

/** What the shop holds about the member, as /account shows it. The national ID is masked. */
export const AccountAnswer = Type.Object({
  username: Nullable(Type.String()),
  verificationStatus: Type.Integer(),
  createdAt: Type.String(),
  /** The customer record as staff verified it; null before verification. */
  profile: Type.Union([
    Type.Object({
      name: Type.String(),
      phone: Type.String(),
      address: Type.String(),
      email: Nullable(Type.String()),
      nationalId: Type.String(),
    }),
    Type.Null(),
  ]),
  /**
   * `remindersInAppOnly`: this month the shop's LINE messages are past the owner's threshold for reminders, which
   * reach the member in the app's messages only (docs/decisions.md "The LINE message budget").
   */
  line: Type.Object({ linked: Type.Boolean(), name: Nullable(Type.String()), remindersInAppOnly: Type.Boolean() }),
  hasPassword: Type.Boolean(),
  consents: Type.Array(AccountConsent),
  idViews: Type.Array(IdView),
  closing: AccountClosing,
});
export type AccountAnswer = Static<typeof AccountAnswer>;

export const ConsentBody = Type.Object({
  kind: Type.Union(OPTIONAL_CONSENTS.map((k) => Type.Literal(k))),
  given: Type.Boolean(),
});
export type ConsentBody = Static<typeof ConsentBody>;

/**
 * Closing the account: the member proves it is them again (their password, or a fresh LINE ID token as
 * LINE log-in sends it) and confirms. Refused (409 MONEY_OWED, nothing changes) while money is owed either way.
 */
export const CloseAccountBody = Type.Object({
  confirm: Type.Literal(true),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  userId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  idToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
});
export type CloseAccountBody = Static<typeof CloseAccountBody>;

/** What closing keeps, and until when (a Bangkok date, 5 years on): shown in the confirmation and answered on close. */
export const CloseAccountAnswer = Type.Object({ message: Type.String(), purgeAfter: Type.String() });
export type CloseAccountAnswer = Static<typeof CloseAccountAnswer>;

/** The months ('2026-10') in which the member's money moved, newest first: each has a statement. */
export const StatementsAnswer = Type.Object({ months: Type.Array(Type.String()) });
export type StatementsAnswer = Static<typeof StatementsAnswer>;
export const StatementParams = Type.Object({ month: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' }) });
/**
 * A month with more movements than one PDF holds (STATEMENT_TOO_LARGE): why, in Thai, how many, and the
 * same month as CSV (`statementCsv`), which has no such limit.
 */
export const StatementTooLarge = Type.Object({
  message: Type.String(),
  code: Type.String(),
  rows: Type.Integer(),
  maxRows: Type.Integer(),
  csv: Type.String(),
});
/** saving: an approved savings type 1 deposit or withdrawal; down: an approved instalment; pawn: a pawn payment. */
export const ReceiptParams = Type.Object({
  kind: Type.Union([Type.Literal('saving'), Type.Literal('down'), Type.Literal('pawn')]),
  id: Type.Integer({ minimum: 1 }),
});

/**
 * A receipt as the member reads it on screen (docs/product.md "Member app: receipts (/receipt/:kind/:id)"): the
 * same lines as its PDF. `ref` is the one reference format (contract/references.ts); `date` a Bangkok day.
 */
export const ReceiptView = Type.Object({
  ref: Type.String(),
  /** 'ใบเสร็จรับเงิน', or 'หลักฐานการถอน' for a withdrawal. */
  title: Type.String(),
  what: Type.String(),
  detail: Nullable(Type.String()),
  date: Type.String(),
  /** Baht, always positive (a withdrawal's too). */
  amount: Type.Number(),
  /** The shop's name, as on the PDF. */
  shop: Type.String(),
  /** The member it was issued to, and their member number. */
  member: Type.String(),
  memberNumber: Type.String(),
});
export type ReceiptView = Static<typeof ReceiptView>;

/** The in-app inbox: every message the shop sent the member, newest first (the last 50), and how many are unread. */
export const InboxAnswer = Type.Object({
  unread: Type.Integer(),
  messages: Type.Array(
    Type.Object({ id: Type.Integer(), text: Type.String(), path: Type.String(), createdAt: Type.String(), read: Type.Boolean() }),
  ),
});
export type InboxAnswer = Static<typeof InboxAnswer>;

/** How many of the member's messages are unread: the header's badge asks this, not for the whole inbox. */
export const UnreadAnswer = Type.Object({ unread: Type.Integer() });
export type UnreadAnswer = Static<typeof UnreadAnswer>;

/** The member's own account and data (PDPA: see, copy, withdraw consent, close). Every call reads only the caller's rows. */
export const meCalls = {
  account: endpoint({
    summary: 'What the shop holds about the member: profile (ID masked), LINE, consents, who viewed their ID.',
    method: 'GET',
    path: '/api/me/account',
    access: 'member',
    answer: AccountAnswer,
  }),
  setConsent: endpoint({
    summary: 'Give or withdraw an optional consent.',
    method: 'PUT',
    path: '/api/me/consents',
    access: 'member',
    body: ConsentBody,
    answer: Message,
  }),
  /**
   * One JSON file of everything held about the member (docs/operations.md "Personal data"), private images
   * as signed links valid for the download. Sent as a file (no answer schema: the route writes its own
   * bytes); a few a day per member (429 beyond).
   */
  exportData: endpoint({
    summary: 'Everything held about the member, as one JSON file.',
    method: 'GET',
    path: '/api/me/export',
    access: 'member',
  }),
  inbox: endpoint({
    summary: "The member's messages from the shop.",
    method: 'GET',
    path: '/api/me/messages',
    access: 'member',
    answer: InboxAnswer,
  }),
  unread: endpoint({
    summary: "How many of the member's messages are unread (the header badge).",
    method: 'GET',
    path: '/api/me/messages/unread',
    access: 'member',
    answer: UnreadAnswer,
  }),
  /** Marks every message of the member's read (they opened the inbox). */
  readInbox: endpoint({
    summary: "Mark the member's messages read.",
    method: 'POST',
    path: '/api/me/messages/read',
    access: 'member',
    body: EmptyBody,
    answer: Message,
  }),
  statements: endpoint({
    summary: 'Months with activity, for statements.',
    method: 'GET',
    path: '/api/me/statements',
    access: 'member',
    answer: StatementsAnswer,
  }),
  /**
   * A month's statement as a PDF in Thai (the route writes its own bytes); 404 for a month outside the member's
   * history; 422 STATEMENT_TOO_LARGE past STATEMENT_PDF_MAX_ROWS movements, pointing at the CSV; 503
   * PDF_UNAVAILABLE (Chromium missing or failing, the temporary disk full) or PDF_BUSY (Retry-After).
   */
  statement: endpoint({
    summary: "A month's statement as a PDF in Thai.",
    method: 'GET',
    path: '/api/me/statements/:month.pdf',
    access: 'member',
    params: StatementParams,
    errors: { 422: StatementTooLarge, 503: Message },
  }),
  /** The same month as CSV (UTF-8 with a BOM, for a spreadsheet), whatever its size; 404 as the PDF. */
  statementCsv: endpoint({
    summary: "A month's statement as CSV, for a spreadsheet.",
    method: 'GET',
    path: '/api/me/statements/:month.csv',
    access: 'member',
    params: StatementParams,
  }),
  /** The receipt of one approved transaction of the member's, as a PDF; anything else (another member's too) is 404. */
  receipt: endpoint({
    summary: 'A receipt for an approved transaction, as a PDF.',
    method: 'GET',
    path: '/api/me/receipts/:kind/:id.pdf',
    access: 'member',
    params: ReceiptParams,
    errors: { 503: Message },
  }),
  /** The same receipt to read on screen; the PDF is the copy to keep. */
  receiptView: endpoint({
    summary: 'A receipt for an approved transaction, to read on screen.',
    method: 'GET',
    path: '/api/me/receipts/:kind/:id',
    access: 'member',
    params: ReceiptParams,
    answer: ReceiptView,
  }),
  close: endpoint({
    summary: 'Close the account (re-authenticated; refused while money is owed).',
    method: 'POST',
    path: '/api/me/close',
    access: 'member',
    body: CloseAccountBody,
    answer: CloseAccountAnswer,
    errors: { 503: Message },
  }),
};
