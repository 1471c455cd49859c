import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TObject } from '@sinclair/typebox';
import type { Db } from '@goldshop/db';
import type { SlipPaymentKind } from '@goldshop/db/enums';
import { replayOf } from '../../lib/idempotency';
import { parseAmount, refuseRepeatedSlip } from '../../lib/money-input';
import { readMultipart, requireFiles } from '../../lib/multipart';
import { immediate } from '../../lib/tx';
import { recheckMember, type MemberAuth } from '../../plugins/auth';

/** What every payment row has, whatever its table: the flow compares and answers with these. */
export interface PaymentRow {
  id: number;
  userId: number;
  amountSatang: number;
  /** The stored slip picture's hash. */
  proof: string | null;
}

/**
 * One kind of payment a member makes with a transfer slip (a savings deposit, an instalment, a pawn payment …),
 * as its area describes it to the one flow below. The area says what its form means and what its rule is;
 * it never opens the transaction, stores the slip or claims the transfer itself.
 */
export interface PaymentKind<Fields extends TObject, Input extends { amountSatang: number }, Checked, Row extends PaymentRow> {
  /** Which payments the slip pays (payment_slips.kind). */
  slip: SlipPaymentKind;
  /** The upload as the contract declares it: its text fields and `proof`, the slip. */
  upload: { fields: Fields; files: readonly string[] };
  /** The form's fields, checked, with the amount already parsed: a bad field is a 400 before the picture is read. */
  parse(fields: Static<Fields>, amountSatang: number): Input;
  /** Refusals cheap enough to give before the slip is decoded (a contract that is not the member's: 404). */
  early?(db: Db, member: MemberAuth, input: Input): void;
  /** This member's earlier payment sent under an Idempotency-Key, if any. */
  byKey(tx: Db, userId: number, key: string): Row | undefined;
  /** Whether that earlier payment asked for the same thing; the flow compares the amount and the slip itself. */
  sameRequest(prev: Row, input: Input): boolean;
  /** The area's rule, inside the transaction: the account open, the contract's bounds, the quote unchanged … */
  check(tx: Db, member: MemberAuth, input: Input): Checked;
  /** Inserts the payment, its slip picture already stored as `proof`. */
  insert(tx: Db, p: { member: MemberAuth; input: Input; checked: Checked; proof: string; key: string | null }): Row;
}

/**
 * The one way money comes in (docs/architecture.md "How money comes in"): every payment a member makes
 * with a transfer slip, in one order of steps.
 *
 * 1. Read the multipart upload, parse the amount once and the area's fields; the area's early refusals.
 * 2. Decode and re-encode the slip picture, and read every QR on it, off the request path (worker threads);
 *    nothing is written yet, so any refusal so far changes nothing.
 * 3. One immediate transaction: the member re-checked (suspended, signed out, no longer verified); an
 *    Idempotency-Key seen before answers the first payment again when it is the same request (same amount,
 *    same slip picture, the area's same fields) and 409 IDEMPOTENCY_KEY_REUSED for anything else; the area's
 *    rule; the same picture sent before by this member refused; the picture stored; the payment inserted; every
 *    transfer on the slip claimed (409 SLIP_ALREADY_USED for one that already pays something).
 * 4. After the commit only: the slip-verification service is asked (when configured), and inside the LINE MINI
 *    App the payment's service notification token is fetched (the receipt then comes as a service message).
 *
 * An architecture test (boundaries.test.ts) holds that no other module reads, stores or claims a slip.
 */
export async function takePayment<Fields extends TObject, Input extends { amountSatang: number }, Checked, Row extends PaymentRow>(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  kind: PaymentKind<Fields, Input, Checked, Row>,
): Promise<{ row: Row; replayed: boolean }> {
  const member = req.member!;
  const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
  const { fields, files } = await readMultipart(req, kind.upload.fields, kind.upload.files);
  const amountSatang = parseAmount((fields as { amount?: string }).amount);
  const input = kind.parse(fields, amountSatang);
  kind.early?.(app.db, member, input);
  requireFiles(files, ['proof']);
  const slip = await app.images.prepare(files.proof!, 'slip');
  const read = await app.slips.read(slip);

  const out = await immediate(app.db, (tx) => {
    recheckMember(tx, member);
    const prev = key === null ? undefined : kind.byKey(tx, member.id, key);
    const replay = replayOf(prev, (p) => p.amountSatang === input.amountSatang && p.proof === slip.hash && kind.sameRequest(p, input));
    if (replay) return { row: replay, replayed: true };
    const checked = kind.check(tx, member, input);
    refuseRepeatedSlip(tx, member.id, slip.hash);
    const proof = app.images.store(tx, slip, 'slip');
    const row = kind.insert(tx, { member, input, checked, proof, key });
    app.slips.claim(tx, { kind: kind.slip, paymentId: row.id, userId: member.id, image: proof, read });
    return { row, replayed: false };
  });

  if (out.replayed) reply.header('Idempotent-Replayed', 'true');
  else {
    app.slips.afterCommit();
    // Inside the shop's LINE MINI App: the payment's service notification token, so its receipt can come as a
    // service message (lib/line/service-messages.ts). Not awaited: LINE's answer never delays the member's.
    const liffAccessToken = req.headers['x-line-access-token'];
    if (typeof liffAccessToken === 'string' && liffAccessToken)
      void app.line.service.remember(app.db, { userId: member.id, paymentKind: kind.slip, paymentId: out.row.id, liffAccessToken });
  }
  return out;
}
