import { schema, type Db } from '../index';
import type { FulfilmentStep, RequestStatus, SavingKind } from '../schema/enums';
import { bahtText, daysFrom, iso, ymd } from './dates';
import { idCardSvg, proofSvg, slipSvg, storeImage, svgImage, type SeedImage } from './images';
import type { SeededUsers } from './users';
import type { BranchIds } from './branches';

interface TxSeed {
  day: number;
  kind: SavingKind;
  satang: number;
  status: RequestStatus;
  note?: string;
  /** Where an approved withdrawal got to; the note the member reads says the same. */
  fulfilment?: FulfilmentStep;
}

/**
 * demo2's type 1 history, oldest first. Approved rows move the ledger (deposits +, withdrawals −); the
 * balance after each stays ≥ 0. A rejected deposit and a pending deposit and withdrawal show the other
 * states; the pending withdrawal is held from the available balance. The approved withdrawals reached the
 * member (the cash transferred with the shop's proof, the ring picked up), so the fulfilment queue is empty:
 * a new member of staff following it must not pay or hand over anything twice.
 */
export const DEMO_SAVINGS: TxSeed[] = [
  { day: -120, kind: 'deposit', satang: 150_050, status: 'approved' },
  { day: -95, kind: 'deposit', satang: 200_000, status: 'approved' },
  { day: -80, kind: 'deposit', satang: 325_025, status: 'approved' },
  { day: -65, kind: 'withdraw_cash', satang: 100_000, status: 'approved', note: 'โอนเข้าบัญชีแล้ว', fulfilment: 'transferred' },
  { day: -50, kind: 'deposit', satang: 120_000, status: 'rejected', note: 'สลิปไม่ชัดเจน กรุณาแนบสลิปใหม่' },
  { day: -49, kind: 'deposit', satang: 1_250_075, status: 'approved' },
  { day: -30, kind: 'withdraw_goods', satang: 300_000, status: 'approved', note: 'รับสินค้าที่สาขานาวงแล้ว', fulfilment: 'picked_up' },
  { day: -6, kind: 'deposit', satang: 100_000, status: 'pending' },
  { day: -2, kind: 'withdraw_cash', satang: 50_000, status: 'pending' },
];

/** demo2's type 2 contract: approved, with one approved and one pending instalment. */
export const DEMO_DOWN = {
  prodType: 'สร้อยคอทองคำ 96.5% ลายสี่เสา น้ำหนัก 1 บาท',
  approvedSatang: 4_250_000,
  payments: [
    { day: -50, satang: 500_000, status: 'approved' as const },
    { day: -5, satang: 350_050, status: 'pending' as const },
  ],
};

export interface SavingsAssets {
  slips: SeedImage[];
  /** The shop's transfer proof of each transferred cash withdrawal (by its place in DEMO_SAVINGS). */
  payoutProofs: (SeedImage | undefined)[];
  downSlips: SeedImage[];
  idFront: SeedImage;
  idBack: SeedImage;
}

export async function prepareSavings(): Promise<SavingsAssets> {
  const deposits = DEMO_SAVINGS.map((t, i) => (t.kind === 'deposit' ? svgImage(slipSvg(bahtText(t.satang), i), 'slip') : undefined));
  const payouts = DEMO_SAVINGS.map((t, i) =>
    t.fulfilment === 'transferred' ? svgImage(proofSvg(bahtText(t.satang), 90 + i), 'proof') : undefined,
  );
  const [slips, payoutProofs, downSlips, idFront, idBack] = await Promise.all([
    Promise.all(deposits),
    Promise.all(payouts),
    Promise.all(DEMO_DOWN.payments.map((p, i) => svgImage(slipSvg(bahtText(p.satang), 20 + i), 'slip'))),
    svgImage(idCardSvg(2), 'id_card'),
    svgImage(idCardSvg(2, true), 'id_card'),
  ]);
  return { slips: slips as SeedImage[], payoutProofs, downSlips, idFront, idBack };
}

export function insertSavings(tx: Db, a: SavingsAssets, u: SeededUsers, branches: BranchIds, now: Date): void {
  const userId = u.ids.demo2;
  tx.insert(schema.savingAccounts)
    .values({
      userId,
      branchId: branches['นาวง'],
      status: 'active',
      decidedBy: u.adminId,
      decidedAt: iso(daysFrom(now, -125, 15)),
      createdAt: iso(daysFrom(now, -126, 11)),
    })
    .run();

  const idFront = storeImage(tx, a.idFront);
  const idBack = storeImage(tx, a.idBack);
  for (const [i, t] of DEMO_SAVINGS.entries()) {
    const created = daysFrom(now, t.day, 10, 15 + i);
    const decided = daysFrom(now, t.day, 16, 30);
    const withdrawal = t.kind !== 'deposit';
    const [row] = tx
      .insert(schema.savingTransactions)
      .values({
        userId,
        kind: t.kind,
        amountSatang: t.satang,
        amountString: '',
        status: t.status,
        note: t.note ?? null,
        fulfilment: t.fulfilment ?? null,
        proof: withdrawal ? null : storeImage(tx, a.slips[i]!),
        payoutProof: a.payoutProofs[i] ? storeImage(tx, a.payoutProofs[i]) : null,
        ...(t.kind === 'withdraw_cash' ? { bank: 'ธนาคารไทยพาณิชย์', accountName: 'สมหญิง ใจดี', accountNumber: '987-6-54321-0' } : {}),
        ...(t.kind === 'withdraw_goods'
          ? { productDetail: 'แหวนทอง 96.5% น้ำหนัก 1 สลึง', isDelivery: 'รับเองหน้าร้าน' as const, receiveBranchId: branches['นาวง'] }
          : {}),
        idCardImage: withdrawal ? idFront : null,
        idCardImageBack: withdrawal ? idBack : null,
        decidedBy: t.status === 'pending' ? null : u.adminId,
        decidedAt: t.status === 'pending' ? null : iso(decided),
        createdAt: iso(created),
      })
      .returning({ id: schema.savingTransactions.id })
      .all();
    if (t.status === 'approved') {
      tx.insert(schema.savingLedger)
        .values({
          userId,
          transactionId: row!.id,
          amountSatang: withdrawal ? -t.satang : t.satang,
          createdBy: u.adminId,
          createdAt: iso(decided),
        })
        .run();
    }
  }

  const [down] = tx
    .insert(schema.downRequests)
    .values({
      userId,
      branchId: branches['นาวง'],
      status: 'approved',
      prodType: DEMO_DOWN.prodType,
      approvedAmountSatang: DEMO_DOWN.approvedSatang,
      startDate: ymd(daysFrom(now, -60)),
      endDate: ymd(daysFrom(now, 305)),
      decidedBy: u.adminId,
      decidedAt: iso(daysFrom(now, -60, 14)),
      createdAt: iso(daysFrom(now, -62, 10)),
    })
    .returning({ id: schema.downRequests.id })
    .all();
  for (const [i, p] of DEMO_DOWN.payments.entries()) {
    tx.insert(schema.downPayments)
      .values({
        downId: down!.id,
        userId,
        amountSatang: p.satang,
        status: p.status,
        proof: storeImage(tx, a.downSlips[i]!),
        decidedBy: p.status === 'pending' ? null : u.adminId,
        decidedAt: p.status === 'pending' ? null : iso(daysFrom(now, p.day, 15)),
        createdAt: iso(daysFrom(now, p.day, 9, 40)),
      })
      .run();
  }
}
