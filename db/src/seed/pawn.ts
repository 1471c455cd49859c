import { schema, type Db } from '../index';
import { bahtText, daysFrom, ymd } from './dates';
import { proofSvg, storeImage, svgImage, type SeedImage } from './images';
import type { BranchIds, DemoBranchName } from './branches';
import type { SeededUsers } from './users';

interface ContractSeed {
  jnId: string;
  owner: 'demo2' | 'unlinked';
  /** Days from today of the contract date and of its due date. */
  start: number;
  due: number;
  netSatang: number;
  status: string;
  /** Monthly interest payments made so far; a redeemed contract also has a final redemption payment. */
  payments: number;
  /** What was pawned and its weight in grams, as the shop records them; two old contracts have neither. */
  item?: [string, number];
  /** The branch that keeps it: นาวง unless named. */
  branch?: DemoBranchName;
}

/**
 * Pawn (ขายฝาก) contracts as the shop's point-of-sale system would export them. Statuses are shown as
 * received (docs/product.md "Member app: pawn contracts (/repurchase)"), so they are the Thai words staff use. Interest is 1.25% a month of the total.
 */
export const DEMO_PAWN: ContractSeed[] = [
  {
    jnId: 'JN2567-0001',
    owner: 'demo2',
    start: -300,
    due: 30,
    netSatang: 4_500_000,
    status: 'ปกติ',
    payments: 9,
    item: ['สร้อยคอทองคำ ลายสี่เสา 2 บาท', 30.4],
  },
  {
    jnId: 'JN2567-0002',
    owner: 'demo2',
    start: -270,
    due: -3,
    netSatang: 1_850_000,
    status: 'ครบกำหนด',
    payments: 8,
    item: ['สร้อยข้อมือทองคำ ลายเลส 1 บาท', 15.2],
  },
  { jnId: 'JN2567-0003', owner: 'demo2', start: -250, due: -70, netSatang: 950_000, status: 'ไถ่ถอนแล้ว', payments: 5 },
  {
    jnId: 'JN2567-0004',
    owner: 'demo2',
    start: -220,
    due: 14,
    netSatang: 2_200_000,
    status: 'ปกติ',
    payments: 7,
    item: ['แหวนทองคำ 2 สลึง 2 วง', 15.2],
  },
  {
    jnId: 'JN2567-0005',
    owner: 'demo2',
    start: -200,
    due: -10,
    netSatang: 3_000_000,
    status: 'เกินกำหนด',
    payments: 5,
    item: ['สร้อยคอทองคำ ลายโซ่ 1 บาท', 15.2],
  },
  {
    jnId: 'JN2567-0006',
    owner: 'demo2',
    start: -180,
    due: 60,
    netSatang: 1_200_000,
    status: 'ต่อดอก',
    payments: 6,
    item: ['ต่างหูทองคำ 1 สลึง', 3.8],
  },
  { jnId: 'JN2567-0007', owner: 'demo2', start: -150, due: -40, netSatang: 800_000, status: 'ไถ่ถอนแล้ว', payments: 3 },
  {
    jnId: 'JN2567-0008',
    owner: 'demo2',
    start: -120,
    due: 0,
    netSatang: 1_550_000,
    status: 'ครบกำหนด',
    payments: 4,
    item: ['กำไลทองคำ 1 บาท', 15.2],
  },
  {
    jnId: 'JN2567-0009',
    owner: 'demo2',
    start: -90,
    due: 21,
    netSatang: 5_600_000,
    status: 'ปกติ',
    payments: 3,
    item: ['สร้อยคอทองคำ ลายผ่าหวาย 3 บาท', 45.6],
    // A contract of the branch that banks on its own: the member pays it to เขาวิเศษ's receiver.
    branch: 'เขาวิเศษ',
  },
  {
    jnId: 'JN2567-0010',
    owner: 'demo2',
    start: -60,
    due: 120,
    netSatang: 2_750_000,
    status: 'ปกติ',
    payments: 2,
    item: ['สร้อยข้อมือทองคำ 1 บาท 2 สลึง', 22.8],
    branch: 'หาดสำราญ',
  },
  {
    jnId: 'JN2567-0011',
    owner: 'demo2',
    start: -400,
    due: -90,
    netSatang: 1_000_000,
    status: 'หลุดขายฝาก',
    payments: 4,
    item: ['แหวนทองคำ 1 สลึง', 3.8],
  },
  {
    jnId: 'JN2567-0012',
    owner: 'demo2',
    start: -20,
    due: 160,
    netSatang: 9_500_050,
    status: 'ปกติ',
    payments: 0,
    item: ['ทองคำแท่ง 5 บาท', 76.2],
  },
  {
    jnId: 'JN2567-0013',
    owner: 'unlinked',
    start: -100,
    due: 80,
    netSatang: 3_300_000,
    status: 'ปกติ',
    payments: 3,
    item: ['สร้อยคอทองคำ 2 บาท', 30.4],
  },
  { jnId: 'JN2567-0014', owner: 'unlinked', start: -210, due: -35, netSatang: 1_400_000, status: 'ไถ่ถอนแล้ว', payments: 5 },
];

