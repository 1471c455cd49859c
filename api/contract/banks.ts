/**
 * Banks by their Bank of Thailand three-digit code: the code a slip's mini-QR carries for the sending bank,
 * and the banks a member may be paid out to. `name` is what members pick and what a cash withdrawal stores
 * (the short Thai name customers use); `fullName` what staff read beside a slip. One list for the server and
 * both apps.
 */
export interface ThaiBank {
  code: string;
  name: string;
  fullName: string;
  /** Whether members may choose it to be paid out to (Thai retail banks; foreign banks appear on slips only). */
  payout: boolean;
}

export const THAI_BANKS: readonly ThaiBank[] = [
  { code: '004', name: 'กสิกรไทย', fullName: 'ธนาคารกสิกรไทย', payout: true },
  { code: '014', name: 'ไทยพาณิชย์', fullName: 'ธนาคารไทยพาณิชย์', payout: true },
  { code: '002', name: 'กรุงเทพ', fullName: 'ธนาคารกรุงเทพ', payout: true },
  { code: '006', name: 'กรุงไทย', fullName: 'ธนาคารกรุงไทย', payout: true },
  { code: '025', name: 'กรุงศรีอยุธยา', fullName: 'ธนาคารกรุงศรีอยุธยา', payout: true },
  { code: '011', name: 'ทหารไทยธนชาต (ttb)', fullName: 'ธนาคารทหารไทยธนชาต', payout: true },
  { code: '030', name: 'ออมสิน', fullName: 'ธนาคารออมสิน', payout: true },
  { code: '034', name: 'ธ.ก.ส.', fullName: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', payout: true },
  { code: '033', name: 'อาคารสงเคราะห์ (ธอส.)', fullName: 'ธนาคารอาคารสงเคราะห์', payout: true },
  { code: '022', name: 'ซีไอเอ็มบี ไทย', fullName: 'ธนาคารซีไอเอ็มบี ไทย', payout: true },
  { code: '024', name: 'ยูโอบี', fullName: 'ธนาคารยูโอบี', payout: true },
  { code: '069', name: 'เกียรตินาคินภัทร (KKP)', fullName: 'ธนาคารเกียรตินาคินภัทร', payout: true },
  { code: '067', name: 'ทิสโก้', fullName: 'ธนาคารทิสโก้', payout: true },
  { code: '073', name: 'แลนด์ แอนด์ เฮ้าส์', fullName: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', payout: true },
  { code: '071', name: 'ไทยเครดิต', fullName: 'ธนาคารไทยเครดิต', payout: true },
  { code: '066', name: 'อิสลามแห่งประเทศไทย', fullName: 'ธนาคารอิสลามแห่งประเทศไทย', payout: true },
  { code: '070', name: 'ไอซีบีซี (ไทย)', fullName: 'ธนาคารไอซีบีซี (ไทย)', payout: true },
  { code: '098', name: 'SME D Bank', fullName: 'ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย', payout: true },
  { code: '017', name: 'ซิตี้แบงก์', fullName: 'ธนาคารซิตี้แบงก์', payout: false },
  { code: '018', name: 'ซูมิโตโม มิตซุย', fullName: 'ธนาคารซูมิโตโม มิตซุย แบงกิ้ง คอร์ปอเรชั่น', payout: false },
  { code: '020', name: 'สแตนดาร์ดชาร์เตอร์ด', fullName: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)', payout: false },
  { code: '031', name: 'เอชเอสบีซี', fullName: 'ธนาคารฮ่องกงและเซี่ยงไฮ้แบงกิ้งคอร์ปอเรชั่น', payout: false },
  { code: '035', name: 'EXIM', fullName: 'ธนาคารเพื่อการส่งออกและนำเข้าแห่งประเทศไทย', payout: false },
  { code: '039', name: 'มิซูโฮ', fullName: 'ธนาคารมิซูโฮ', payout: false },
  { code: '052', name: 'แห่งประเทศจีน (ไทย)', fullName: 'ธนาคารแห่งประเทศจีน (ไทย)', payout: false },
];

/** A cash withdrawal paid by PromptPay names this as its bank and the PromptPay id as the account number. */
export const PROMPTPAY_BANK = 'พร้อมเพย์';

/** What a member may choose to be paid out to, in the order the form lists them. */
export const PAYOUT_BANKS: readonly string[] = [...THAI_BANKS.filter((b) => b.payout).map((b) => b.name), PROMPTPAY_BANK];

/** Staff read the bank's full Thai name; an unknown code is shown as the code itself. */
export const bankByCode = (code: string | null | undefined): ThaiBank | undefined => THAI_BANKS.find((b) => b.code === code);

/**
 * The payout bank a member named, as the list spells it: its short name or its full name ('กสิกรไทย' or
 * 'ธนาคารกสิกรไทย'), or PromptPay; undefined for anything else.
 */
export function payoutBankName(text: string): string | undefined {
  const t = text.trim();
  if (t === PROMPTPAY_BANK) return PROMPTPAY_BANK;
  return THAI_BANKS.find((b) => b.payout && (b.name === t || b.fullName === t))?.name;
}
