/** What a request row says about its member: the username, or the account's number when it has none (a LINE-only member). */
export interface MemberRow {
  username: string | null;
  userId: number;
}

/** The member as staff read it in a queue: 'demo2', or '#12' for an account without a username. */
export const memberLabel = (r: MemberRow) => r.username ?? `#${r.userId}`;

/** The member with the shop's customer record beside it, as a drawer names them: 'demo2 (สมชาย ใจดี)'. */
export const memberWithCustomer = (r: MemberRow & { customerName: string | null }) =>
  r.customerName ? `${memberLabel(r)} (${r.customerName})` : memberLabel(r);
