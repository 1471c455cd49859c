/** A phone as people write it ("075-299-101") as a tel: link, which wants the digits (and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
