import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DateText, PageQuery, Paged } from './common';
import { endpoint } from './endpoint';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const AuditLogQuery = Type.Composite([
  PageQuery,
  Type.Object({
    staffId: Type.Optional(Type.Integer({ minimum: 1 })),
    entity: Type.Optional(Type.String({ maxLength: 60 })),
    action: Type.Optional(Type.String({ maxLength: 60 })),
    /** Inclusive calendar dates in Bangkok time. */
    from: Type.Optional(DateText),
    to: Type.Optional(DateText),
  }),
]);
export type AuditLogQuery = Static<typeof AuditLogQuery>;
export const AuditLogRow = Type.Object({
  id: Type.Integer(),
  staffId: Nullable(Type.Integer()),
  staffUsername: Nullable(Type.String()),
  action: Type.String(),
  entity: Type.String(),
  entityId: Nullable(Type.String()),
  /** Who did what to whom, in Thai ("อนุมัติรายการฝาก ฿1,000.00 ของ demo2"); before/after hold the detail. */
  summary: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String(),
});
export type AuditLogRow = Static<typeof AuditLogRow>;

/**
 * The audit log, read only: no update or delete exists (database triggers refuse them too). The owner's
 * alone: it records who did what to whom, national IDs included.
 */
export const auditCalls = {
  list: endpoint({ method: 'GET', path: '/api/admin/audit-log', access: 'owner', query: AuditLogQuery, answer: Paged(AuditLogRow) }),
};
