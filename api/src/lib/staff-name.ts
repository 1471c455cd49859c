/**
 * The name a member reads for a staff member (on a receipt, in a LINE message, in the list of who viewed their
 * ID): the display name the owner set, else the username, which is all an account has until then
 * (docs/decisions.md "Staff are named to members by a display name").
 */
export const staffDisplayName = (s: { username: string; displayName: string | null }): string => s.displayName?.trim() || s.username;
