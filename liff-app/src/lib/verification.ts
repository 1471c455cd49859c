/** SPEC §4 verificationStatus: what the badge shows and where the hero button goes. */
export type BadgeTone = 'red' | 'yellow' | 'green' | 'grey';

export interface BadgeInfo {
  tone: BadgeTone;
  label: string;
  /** 0 links to /verify (click to verify). */
  href?: string;
  /** 99 adds a red note to contact staff. */
  note?: string;
}

export const VERIFIED = 2;

export function verificationBadge(status: number | undefined): BadgeInfo | undefined {
  switch (status) {
    case 0:
      return { tone: 'red', label: 'คลิกเพื่อยืนยันตัวตน', href: '/verify' };
    case 1:
      return { tone: 'yellow', label: 'รอการอนุมัติ' };
    case 2:
      return { tone: 'green', label: 'ยืนยันตัวตนแล้ว' };
    case 99:
      return { tone: 'grey', label: 'ถูกระงับการใช้งาน', note: 'กรุณาติดต่อเจ้าหน้าที่' };
    default:
      return undefined; // unknown (not loaded or verify-route failed): no badge
  }
}

/** 'เริ่มออมทอง' goes to /saving only when verified; every other case (unknown included) to /verify. */
export const heroTarget = (status: number | undefined) => (status === VERIFIED ? '/saving' : '/verify');

/** /gold-bank and /repurchase are linked only for verified members. */
export const showsMemberLinks = (signedIn: boolean, status: number | undefined) => signedIn && status === VERIFIED;

/** The home verification prompt: signed in and exactly 0. */
export const showsVerifyPrompt = (signedIn: boolean, status: number | undefined) => signedIn && status === 0;
