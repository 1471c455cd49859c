import {
  contentCalls as calls,
  POLICY_CALLS,
  type Flag,
  type FlagReadCall,
  type FlagWriteCall,
  type PolicyCreate,
  type PolicyUpdate,
} from '@goldshop/api/contract';
import { request } from '../../services/request';

export type SavingType = 1 | 2;

/** Staff get every rule of the type (hidden ones too): the session cookie goes with the GET. */
export const listPolicies = (type: SavingType) => request(POLICY_CALLS[type].list);
export const addPolicy = (type: SavingType, body: PolicyCreate) => request(POLICY_CALLS[type].add, { body });
export const updatePolicy = (type: SavingType, id: number, body: PolicyUpdate) =>
  request(POLICY_CALLS[type].update, { params: { id }, body });
export const deletePolicy = (type: SavingType, id: number) => request(POLICY_CALLS[type].remove, { params: { id } });
export const setPolicyVisible = (type: SavingType, id: number, isVisible: Flag) =>
  request(POLICY_CALLS[type].setVisible, { params: { id }, body: { isVisible } });

/** A staff switch (docs/product.md "Console: savings terms (privacy-manager1, privacy-manager2)"): read by `read` (a bare 0 or 1), saved by `write` with {isVisible}. */
export interface FlagSwitchDef {
  key: string;
  label: string;
  help: string;
  read: FlagReadCall;
  write: FlagWriteCall;
}

export const FLAGS: Record<SavingType, FlagSwitchDef[]> = {
  1: [
    {
      key: 'sav1',
      label: 'เปิดบริการออมทองประเภทที่ 1',
      help: 'ปิดแล้วหน้าบริการออมทองจะแสดงว่ายังไม่เปิดให้บริการ',
      read: calls.sav1Visible,
      write: calls.setSav1Visible,
    },
    {
      key: 'productWithdraw',
      label: 'เปิดรับถอนทอง (รับสินค้า)',
      help: 'ปิดแล้วแบบฟอร์มถอนทองจะแสดงว่ายังไม่เปิดให้บริการ',
      read: calls.productWithdraw,
      write: calls.setProductWithdraw,
    },
    {
      key: 'cashWithdraw',
      label: 'เปิดรับถอนเป็นเงินสด',
      help: 'ปิดแล้วแบบฟอร์มถอนเงินสดจะแสดงว่ายังไม่เปิดให้บริการ',
      read: calls.cashWithdraw,
      write: calls.setCashWithdraw,
    },
  ],
  2: [
    {
      key: 'sav2',
      label: 'เปิดบริการออมทองประเภทที่ 2',
      help: 'ปิดแล้วหน้าบริการออมทองจะแสดงว่ายังไม่เปิดให้บริการ',
      read: calls.sav2Visible,
      write: calls.setSav2Visible,
    },
  ],
};

export const getFlag = (def: FlagSwitchDef) => request(def.read);
export const setFlag = (def: FlagSwitchDef, isVisible: Flag) => request(def.write, { body: { isVisible } });
