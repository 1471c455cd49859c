import { eq } from 'drizzle-orm';
import { schema, type Db } from '../index';
import { flagKeys } from '../schema/enums';
import { daysFrom, iso, thaiDate, thaiTime } from './dates';
import { aboutSvg, bankLogoSvg, heroSvg, storeImage, svgImage, type SeedImage } from './images';

export const DEMO_HOME = {
  header: 'ออมทองกับเรา มั่นคงทุกบาท',
  description:
    'ร้านทองของครอบครัว 3 สาขาในจังหวัดตรัง ทองคำแท่งและทองรูปพรรณ 96.5% มาตรฐานสมาคมค้าทองคำ ออมทองได้ตั้งแต่หลักร้อย ดาวน์ทองตามงบที่สบายใจ และขายฝากด้วยดอกเบี้ยที่เป็นธรรม',
};

export const DEMO_ABOUT = [
  {
    header: 'ร้านทองของคนในชุมชน',
    slogan: 'ซื่อสัตย์ เที่ยงตรง ทุกน้ำหนัก',
    description: 'เราเปิดร้านที่นาวงมากว่า 30 ปี ทองทุกชิ้นชั่งต่อหน้าลูกค้าด้วยตาชั่งที่ผ่านการตรวจรับรอง พร้อมใบรับประกันทุกชิ้น',
  },
  {
    header: 'บริการครบ จบในร้านเดียว',
    slogan: 'ซื้อ ขาย ออม ขายฝาก',
    description: 'ทองรูปพรรณลายใหม่ทุกเดือน รับซื้อทองทุกร้านในราคายุติธรรม ออมทองและดาวน์ทองผ่านแอป ตรวจสอบสัญญาขายฝากได้ตลอด 24 ชั่วโมง',
  },
];

/** Terms members accept before saving (type 1) or asking for a type 2 contract. */
export const DEMO_POLICIES: Record<1 | 2, string[]> = {
  1: [
    'ฝากขั้นต่ำครั้งละ 100 บาท โอนเข้าบัญชีของร้านและแนบสลิปทุกครั้ง ยอดจะเข้าบัญชีออมเมื่อพนักงานตรวจสอบแล้ว',
    'ถอนเป็นทองได้เมื่อยอดออมถึงราคาทองที่เลือก ณ วันที่ถอน รับที่สาขาหรือจัดส่งทางไปรษณีย์',
    'ถอนเป็นเงินสดโอนเข้าบัญชีที่เป็นชื่อเจ้าของบัญชีออมเท่านั้น ภายใน 3 วันทำการ',
  ],
  2: [
    'ดาวน์ทองได้เฉพาะสินค้าที่ร้านอนุมัติ ระยะเวลาผ่อนไม่เกิน 12 เดือน',
    'ชำระงวดโดยโอนเข้าบัญชีของร้านและแนบสลิป ร้านจะยืนยันภายใน 1 วันทำการ',
    'เมื่อชำระครบ ยื่นขอจบสัญญาพร้อมแนบบัตรประชาชน แล้วรับสินค้าที่สาขาที่ระบุ',
  ],
};

export const DEMO_BANK = { bank: 'ธนาคารกสิกรไทย', accName: 'บจก. ห้างทองนาวง', accNo: '123-4-56789-0' };
/** The demo shop takes PromptPay too, so the pay screens show their Thai QR (the owner can clear it). */
export const DEMO_PROMPTPAY = { promptpayType: 'mobile', promptpayId: '0812223333', promptpayName: 'บจก. ห้างทองนาวง' } as const;

export interface ContentAssets {
  hero: SeedImage;
  about: [SeedImage, SeedImage, SeedImage, SeedImage];
  bankLogo: SeedImage;
}

export async function prepareContent(): Promise<ContentAssets> {
  const [hero, a0, a1, a2, a3, bankLogo] = await Promise.all([
    svgImage(heroSvg(), 'content'),
    svgImage(aboutSvg(0), 'content'),
    svgImage(aboutSvg(1), 'content'),
    svgImage(aboutSvg(3), 'content'),
    svgImage(aboutSvg(2), 'content'),
    svgImage(bankLogoSvg(), 'bank_logo'),
  ]);
  return { hero: hero!, about: [a0!, a1!, a2!, a3!], bankLogo: bankLogo! };
}