const interestOf = (c: ContractSeed) => Math.round(c.netSatang * 0.0125);
const feeOf = (c: ContractSeed) => (c.netSatang >= 3_000_000 ? 5_000 : 2_000);

export interface PawnAssets {
  /** One receipt per contract for its monthly interest, and one per redemption. */
  interest: Map<string, SeedImage>;
  redemption: Map<string, SeedImage>;
}

export async function preparePawn(): Promise<PawnAssets> {
  const interest = new Map<string, SeedImage>();
  const redemption = new Map<string, SeedImage>();
  await Promise.all(
    DEMO_PAWN.flatMap((c, i) => [
      c.payments > 0
        ? svgImage(proofSvg(bahtText(interestOf(c) + feeOf(c)), i), 'proof').then((img) => void interest.set(c.jnId, img))
        : undefined,
      c.status === 'ไถ่ถอนแล้ว'
        ? svgImage(proofSvg(bahtText(c.netSatang + interestOf(c)), 50 + i), 'proof').then((img) => void redemption.set(c.jnId, img))
        : undefined,
    ]),
  );
  return { interest, redemption };
}

const payTypes = ['โอนเงิน', 'พร้อมเพย์', 'เงินสด'];

export function insertPawn(tx: Db, a: PawnAssets, u: SeededUsers, branches: BranchIds, now: Date): void {
  for (const c of DEMO_PAWN) {
    tx.insert(schema.pawnContracts)
      .values({
        jnId: c.jnId,
        customerId: c.owner === 'demo2' ? u.demo2CustomerId : u.unlinkedCustomerId,
        jnDate: ymd(daysFrom(now, c.start)),
        netTotalSatang: c.netSatang,
        rateInSatang: interestOf(c),
        feeSatang: feeOf(c),
        jnStatus: c.status,
        branchId: branches[c.branch ?? 'นาวง'],
        dueDate: ymd(daysFrom(now, c.due)),
        item: c.item?.[0] ?? null,
        weightGrams: c.item?.[1] ?? null,
      })
      .run();
    const rows = [];
    for (let k = 1; k <= c.payments; k++) {
      const payType = payTypes[(k + c.jnId.length) % payTypes.length]!;
      rows.push({
        jnId: c.jnId,
        payDate: ymd(daysFrom(now, c.start + 30 * k)),
        totalSatang: interestOf(c) + feeOf(c),
        payType,
        proof: storeImage(tx, a.interest.get(c.jnId)!),
        externalRef: `POS-${c.jnId}-${String(k).padStart(2, '0')}`,
      });
    }
    const final = a.redemption.get(c.jnId);
    if (final) {
      rows.push({
        jnId: c.jnId,
        payDate: ymd(daysFrom(now, c.due - 2)),
        totalSatang: c.netSatang + interestOf(c),
        payType: 'โอนเงิน',
        proof: storeImage(tx, final),
        externalRef: `POS-${c.jnId}-R`,
      });
    }
    if (rows.length) tx.insert(schema.pawnPayments).values(rows).run();
  }
}
