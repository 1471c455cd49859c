import type { CustomerRecord } from '../../contract/verification';
import { maskNationalId } from '../../contract/national-id';

/**
 * query-data answers any member about any national ID, so the customer record goes out masked
 * (docs/decisions.md): enough for the owner to recognise it is theirs, too little to be useful to
 * anyone else. Masks have a fixed length so they do not reveal how long the hidden part is.
 */
const chars = (s: string) => Array.from(s.trim());

/** 'นาย สมชาย ใจดี' → 'นาย สมชาย ใ***': the given names, and the surname's first letter. */
export function maskName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  const last = chars(parts.pop()!);
  if (parts.length === 0) return `${last.slice(0, 2).join('')}***`;
  return [...parts, `${last[0]}***`].join(' ');
}

/** '0812345678' → '08x-xxx-5678'. */
export function maskPhone(tel: string): string {
  const d = tel.replace(/\D/g, '');
  if (d.length === 0) return '';
  if (d.length < 8) return 'xxx-xxx-xxxx';
  return `${d.slice(0, 2)}x-xxx-${d.slice(-4)}`;
}

/** '99/1 หมู่ 2 ต.นาวง …' → '99/1 ห…': the start only (house numbers say little without the rest). */
export function maskAddress(address: string): string {
  const c = chars(address);
  if (c.length === 0) return '';
  return `${c.slice(0, c.length > 12 ? 6 : 2).join('')}…`;
}

/** 'somchai@gmail.com' → 's***@gmail.com'. */
export function maskEmail(email: string | null): string | null {
  if (!email) return email;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export interface CustomerRow {
  id: number;
  card: string;
  name: string;
  tel: string;
  address: string;
  email: string | null;
}

export const maskedCustomer = (c: CustomerRow): CustomerRecord => ({
  Cus_ID: c.id,
  Cus_Card: maskNationalId(c.card),
  Cus_Name: maskName(c.name),
  Cus_Tel: maskPhone(c.tel),
  Cus_Address: maskAddress(c.address),
  Cus_Email: maskEmail(c.email),
});
