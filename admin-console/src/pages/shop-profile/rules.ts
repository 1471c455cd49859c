import { ShopBranch, ShopProfile, type ShopProfileBody } from '@goldshop/api/contract';

// The form's checks, read from the contract's own schema so they cannot drift from what the server
// refuses: https links only (no javascript: or http: to the shop's customers), phones as people write
// them, the same lengths. The server's 400 names only the field; these say what to fix, in Thai.

const link = ShopProfile.properties.facebook.anyOf[1];
const LINK_PATTERN = new RegExp(link.pattern ?? '^https://[^\\s<>"\']+$');
export const LINK_MAX = link.maxLength ?? 300;
const PHONE_PATTERN = new RegExp(ShopBranch.properties.phone.pattern ?? '^ *(?:[0+][0-9 -]{5,19})? *$');
export const PHONE_MAX = ShopBranch.properties.phone.maxLength ?? 30;
export const SHOP_NAME_MAX = ShopProfile.properties.name.maxLength ?? 100;
export const COMPANY_MAX = ShopProfile.properties.company.maxLength ?? 200;

/** What is wrong with a link field ('' is allowed: no link), or null. */
export function linkProblem(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  if (!/^https:\/\//i.test(v)) return 'ลิงก์ต้องขึ้นต้นด้วย https://';
  if (/[\s<>"']/.test(v)) return 'ลิงก์ต้องไม่มีช่องว่างหรือเครื่องหมาย < > " \'';
  if (v.length > LINK_MAX) return `ลิงก์ยาวได้ไม่เกิน ${LINK_MAX} ตัวอักษร`;
  if (!LINK_PATTERN.test(v)) return 'ลิงก์ต้องขึ้นต้นด้วย https:// ตัวพิมพ์เล็ก';
  return null;
}

/** What is wrong with a branch phone ('' is allowed: the branch shows no number), or null (the branches page's form). */
export function phoneProblem(value: string | undefined): string | null {
  const v = value ?? '';
  if (v.trim() === '') return null;
  if (v.length > PHONE_MAX || !PHONE_PATTERN.test(v)) return 'เบอร์โทรต้องขึ้นต้นด้วย 0 หรือ + มีแต่ตัวเลข ขีด หรือเว้นวรรค ยาว 6–20 ตัว';
  return null;
}

/** The form's values as the API takes them: every field present, text trimmed, a missing link as ''. */
export interface ShopProfileForm {
  name?: string;
  company?: string;
  facebook?: string;
  tiktok?: string;
  lineOa?: string;
}
export function toShopProfile(f: ShopProfileForm): ShopProfileBody {
  const t = (s: string | undefined) => (s ?? '').trim();
  return {
    name: t(f.name),
    company: t(f.company),
    facebook: t(f.facebook),
    tiktok: t(f.tiktok),
    lineOa: t(f.lineOa),
  };
}

/** An antd rule from one of the checks above. */
export const ruleOf = (problem: (v: string | undefined) => string | null) => ({
  validator: (_: unknown, v: string | undefined) => {
    const p = problem(v);
    return p ? Promise.reject(new Error(p)) : Promise.resolve();
  },
});
