import { schema, type Db } from '../index';
import { hashPassword } from '../password';
import { daysFrom, iso } from './dates';
import { idCardSvg, selfieSvg, storeImage, svgImage, type SeedImage } from './images';

/** The demo accounts README.md shows, the tests and the end-to-end flows rely on. */
// The owner signs in as 'admin'; members read the name on their receipts (docs/decisions.md "Staff are named to
// members by a display name").
export const DEMO_ADMIN = { username: 'admin', password: 'admin1234', displayName: 'สมศักดิ์ ทองงาม (เจ้าของร้าน)' } as const;
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_MEMBERS = [
  { username: 'demo0', verificationStatus: 0, note: 'not verified' },
  { username: 'demo1', verificationStatus: 1, note: 'verification awaiting approval' },
  { username: 'demo2', verificationStatus: 2, note: 'verified: savings in force, a type 2 contract, pawn contracts' },
  { username: 'demo99', verificationStatus: 99, note: 'suspended' },
] as const;

/** demo2 is this customer; the second exists in the shop's file with no member account; the third nowhere. */
export const DEMO_NATIONAL_IDS = {
  demo2: '1101700230708',
  unlinked: '3100500123458',
  unknown: '1509900123453',
  demo1Request: '1103700456783',
} as const;

export interface UserAssets {
  adminHash: string;
  memberHash: string;
  demo1: { idCard: SeedImage; selfie: SeedImage };
  demo2: { idCard: SeedImage; selfie: SeedImage };
}

export interface SeededUsers {
  adminId: number;
  ids: Record<(typeof DEMO_MEMBERS)[number]['username'], number>;
  demo2CustomerId: number;
  unlinkedCustomerId: number;
}

export async function prepareUsers(): Promise<UserAssets> {
  // Sequential: scrypt at full strength takes 128 MB each. The four demo members share one hash of
  // their shared, published password, which costs nothing in secrecy and saves seconds at start-up.
  const adminHash = await hashPassword(DEMO_ADMIN.password);
  const memberHash = await hashPassword(DEMO_PASSWORD);
  const [a, b, c, d] = await Promise.all([
    svgImage(idCardSvg(1), 'id_card'),
    svgImage(selfieSvg(1), 'selfie'),
    svgImage(idCardSvg(2), 'id_card'),
    svgImage(selfieSvg(2), 'selfie'),
  ]);
  return { adminHash, memberHash, demo1: { idCard: a, selfie: b }, demo2: { idCard: c, selfie: d } };
}

export function insertUsers(tx: Db, a: UserAssets, now: Date): SeededUsers {
  const opened = iso(daysFrom(now, -200));
  const [admin] = tx
    .insert(schema.staff)
    .values({
      username: DEMO_ADMIN.username,
      displayName: DEMO_ADMIN.displayName,
      passwordHash: a.adminHash,
      role: 'owner',
      createdAt: opened,
    })
    .returning()
    .all();

  const [demo2Customer, unlinked] = tx
    .insert(schema.customers)
    .values([
      {
        card: DEMO_NATIONAL_IDS.demo2,
        name: 'สมหญิง ใจดี',
        tel: '0812345678',
        address: '99/1 หมู่ 3 ต.นาวง อ.ห้วยยอด จ.ตรัง 92130',
        email: 'somying@example.com',
        createdAt: opened,
      },
      {
        card: DEMO_NATIONAL_IDS.unlinked,
        name: 'สมชาย รักทอง',
        tel: '0898765432',
        address: '12 ถ.หาดสำราญ ต.หาดสำราญ อ.หาดสำราญ จ.ตรัง 92120',
        email: null,
        createdAt: opened,
      },
    ])
    .returning()
    .all();

  const ids = {} as SeededUsers['ids'];
  for (const [i, m] of DEMO_MEMBERS.entries()) {
    const [row] = tx
      .insert(schema.users)
      .values({
        username: m.username,
        passwordHash: a.memberHash,
        verificationStatus: m.verificationStatus,
        customerId: m.username === 'demo2' ? demo2Customer!.id : null,
        createdAt: iso(daysFrom(now, -180 + i * 10)),
      })
      .returning()
      .all();
    ids[m.username] = row!.id;
  }

  // demo1 filled the new-customer form and waits for staff; demo2 was approved as an existing customer.
  const d1 = a.demo1;
  const d2 = a.demo2;
  for (const img of [d1.idCard, d1.selfie, d2.idCard, d2.selfie]) storeImage(tx, img);
  tx.insert(schema.verificationRequests)
    .values([
      {
        userId: ids.demo1,
        customerId: null,
        nationalId: DEMO_NATIONAL_IDS.demo1Request,
        fullName: 'มานี มีทรัพย์',
        phoneNumber: '0861112233',
        address: '45 หมู่ 7 ต.เขาวิเศษ อ.วังวิเศษ จ.ตรัง 92220',
        email: 'manee@example.com',
        idCardImg: d1.idCard.hash,
        personalImg: d1.selfie.hash,
        consentAt: iso(daysFrom(now, -1, 14, 20)),
        status: 'pending',
        createdAt: iso(daysFrom(now, -1, 14, 20)),
      },
      {
        userId: ids.demo2,
        customerId: demo2Customer!.id,
        nationalId: DEMO_NATIONAL_IDS.demo2,
        idCardImg: d2.idCard.hash,
        personalImg: d2.selfie.hash,
        consentAt: iso(daysFrom(now, -160, 11)),
        status: 'approved',
        decidedBy: admin!.id,
        decidedAt: iso(daysFrom(now, -160, 15)),
        createdAt: iso(daysFrom(now, -160, 11)),
      },
    ])
    .run();

  return { adminId: admin!.id, ids, demo2CustomerId: demo2Customer!.id, unlinkedCustomerId: unlinked!.id };
}

/** With SEED_DEMO=0: the first owner from ADMIN_USERNAME / ADMIN_PASSWORD, nothing else. */
export async function ownerValues(username: string, password: string) {
  return { username, passwordHash: await hashPassword(password), role: 'owner' as const };
}
