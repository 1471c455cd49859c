import type { Flag, Message, Policy, PolicyCreate, PolicyUpdate, VisibleBody } from '@goldshop/api/contract';
import { request } from '../../services/request';

export type SavingType = 1 | 2;

/** Staff get every rule of the type (hidden ones too): the session cookie goes with the GET. */
export const listPolicies = (type: SavingType) => request<Policy[]>(`/api/content/policies${type}`);
export const addPolicy = (type: SavingType, body: PolicyCreate) => request<Policy>(`/api/content/policies${type}`, { method: 'POST', body });
export const updatePolicy = (type: SavingType, id: number, body: PolicyUpdate) =>
  request<Policy>(`/api/content/policies${type}/${id}`, { method: 'PUT', body });
export const deletePolicy = (type: SavingType, id: number) => request<Message>(`/api/content/policies${type}/${id}`, { method: 'DELETE' });
export const setPolicyVisible = (type: SavingType, id: number, isVisible: Flag) =>
  request<Policy>(`/api/content/update-policy${type}-visible/${id}`, { method: 'PUT', body: { isVisible } satisfies VisibleBody });

/** A staff switch (SPEC §4/§7): read at `get` (a bare 0 or 1), saved at `put` with {isVisible}. */
export interface FlagSwitchDef {
  key: string;
  label: string;
  help: string;
  get: string;
  put: string;
}

export const FLAGS: Record<SavingType, FlagSwitchDef[]> = {
  1: [
    { key: 'sav1', label: 'เปิดบริการออมทองประเภทที่ 1', help: 'ปิดแล้วหน้าบริการออมทองจะแสดงว่ายังไม่เปิดให้บริการ', get: '/api/content/sav1-visible', put: '/api/content/sav1-visible' },
    { key: 'productWithdraw', label: 'เปิดรับถอนทอง (รับสินค้า)', help: 'ปิดแล้วแบบฟอร์มถอนทองจะแสดงว่ายังไม่เปิดให้บริการ', get: '/api/content/productWithdraw', put: '/api/content/productWithdraw-visible' },
    { key: 'cashWithdraw', label: 'เปิดรับถอนเป็นเงินสด', help: 'ปิดแล้วแบบฟอร์มถอนเงินสดจะแสดงว่ายังไม่เปิดให้บริการ', get: '/api/content/cashWithdraw', put: '/api/content/cashWithdraw-visible' },
  ],
  2: [{ key: 'sav2', label: 'เปิดบริการออมทองประเภทที่ 2', help: 'ปิดแล้วหน้าบริการออมทองจะแสดงว่ายังไม่เปิดให้บริการ', get: '/api/content/sav2-visible', put: '/api/content/sav2-visible' }],
};

export const getFlag = (def: FlagSwitchDef) => request<Flag>(def.get);
export const setFlag = (def: FlagSwitchDef, isVisible: Flag) => request<unknown>(def.put, { method: 'PUT', body: { isVisible } satisfies VisibleBody });
