import type { Sqlite } from '@goldshop/db';
import { conflict, forbidden } from '../../lib/http-error';
import { VERIFY_DATA_EXISTS_MESSAGE, VERIFY_ID_IN_USE_MESSAGE } from '../../../contract/verify';
import type { CustomerRow } from './mask';

/**
 * Who a national ID already belongs to. Plain prepared statements on the app's one connection, so they
 * also see the rows of a transaction in progress (used again inside immediate() to close races).
 */
export function identityQueries(sqlite: Sqlite) {
  const customerByCard = sqlite.prepare<[string], CustomerRow>('select id, card, name, tel, address, email from customers where card = ?');
  const customerById = sqlite.prepare<[number], CustomerRow>('select id, card, name, tel, address, email from customers where id = ?');
  const otherLinked = sqlite.prepare<[number, number], { id: number }>('select id from users where customer_id = ? and id <> ? limit 1');
  // A pending request holds the ID while staff decide; an approved one means someone was verified with it.
  const otherRequest = sqlite.prepare<[string, number], { id: number }>(
    "select id from verification_requests where national_id = ? and user_id <> ? and status in ('pending', 'approved') limit 1",
  );
  const statusOf = sqlite.prepare<[number], { verification_status: number }>('select verification_status from users where id = ?');

  return {
    customerByCard: (card: string) => customerByCard.get(card),
    customerById: (id: number) => customerById.get(id),
    /** The ID already belongs to ANOTHER member: linked to its customer record, or their request. */
    inUseByOther(card: string, memberId: number): boolean {
      const customer = customerByCard.get(card);
      if (customer && otherLinked.get(customer.id, memberId)) return true;
      return otherRequest.get(card, memberId) !== undefined;
    },
    /** Current status from the database (the token's copy may be a request old). */
    statusOf: (memberId: number) => statusOf.get(memberId)?.verification_status ?? 0,
  };
}
export type IdentityQueries = ReturnType<typeof identityQueries>;

/** Only an unverified member (0) may ask; waiting (1) or verified (2) is a conflict, suspended (99) forbidden. */
export function assertMayRequest(status: number): void {
  if (status === 99) throw forbidden('SUSPENDED', 'บัญชีของคุณถูกระงับ กรุณาติดต่อเจ้าหน้าที่');
  if (status === 1) throw conflict('VERIFY_PENDING', 'คุณส่งคำขอยืนยันตัวตนแล้ว กรุณารอเจ้าหน้าที่ตรวจสอบ');
  if (status === 2) throw conflict('ALREADY_VERIFIED', 'คุณยืนยันตัวตนเรียบร้อยแล้ว');
  if (status !== 0) throw forbidden('NOT_ALLOWED', 'ไม่สามารถยืนยันตัวตนได้ กรุณาติดต่อเจ้าหน้าที่');
}

export const idInUse = () => conflict('ID_IN_USE', VERIFY_ID_IN_USE_MESSAGE);
export const dataExists = () => conflict('DATA_EXISTS', VERIFY_DATA_EXISTS_MESSAGE);
