import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { alertOwner } from '../../lib/owner-alerts';
import { immediate } from '../../lib/tx';

/**
 * Linking the owner's LINE, so owner alerts reach the owner's phone: the console gives the signed-in owner a
 * one-time code, and the owner sends it to the shop's LINE official account; the webhook (signed by LINE)
 * then knows which LINE user is the owner. Proof of both sides without asking anyone for a LINE user id.
 * Codes live in memory (one process; a restart only means asking again), for 10 minutes, one per owner,
 * and a code is dropped after 5 wrong guesses of any sender, so guessing one is out of reach.
 */
export const LINK_CODE_MS = 10 * 60_000;
const MAX_WRONG = 5;
const CODE = /^\s*(\d{6})\s*$/;

interface Pending {
  staffId: number;
  code: string;
  expiresAt: number;
}

export class OwnerLineLinks {
  private readonly pending = new Map<number, Pending>();
  private wrong = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** A fresh code for this owner (any earlier one is replaced). */
  issue(staffId: number): Pending {
    const p = { staffId, code: String(randomInt(0, 1_000_000)).padStart(6, '0'), expiresAt: this.now() + LINK_CODE_MS };
    this.pending.set(staffId, p);
    this.wrong = 0;
    return p;
  }

  /** The owner whose live code this text is, used up; undefined for anything else (not a code, wrong, expired). */
  redeem(text: string): number | undefined {
    const m = CODE.exec(text);
    if (!m) return undefined;
    const t = this.now();
    for (const [id, p] of this.pending) {
      if (p.expiresAt <= t) this.pending.delete(id);
      else if (p.code === m[1]) {
        this.pending.delete(id);
        return id;
      }
    }
    // Six digits that match nothing: a guess, or a member's phone number. Enough of them end every code.
    if (this.pending.size && ++this.wrong >= MAX_WRONG) this.pending.clear();
    return undefined;
  }
}

/**
 * Links `lineUserId` to the owner `staffId` (taking it from any other staff account that had it), tells the
 * owner through an owner alert (a link the owner did not make must show), and answers the LINE user.
 */
export function linkOwnerLine(app: FastifyInstance, staffId: number, lineUserId: string): Promise<boolean> {
  const { staff } = schema;
  return immediate(app.db, (tx) => {
    const owner = tx
      .select()
      .from(staff)
      .where(and(eq(staff.id, staffId), eq(staff.role, 'owner'), eq(staff.disabled, 0)))
      .get();
    if (!owner) return false;
    // Told before the link moves: an owner LINE already linked (this owner's old one too) hears of it.
    alertOwner(app, tx, { kind: 'owner_line', staffId, details: { username: owner.username } });
    tx.update(staff)
      .set({ lineUserId: null })
      .where(and(eq(staff.lineUserId, lineUserId), ne(staff.id, staffId)))
      .run();
    tx.update(staff).set({ lineUserId }).where(eq(staff.id, staffId)).run();
    app.line.notifyLineUser(tx, lineUserId, { kind: 'owner-line-linked', lineUserId, at: new Date().toISOString() });
    return true;
  });
}

/** The owner stops LINE alerts (the dashboard still lists them). */
export async function unlinkOwnerLine(app: FastifyInstance, staffId: number): Promise<void> {
  await immediate(app.db, (tx) => tx.update(schema.staff).set({ lineUserId: null }).where(eq(schema.staff.id, staffId)).run());
}

export const ownerLineLinked = (app: FastifyInstance, staffId: number): boolean =>
  Boolean(app.db.select({ l: schema.staff.lineUserId }).from(schema.staff).where(eq(schema.staff.id, staffId)).get()?.l);