/** Two announcements, yesterday's and this morning's, so the panel shows a price and a change offline. */
const formatChange = (n: number) => (n > 0 ? `+${n}` : String(n));

export function demoGoldPrices(now: Date) {
  const price = (at: Date, barBuy: string, barSell: string, gold: [string, string], change: string, yesterday?: string) => ({
    date: thaiDate(at),
    update_time: thaiTime(at),
    update_times: iso(at),
    price: {
      gold: { buy: gold[0], sell: gold[1] },
      gold_bar: { buy: barBuy, sell: barSell },
      change: { compare_previous: change, ...(yesterday ? { compare_yesterday: yesterday } : {}) },
    },
  });
  const yesterday = daysFrom(now, -1, 9, 26);
  // Half an hour ago, but never before the shop's midnight: just after 00:00 Bangkok "half an hour ago" was
  // yesterday, and the demo had no price of today.
  const today = new Date(Math.max(now.getTime() - 30 * 60_000, daysFrom(now, 0, 0, 0).getTime()));
  // A month of earlier days, one announcement each, so the demo's chart has a line to draw.
  const bahtText2 = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const month = Array.from({ length: 29 }, (_, i) => {
    const days = i - 30;
    const at = daysFrom(now, days, 9, 30);
    const bar = 40_800 + ((i * 7) % 11) * 50 + i * 20;
    const before = 40_800 + (((i - 1) * 7) % 11) * 50 + (i - 1) * 20;
    return {
      at,
      response: price(at, bahtText2(bar), bahtText2(bar - 100), [bahtText2(bar - 550), bahtText2(bar + 250)], formatChange(bar - before)),
    };
  });
  return [
    ...month,
    { at: yesterday, response: price(yesterday, '41,550.00', '41,450.00', ['41,000.00', '41,800.00'], '-50', '-100') },
    { at: today, response: price(today, '41,600.00', '41,500.00', ['41,050.00', '41,850.00'], '+50', '+50') },
  ];
}

/**
 * The demo shop's own details (the console's "ข้อมูลร้าน"): its name and pages. Its branches, with the addresses
 * and numbers the shop gave us, are rows (seed/branches.ts; docs/product.md "Member app: about (/about)").
 */
export const DEMO_PROFILE = {
  name: 'ร้านทอง',
  company: 'บริษัท ร้านทองตัวอย่าง จำกัด',
  facebook: 'https://www.facebook.com/goldshop.trang',
  tiktok: 'https://www.tiktok.com/@goldshop.trang',
  lineOa: '',
};

export function insertContent(tx: Db, a: ContentAssets, now: Date): void {
  tx.update(schema.shopSettings)
    .set({ profile: DEMO_PROFILE, ...DEMO_PROMPTPAY })
    .where(eq(schema.shopSettings.id, 1))
    .run();
  tx.insert(schema.homeContent)
    .values({ ...DEMO_HOME, img: storeImage(tx, a.hero) })
    .run();
  tx.insert(schema.aboutContent)
    .values(DEMO_ABOUT.map((r, i) => ({ ...r, img1: storeImage(tx, a.about[i * 2]!), img2: storeImage(tx, a.about[i * 2 + 1]!) })))
    .run();
  tx.insert(schema.policies)
    .values(([1, 2] as const).flatMap((type) => DEMO_POLICIES[type].map((rules) => ({ type, rules, isVisible: 1 }))))
    .run();
  tx.insert(schema.flags)
    .values(flagKeys.map((key) => ({ key, value: 1 })))
    .run();
  tx.insert(schema.bankAccounts)
    .values({ ...DEMO_BANK, bankLogo: storeImage(tx, a.bankLogo) })
    .run();
  tx.insert(schema.goldPrices)
    .values(
      demoGoldPrices(now).map((p) => ({ source: 'upstream' as const, response: p.response, announcedAt: iso(p.at), createdAt: iso(p.at) })),
    )
    .run();
}
