import type { DeliveryMode } from '@goldshop/db/schema';
import type { WithdrawFields } from '../../../contract/saving';
import { payoutBankName, PROMPTPAY_BANK } from '../../../contract/banks';
import { payoutPromptpayType, promptpayDigits } from '../../../contract/promptpay-id';
import { badRequest } from '../../lib/http-error';
import { parseAmount } from '../../lib/money-input';
import type { WithdrawalKind } from './lifecycle';

/** A withdrawal form after the required-field rules (docs/product.md "Input rules"), ready to insert (without user, images, key). */
export interface WithdrawRequest {
  kind: WithdrawalKind;
  amountSatang: number;
  amountString: string;
  productDetail: string | null;
  isDelivery: DeliveryMode | null;
  deliveryName: string | null;
  deliveryPhone: string | null;
  deliveryAddress: string | null;
  receiveBranchId: number | null;
  bank: string | null;
  accountName: string | null;
  accountNumber: string | null;
}

const LABELS: Record<string, string> = {
  withdrawAmount: 'จำนวนเงินที่ต้องการถอน',
  amount: 'จำนวนเงินที่ต้องการถอน',
  amountString: 'จำนวนเงินเป็นตัวอักษร',
  productDetail: 'รายละเอียดสินค้า',
  isDelivery: 'วิธีรับสินค้า',
  deliveryName: 'ชื่อผู้รับ',
  deliveryPhone: 'เบอร์โทรผู้รับ',
  deliveryAddress: 'ที่อยู่จัดส่ง',
  receiveBranch: 'สาขาที่รับสินค้า',
  bank: 'ธนาคาร',
  accountName: 'ชื่อบัญชี',
  accountNumber: 'เลขที่บัญชี',
};

function need(f: WithdrawFields, name: keyof WithdrawFields): string {
  const v = f[name]?.trim();
  if (!v) throw badRequest('FIELD_REQUIRED', `กรุณากรอก${LABELS[name] ?? name}`);
  return v;
}

/** Where the shop pays a member money: a bank account or a PromptPay id. */
export interface PayoutDestination {
  bank: string;
  accountName: string;
  accountNumber: string;
}

/**
 * A payout destination as every payout takes it (a savings cash withdrawal, a gold sale back): a bank from the
 * list or พร้อมเพย์, whose id is a mobile number or a national ID (the id the member's bank registered).
 */
export function payoutDestination(f: PayoutDestination): PayoutDestination {
  const bank = payoutBankName(f.bank.trim());
  if (!bank) throw badRequest('BAD_BANK', 'กรุณาเลือกธนาคารหรือพร้อมเพย์จากรายการ');
  const accountNumber = f.accountNumber.trim();
  if (!accountNumber) throw badRequest('FIELD_REQUIRED', 'กรุณากรอกเลขที่บัญชี');
  const accountName = f.accountName.trim();
  if (!accountName) throw badRequest('FIELD_REQUIRED', 'กรุณากรอกชื่อบัญชี');
  if (bank === PROMPTPAY_BANK && !payoutPromptpayType(accountNumber)) {
    throw badRequest('BAD_PROMPTPAY_ID', 'พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก หรือเลขบัตรประชาชน 13 หลักที่ถูกต้อง');
  }
  return { bank, accountName, accountNumber: bank === PROMPTPAY_BANK ? promptpayDigits(accountNumber) : accountNumber };
}

/**
 * Goods when the goods form's own fields are present, cash otherwise (both forms post to one call).
 * `pickupBranch` turns the branch the member named (receiveBranch, a name) into the id of one that takes pickups.
 */
export function parseWithdrawForm(f: WithdrawFields, pickupBranch: (name: string) => number): WithdrawRequest {
  const none = {
    productDetail: null,
    isDelivery: null,
    deliveryName: null,
    deliveryPhone: null,
    deliveryAddress: null,
    receiveBranchId: null,
    bank: null,
    accountName: null,
    accountNumber: null,
  };
  const goods = Boolean(f.productDetail?.trim() || f.isDelivery);
  if (!goods) {
    const amountText = f.amount?.trim() ? f.amount : need(f, 'withdrawAmount');
    return {
      ...none,
      kind: 'withdraw_cash',
      amountSatang: parseAmount(amountText),
      amountString: need(f, 'amountString'),
      ...payoutDestination({ bank: need(f, 'bank'), accountName: need(f, 'accountName'), accountNumber: need(f, 'accountNumber') }),
    };
  }
  const base = {
    ...none,
    kind: 'withdraw_goods' as const,
    amountSatang: parseAmount(need(f, 'withdrawAmount')),
    amountString: need(f, 'amountString'),
    productDetail: need(f, 'productDetail'),
  };
  const mode = need(f, 'isDelivery') as DeliveryMode;
  if (mode === 'จัดส่ง') {
    return {
      ...base,
      isDelivery: mode,
      deliveryName: need(f, 'deliveryName'),
      deliveryPhone: need(f, 'deliveryPhone'),
      deliveryAddress: need(f, 'deliveryAddress'),
    };
  }
  return { ...base, isDelivery: mode, receiveBranchId: pickupBranch(need(f, 'receiveBranch')) };
}
