import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DateText, EmptyBody, IdParam, ImageField, ImagesQuery, Message, Text } from './common';
import { ShopBranch } from './content';
import { endpoint } from './endpoint';
import { ReceiverSettings } from './payments';

// The shop's branches as data (docs/product.md "Member app: branches (/branches)", docs/decisions.md "Branches
// are rows"): anyone reads the open ones with their hours and whether they are open now; a member picks a home
// branch; the owner adds, edits and closes branches, their closures and their receiving accounts.

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** 'HH:MM', 00:00 to 23:59, Bangkok time. */
export const HHMM = Type.String({ pattern: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$' });
/** One weekday: `day` 0 is Sunday; `open` and `close` both null on a day the branch does not open. */
export const BranchDayHours = Type.Object(
  { day: Type.Integer({ minimum: 0, maximum: 6 }), open: Nullable(HHMM), close: Nullable(HHMM) },
  { additionalProperties: false },
);
export type BranchDayHours = Static<typeof BranchDayHours>;
/** Seven days, Sunday first (the server checks each day once, open before close). */
export const WeekHours = Type.Array(BranchDayHours, { minItems: 7, maxItems: 7 });

/** A day the branch is shut whatever its hours say. */
export const BranchClosure = Type.Object({ date: Type.String({ description: 'YYYY-MM-DD, Bangkok' }), reason: Type.String() });
export type BranchClosure = Static<typeof BranchClosure>;

/** What every answer about a branch carries, to members and to the owner alike. */
const branchCore = {
  id: Type.Integer(),
  code: Type.String(),
  /** The Thai name without the word สาขา. */
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  mapUrl: Type.String(),
  hours: WeekHours,
};

/** An open branch as anyone reads it. */
export const PublicBranch = Type.Object({
  ...branchCore,
  /** Closures from today on, soonest first. */
  closures: Type.Array(BranchClosure),
  /** Open at this moment in Bangkok (its hours, and no closure today). */
  openNow: Type.Boolean(),
  /** While open: when it closes today (ISO); null otherwise. */
  closesAt: Nullable(Type.String()),
  /** The next moment it opens after now (ISO): tomorrow's opening while open now; null when it opens on no day in the next 60. */
  nextOpenAt: Nullable(Type.String()),
  takesPickups: Type.Boolean(),
});
export type PublicBranch = Static<typeof PublicBranch>;

export const HomeBranch = Type.Object({ homeBranchId: Nullable(Type.Integer({ minimum: 1 })) });
export type HomeBranch = Static<typeof HomeBranch>;

// ---------------------------------------------------------------- the owner's

/** A branch's own bank account for transfers (null in BranchBody: the shop's). */
export const BranchBankAccount = Type.Object(
  {
    bank: Text(100, 1),
    accName: Text(200, 1),
    /** Digits and dashes, as the shop's own account number. */
    accNo: Type.String({ pattern: '^[0-9-]{6,20}$' }),
  },
  { additionalProperties: false },
);
export type BranchBankAccount = Static<typeof BranchBankAccount>;

/** What the owner sets for a branch; `promptpay` and `bankAccount` null mean the shop's. */
export const BranchBody = Type.Object(
  {
    name: Text(60, 1),
    /** Short, as the point-of-sale may write it: letters, digits and dashes. */
    code: Type.String({ minLength: 1, maxLength: 10, pattern: '^[A-Za-z0-9-]+$' }),
    address: ShopBranch.properties.address,
    phone: ShopBranch.properties.phone,
    mapUrl: ShopBranch.properties.mapUrl,
    hours: WeekHours,
    takesPickups: Type.Boolean(),
    slotMinutes: Type.Integer({ minimum: 5, maximum: 240 }),
    slotCapacity: Type.Integer({ minimum: 1, maximum: 100 }),
    promptpay: Nullable(ReceiverSettings),
    bankAccount: Nullable(BranchBankAccount),
  },
  { additionalProperties: false },
);
export type BranchBody = Static<typeof BranchBody>;

export const AdminBranchClosure = Type.Composite([Type.Object({ id: Type.Integer() }), BranchClosure]);
export type AdminBranchClosure = Static<typeof AdminBranchClosure>;

/** A branch as the console shows it: everything the owner sets, and what it holds. */
export const AdminBranch = Type.Object({
  ...branchCore,
  takesPickups: Type.Boolean(),
  slotMinutes: Type.Integer(),
  slotCapacity: Type.Integer(),
  /** Its own receiver (the id masked as members see it), or null: members pay the shop's. */
  promptpay: Nullable(Type.Composite([ReceiverSettings, Type.Object({ masked: Type.String() })])),
  bankAccount: Nullable(Type.Composite([BranchBankAccount, Type.Object({ logo: ImageField })])),
  /** When the owner closed it to new accounts; null while open. */
  closedAt: Nullable(Type.String()),
  /** Closures from today on. */
  closures: Type.Array(AdminBranchClosure),
  openNow: Type.Boolean(),
  /** Savings accounts, type 2 contracts and pawn contracts it keeps that are still running. */
  holds: Type.Object({ savingAccounts: Type.Integer(), downContracts: Type.Integer(), pawnContracts: Type.Integer() }),
  /** Nothing has ever named it: it may be deleted (otherwise only closed). */
  deletable: Type.Boolean(),
});
export type AdminBranch = Static<typeof AdminBranch>;

export const ClosureBody = Type.Object({ date: DateText, reason: Text(200, 1) }, { additionalProperties: false });
export type ClosureBody = Static<typeof ClosureBody>;
export const ClosureParams = Type.Object({ id: Type.Integer({ minimum: 1 }), closureId: Type.Integer({ minimum: 1 }) });

export const branchCalls = {
  list: endpoint({
    summary: 'The open branches with their hours, closures and whether each is open now.',
    method: 'GET',
    path: '/api/branches',
    access: 'public',
    answer: Type.Array(PublicBranch),
  }),
  home: endpoint({
    summary: "The member's home branch.",
    method: 'GET',
    path: '/api/branches/home',
    access: 'member',
    answer: HomeBranch,
  }),
  setHome: endpoint({
    summary: "Choose the member's home branch (null: none).",
    method: 'PUT',
    path: '/api/branches/home',
    access: 'member',
    body: HomeBranch,
    answer: HomeBranch,
  }),

  adminList: endpoint({
    summary: 'Every branch, closed ones too, with its receiving accounts and what it holds.',
    method: 'GET',
    path: '/api/admin/branches',
    access: 'staff',
    query: ImagesQuery,
    answer: Type.Array(AdminBranch),
  }),
  create: endpoint({
    summary: 'Add a branch (owner).',
    method: 'POST',
    path: '/api/admin/branches',
    access: 'owner',
    body: BranchBody,
    answer: AdminBranch,
  }),
  update: endpoint({
    summary: 'Change a branch: details, hours, pickups, receiving accounts (owner; an account change alerts the owner).',
    method: 'PUT',
    path: '/api/admin/branches/:id',
    access: 'owner',
    params: IdParam,
    body: BranchBody,
    answer: AdminBranch,
  }),
  setBankLogo: endpoint({
    summary: "The logo shown with a branch's own bank account (owner).",
    method: 'PUT',
    path: '/api/admin/branches/:id/bank-logo',
    access: 'owner',
    params: IdParam,
    upload: { fields: Type.Object({}), files: ['bank_logo'] },
    answer: AdminBranch,
  }),
  close: endpoint({
    summary: 'Close a branch to new accounts and contracts (owner).',
    method: 'POST',
    path: '/api/admin/branches/:id/close',
    access: 'owner',
    params: IdParam,
    body: EmptyBody,
    answer: AdminBranch,
  }),
  reopen: endpoint({
    summary: 'Open a closed branch to new accounts again (owner).',
    method: 'POST',
    path: '/api/admin/branches/:id/reopen',
    access: 'owner',
    params: IdParam,
    body: EmptyBody,
    answer: AdminBranch,
  }),
  remove: endpoint({
    summary: 'Delete a branch nothing has ever named (owner); one that holds anything can only be closed.',
    method: 'DELETE',
    path: '/api/admin/branches/:id',
    access: 'owner',
    params: IdParam,
    answer: Message,
  }),
  addClosure: endpoint({
    summary: 'Shut a branch on a date, with the reason customers read (owner).',
    method: 'POST',
    path: '/api/admin/branches/:id/closures',
    access: 'owner',
    params: IdParam,
    body: ClosureBody,
    answer: AdminBranch,
  }),
  removeClosure: endpoint({
    summary: 'Take back a closure of today or later (owner).',
    method: 'DELETE',
    path: '/api/admin/branches/:id/closures/:closureId',
    access: 'owner',
    params: ClosureParams,
    answer: AdminBranch,
  }),
};

/** The weekdays as the apps name them, Sunday first (BranchDayHours.day). */
export const THAI_WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'] as const;
