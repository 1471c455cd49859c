/**
 * The shop's fixed contact details (footer, about page, floating button). The spec names the branches but
 * not their numbers, addresses or social pages: these are the values the shop gave us (README Decisions).
 */
export const BRANCHES = [
  { name: 'นาวง', phone: '075-299-101', address: 'สาขานาวง 12/3 หมู่ 5 ต.นาวง อ.ห้วยยอด จ.ตรัง 92210' },
  { name: 'หาดสำราญ', phone: '075-299-102', address: 'สาขาหาดสำราญ 88 หมู่ 1 ต.หาดสำราญ อ.หาดสำราญ จ.ตรัง 92120' },
  { name: 'เขาวิเศษ', phone: '075-299-103', address: 'สาขาเขาวิเศษ 45/1 หมู่ 2 ต.เขาวิเศษ อ.วังวิเศษ จ.ตรัง 92220' },
] as const;

export const FACEBOOK_URL = 'https://www.facebook.com/goldshop.trang';
export const TIKTOK_URL = 'https://www.tiktok.com/@goldshop.trang';

export const SHOP_NAME = 'ร้านทอง';

/** tel: links want the digits only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
