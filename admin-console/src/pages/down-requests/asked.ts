import type { AdminDownRequest, DownApproveBody } from '@goldshop/api/contract';

type Asked = Pick<AdminDownRequest, 'askedProduct' | 'askedNote'>;

/** The product a member asked for as staff and the contract name it: "GN-101 1 บาท". */
export function askedProductText(p: NonNullable<AdminDownRequest['askedProduct']>): string {
  return `${p.code} ${p.weight} ${p.unit}`;
}

/**
 * Where the approve form starts: the product the member picked (or, without one, their own words) as the
 * contract's product, and today's price of it as the amount. The dates are left to staff: the period is
 * agreed with the member, not something to guess.
 */
export function approveDefaults(r: Asked): Partial<DownApproveBody> {
  const note = r.askedNote?.trim();
  const product = r.askedProduct ? askedProductText(r.askedProduct) : note ? note.slice(0, 200) : undefined;
  return {
    ...(product && { Prod_type: product }),
    ...(r.askedProduct?.price != null && r.askedProduct.price > 0 && { ApprovedAmount: r.askedProduct.price }),
  };
}
