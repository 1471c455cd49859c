// The shop's name, branches and pages come from the server (stores/shop-profile.ts): nothing shop-specific
// is compiled into the app. What is left here is how they are shown.

/** tel: links want the digits only ("075-299-101" → "tel:075299101"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** Whether a branch has a number worth a tel: link (the owner may leave it blank). */
export const hasPhone = (phone: string | undefined) => (phone ?? '').replace(/[^0-9]/g, '').length >= 6;

/** The sentence for the about page (docs/product.md "Member app: about (/about)"), for however many branches the shop has. */
export const branchesSentence = (count: number) => `ร้านของเรามีทั้งหมด ${count} สาขา ได้แก่`;
