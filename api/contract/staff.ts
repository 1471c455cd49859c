import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody, IdParam, Message, Text } from './common';
import { endpoint } from './endpoint';

export const StaffRoleSchema = Type.Union([Type.Literal('owner'), Type.Literal('staff')]);
export const AdminStaff = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  /** The name members read on receipts and messages; null until the owner sets one (the username stands in). */
  displayName: Type.Union([Type.String(), Type.Null()]),
  role: StaffRoleSchema,
  disabled: Type.Boolean(),
  /** The branches a staff member works at (docs/access.md "Branches"); empty for the owner, who works at every one. */
  branchIds: Type.Array(Type.Integer()),
  createdAt: Type.String(),
});
export type AdminStaff = Static<typeof AdminStaff>;
const StaffPassword = Type.String({ minLength: 8, maxLength: 128 });
/** Branch ids, each once. */
const BranchIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, uniqueItems: true });
export const StaffBranchesBody = Type.Object({ branchIds: BranchIds });
export type StaffBranchesBody = Static<typeof StaffBranchesBody>;
export const StaffCreateBody = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 32, pattern: '^[A-Za-z0-9._-]+$' }),
  password: StaffPassword,
  role: StaffRoleSchema,
  displayName: Type.Optional(Text(60)),
  /** Where a new staff member works (ignored for an owner); none means they see only what is the shop's. */
  branchIds: Type.Optional(BranchIds),
});
export type StaffCreateBody = Static<typeof StaffCreateBody>;
/** An empty name goes back to the username. */
export const StaffDisplayNameBody = Type.Object({ displayName: Text(60) });
export type StaffDisplayNameBody = Static<typeof StaffDisplayNameBody>;
export const StaffResetBody = Type.Object({ password: StaffPassword });
export type StaffResetBody = Static<typeof StaffResetBody>;
export const OwnPasswordBody = Type.Object({ oldPassword: Type.String({ minLength: 1, maxLength: 128 }), newPassword: StaffPassword });
export type OwnPasswordBody = Static<typeof OwnPasswordBody>;
export const OwnPasswordAnswer = Type.Object({ message: Type.String(), token: Type.String() });
export type OwnPasswordAnswer = Static<typeof OwnPasswordAnswer>;

export const LineLinkState = Type.Object({ linked: Type.Boolean() });
export type LineLinkState = Static<typeof LineLinkState>;
export const LineLinkCode = Type.Object({
  code: Type.String(),
  expiresAt: Type.String(),
  /** The shop's LINE official account to send it to (its basic ID, e.g. @goldshop). */
  lineBasicId: Type.String(),
});
export type LineLinkCode = Static<typeof LineLinkCode>;

/**
 * Staff accounts: the owner manages them; every staff member changes their own password (and gets a fresh
 * session in the answer).
 */
export const staffCalls = {
  list: endpoint({ summary: 'Staff accounts.', method: 'GET', path: '/api/admin/staff', access: 'owner', answer: Type.Array(AdminStaff) }),
  create: endpoint({
    summary: 'Create a staff account.',
    method: 'POST',
    path: '/api/admin/staff',
    access: 'owner',
    body: StaffCreateBody,
    answer: AdminStaff,
  }),
  disable: endpoint({
    summary: 'Disable a staff account and end its sessions.',
    method: 'POST',
    path: '/api/admin/staff/:id/disable',
    access: 'owner',
    params: IdParam,
    body: EmptyBody,
    answer: AdminStaff,
  }),
  enable: endpoint({
    summary: 'Enable a staff account again.',
    method: 'POST',
    path: '/api/admin/staff/:id/enable',
    access: 'owner',
    params: IdParam,
    body: EmptyBody,
    answer: AdminStaff,
  }),
  /** The name members read for this staff member (docs/product.md "Console: staff accounts and audit log"). */
  setDisplayName: endpoint({
    summary: 'Set the name members read for a staff member (receipts, messages).',
    method: 'PUT',
    path: '/api/admin/staff/:id/display-name',
    access: 'owner',
    params: IdParam,
    body: StaffDisplayNameBody,
    answer: AdminStaff,
  }),
  /** Where a staff member works: what they list, count and decide (docs/access.md "Branches"). */
  setBranches: endpoint({
    summary: 'Set the branches a staff member works at.',
    method: 'PUT',
    path: '/api/admin/staff/:id/branches',
    access: 'owner',
    params: IdParam,
    body: StaffBranchesBody,
    answer: AdminStaff,
  }),
  resetPassword: endpoint({
    summary: "Reset a staff member's password.",
    method: 'POST',
    path: '/api/admin/staff/:id/reset-password',
    access: 'owner',
    params: IdParam,
    body: StaffResetBody,
    answer: Message,
  }),
  changeOwnPassword: endpoint({
    summary: 'Change your own staff password.',
    method: 'POST',
    path: '/api/admin/me/password',
    access: 'staff',
    body: OwnPasswordBody,
    answer: OwnPasswordAnswer,
  }),
  /** Whether owner alerts reach the signed-in owner's LINE. */
  lineLink: endpoint({
    summary: "Whether the owner's LINE is linked for alerts.",
    method: 'GET',
    path: '/api/admin/me/line-link',
    access: 'owner',
    answer: LineLinkState,
  }),
  /** A one-time code (10 minutes) the owner sends to the shop's LINE to link it. */
  lineLinkCode: endpoint({
    summary: "A one-time code to link the owner's LINE.",
    method: 'POST',
    path: '/api/admin/me/line-link',
    access: 'owner',
    body: EmptyBody,
    answer: LineLinkCode,
  }),
  unlinkLine: endpoint({
    summary: "Unlink the owner's LINE.",
    method: 'DELETE',
    path: '/api/admin/me/line-link',
    access: 'owner',
    answer: Message,
  }),
};
