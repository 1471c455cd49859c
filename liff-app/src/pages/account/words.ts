import type { AccountConsent, IdView } from '@goldshop/api/contract';

/** Thai for the account screen's codes (statuses as codes in data, Thai at the edge). */
export const CONSENT_TEXT: Record<AccountConsent['kind'], { title: string; detail: string }> = {
  verification: {
    title: 'การเก็บและใช้ข้อมูลเพื่อยืนยันตัวตน',
    detail: 'เลขบัตรประชาชน รูปบัตร และรูปถ่ายของคุณ ใช้เพื่อยืนยันตัวตนและให้บริการออมทองและขายฝาก การถอนความยินยอมนี้คือการปิดบัญชี',
  },
  line_promotions: {
    title: 'รับข่าวสารและโปรโมชันทาง LINE',
    detail: 'ร้านส่งข่าวสาร ราคาทอง และโปรโมชันถึงคุณทาง LINE (ไม่บังคับ เปิดหรือปิดได้ทุกเมื่อ)',
  },
};

export const ID_VIEW_TEXT: Record<IdView['what'], string> = {
  id_card: 'รูปบัตรประชาชน',
  selfie: 'รูปถ่ายคู่บัตร',
  national_id: 'เลขบัตรประชาชนเต็ม',
  other: 'รูปเอกสาร',
};

export const ID_VIEW_FOR: Record<string, string> = {
  verification_request: 'ตรวจคำขอยืนยันตัวตน',
  saving_transaction: 'ตรวจคำขอถอนออมทอง',
  down_close_request: 'ตรวจคำขอปิดสัญญาออมทองประเภทที่ 2',
};
