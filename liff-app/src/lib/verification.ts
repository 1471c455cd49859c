import { VERIFICATION, VERIFICATION_TEXT } from '@goldshop/api/contract';
import type { Tone } from '../ui/Badge';

/** SPEC §4 verificationStatus: what the badge shows and where the hero button goes. */
export interface BadgeInfo {
  tone: Tone;
  label: string;
  /** Not verified yet: the badge is the way to /verify ('คลิกเพื่อยืนยันตัวตน'). */
  href?: string;
  /** Suspended: a red note to contact staff. */
  note?: string;
}

export function verificationBadge(status: number | undefined): BadgeInfo | undefined {
  switch (status) {
    case VERIFICATION.unverified:
      return { tone: 'danger', label: 'คลิกเพื่อยืนยันตัวตน', href: '/verify' };
    case VERIFICATION.waiting:
      return { tone: 'warning', label: VERIFICATION_TEXT[VERIFICATION.waiting] };
    case VERIFICATION.verified:
      return { tone: 'success', label: VERIFICATION_TEXT[VERIFICATION.verified] };
    case VERIFICATION.suspended:
      return { tone: 'neutral', label: VERIFICATION_TEXT[VERIFICATION.suspended], note: 'กรุณาติดต่อเจ้าหน้าที่' };
    default:
      return undefined; // unknown (not loaded or verify-route failed): no badge
  }
}

export const isVerified = (status: number | undefined) => status === VERIFICATION.verified;

/** 'เริ่มออมทอง' goes to /saving only when verified; every other case (unknown included) to /verify. */
export const heroTarget = (status: number | undefined) => (isVerified(status) ? '/saving' : '/verify');

/** /gold-bank and /repurchase are linked only for verified members. */
export const showsMemberLinks = (signedIn: boolean, status: number | undefined) => signedIn && isVerified(status);

/** The home verification prompt: signed in and not verified yet. */
export const showsVerifyPrompt = (signedIn: boolean, status: number | undefined) => signedIn && status === VERIFICATION.unverified;
